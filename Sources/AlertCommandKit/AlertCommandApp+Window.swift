import AlertAutomation
import AlertEngine
import AlertTerminal

extension AlertCommandApp {
    /// Asks `command` through `controller`'s own window (a program's presenter that is not
    /// the terminal's, as `alert-gtk`'s desktop windows), the way `alert` asks: alerts
    /// `answers` (`ALERT_ANSWERS`) answer by id are answered as they appear; the others are
    /// shown when `canAsk`, and fail otherwise with a message naming their id and ending in
    /// `nowhereToAsk`. Returns how it ended.
    package static func ask(
        _ command: AlertCommand, on controller: AlertController, answers: AlertAnswers?,
        canAsk: Bool, nowhereToAsk: String, timeout: CommandTimeout?, id: String?
    ) async -> CommandOutcome {
        let responder = answers.map {
            AlertAnswersResponder(
                controller: controller, answers: $0, canAsk: canAsk, nowhereToAsk: nowhereToAsk)
        }
        responder?.start()
        defer { responder?.stop() }
        let outcome = await withCheckedContinuation { continuation in
            CommandRunner.show(
                command, on: controller, today: .today(), timeout: timeout, id: id
            ) { continuation.resume(returning: $0) }
        }
        await controller.waitUntilIdle()
        return outcome
    }
}
