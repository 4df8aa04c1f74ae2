import AlertProtocol
import AlertQueue
import AlertStyles
import LinePresenter
import Testing

@MainActor
@Suite struct LineAlertWindowTests {
    @Test func anAlertIsWrittenAsLinesAndAnsweredByTheScriptedKeys() {
        let window = LineAlertWindow(keys: [.enter])
        let controller = AlertController(window: window, clock: ManualAlertClock())
        var result: AlertResult?
        controller.showAlert(
            title: "Delete 3 files?", message: "This cannot be undone.", cancelTitle: "Cancel",
            otherTitles: ["Delete"]
        ) { result = $0 }
        #expect(result?.reason == .action(index: 1), "Enter takes the default action")
        #expect(window.lines.contains("Delete 3 files?"))
        #expect(window.lines.contains("This cannot be undone."))
        #expect(window.lines.last == "> enter")
        #expect(!controller.isVisible)
    }

    @Test func aPresenterInstalledOnAHostAnswersItsAlerts() async throws {
        let controller = AlertController(
            window: LineAlertWindow(keys: []), clock: ManualAlertClock())
        let window = LineAlertWindow(keys: [.escape])
        try window.install(on: controller)
        var result: AlertResult?
        controller.showAlert(title: "Go on?", cancelTitle: "Stop", otherTitles: ["Go"]) {
            result = $0
        }
        await controller.waitUntilIdle()
        #expect(result?.reason == .action(index: 0), "Esc takes Cancel")
        #expect(window.lines.first == "Go on?")
    }
}
