import AlertAutomation
import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStyles
import Testing

@testable import AlertTerminal

@MainActor
@Suite struct TerminalAlertsPresenterTests {
    @Test func aLastingDismissalEndsEveryAlertAndLeavesTheProgramsListenersInPlace() {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        var heard: [AlertLifecycleEvent] = []
        let listening = controller.addLifecycleListener { heard.append($0) }
        defer { listening.cancel() }
        var results: [AlertDismissReason] = []
        controller.showMessage("shown") { results.append($0.reason) }
        let dismissal = LastingDismissal(controller: controller)
        dismissal.begin()
        #expect(results == [.programmatic])
        // An alert shown later is dismissed as it appears; the program still hears of it.
        heard = []
        controller.showMessage("later") { results.append($0.reason) }
        #expect(results == [.programmatic, .programmatic])
        #expect(heard.contains { if case .willPresent = $0 { true } else { false } })
        // The program adds another listener meanwhile: the stop must not remove it.
        var heardLater: [AlertLifecycleEvent] = []
        let listeningLater = controller.addLifecycleListener { heardLater.append($0) }
        defer { listeningLater.cancel() }
        dismissal.stop()
        // After the stop, alerts stay up again, and the program's listeners hear them.
        controller.showMessage("after") { results.append($0.reason) }
        #expect(results.count == 2)
        #expect(controller.isVisible)
        #expect(heardLater.count == 2, "willPresent and didPresent of the last alert")
    }
}
