import AlertEngine
import AlertTerminal
import FoundationEssentials
import TerminalKit

/// Asks an ``AlertCommand`` on a controller (and so through its queue), and turns the
/// alert's result into a ``CommandOutcome``.
///
/// It keeps what every question shown in one alert shares (the `--timeout` and its answer,
/// how the alert ended); each subcommand builds its own alert
/// (``CommandAlertQuestion/present(on:today:options:completion:)``).
@MainActor
package enum CommandRunner {
    /// Shows `command` on `controller` and returns the alert (nil for a question that runs
    /// work of its own, as `alert spin` does); `completion` gets the outcome once the alert
    /// is gone. `today` is the date picker's day without `--initial`. With a `timeout`, the
    /// alert waits that long at most; when it runs out the outcome is the timeout's answer,
    /// or ``CommandOutcome/timedOut`` without one. `id` is the alert's id; a gauge gives up
    /// `turn` on the terminal while another alert asks. Ctrl+C is not the alert's business:
    /// a presenter that sees it dismisses the alert and reports
    /// ``CommandOutcome/interrupted`` itself.
    @discardableResult
    package static func show(
        _ command: AlertCommand, on controller: AlertController, today: CalendarDay,
        timeout: CommandTimeout? = nil, id: String? = nil, turn: (any CommandTurn)? = nil,
        completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView? {
        command.question.show(
            on: controller, CommandContext(today: today, timeout: timeout, id: id, turn: turn),
            completion: completion)
    }

    /// Shows `question` in its alert, with the `--timeout` of `context` and its answer,
    /// and hands `completion` the outcome: the alert's own, the time-out's answer
    /// (``CommandAlertQuestion/timedOut(answer:)``) or ``CommandOutcome/timedOut`` when
    /// the time ran out, a failure when the alert could not be shown.
    static func show(
        _ question: some CommandAlertQuestion, on controller: AlertController,
        _ context: CommandContext, completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        let timeout = context.timeout
        var options = AlertOptions(id: context.id, duration: timeout?.duration)
        // What the summary line says when the time runs out onto --default.
        options.timeoutAnswer = timeout?.answer.map { question.timeoutSummary(answer: $0) }
        // How the alert left: the typed completions of the constructors say only "no
        // answer" for a time-out or a failure. The controller reports every alert's result
        // to its listeners just before that alert's completion runs, so the last result seen
        // when `finish` runs is this alert's. The listener is added before the alert is
        // shown (an answer from ALERT_ANSWERS may resolve it at once).
        let ending = Ending()
        ending.listening = controller.addLifecycleListener { event in
            if case .resolved(_, let result) = event { ending.reason = result.reason }
        }
        let finish: @MainActor (CommandOutcome) -> Void = { outcome in
            ending.listening?.cancel()
            switch ending.reason {
            case .timeout? where timeout != nil:
                completion(timeout?.answer.map { question.timedOut(answer: $0) } ?? .timedOut)
            case .failed(let message)?:
                completion(.failed("the alert cannot be shown: \(message)"))
            default:
                completion(outcome)
            }
        }
        return question.present(
            on: controller, today: context.today, options: options, completion: finish)
    }

    /// How the alert was dismissed, once it was.
    final class Ending {
        var reason: AlertDismissReason?
        var listening: AlertListenerToken?
    }

    /// The outcome of a result: a button's action index goes through `forAction`; a timeout
    /// or background tap (a status alert closing, a click beside a sheet) gives
    /// `withoutButton`; a layout failure fails; any other end (dismissed by code, the input
    /// ended) declines.
    static func outcome(
        of result: AlertResult, withoutButton: CommandOutcome = .accepted(answer: nil),
        forAction: (Int) -> CommandOutcome
    ) -> CommandOutcome {
        switch result.reason {
        case .action(let index): forAction(index)
        case .timeout, .backgroundTap, .completed: withoutButton
        case .failed(let message): .failed("the alert cannot be shown: \(message)")
        case .programmatic, .replaced, .dropped, .ownerReleased, .cancelled: .declined
        }
    }
}
