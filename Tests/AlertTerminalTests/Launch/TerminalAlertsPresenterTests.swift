import AlertAutomation
import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStyles
import Testing

@testable import AlertTerminal

@MainActor
@Suite struct TerminalAlertsPresenterTests {
    @Test func aLastingDismissalEndsEveryAlertAndLeavesTheProgramsObserverInPlace() {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        var heard: [AlertLifecycleEvent] = []
        let observer: @MainActor (AlertLifecycleEvent) -> Void = { heard.append($0) }
        controller.lifecycleObserver = observer
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
        // The program sets another observer meanwhile: the stop must not put an old one back.
        var heardLater: [AlertLifecycleEvent] = []
        controller.lifecycleObserver = { heardLater.append($0) }
        dismissal.stop()
        // After the stop, alerts stay up again, and the program's observer hears them.
        controller.showMessage("after") { results.append($0.reason) }
        #expect(results.count == 2)
        #expect(controller.isVisible)
        #expect(heardLater.count == 2, "willPresent and didPresent of the last alert")
    }
}
