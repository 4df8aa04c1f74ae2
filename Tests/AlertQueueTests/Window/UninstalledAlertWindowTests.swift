import AlertAutomation
import AlertProtocol
import Foundation
import Testing

@testable import AlertQueue

@MainActor
@Suite struct UninstalledAlertWindowTests {
    /// A controller set up like ``AlertController/shared`` before an install, whose advice
    /// goes to `written` instead of standard error.
    private func makeUninstalled() -> (AlertController, UninstalledAlertWindow, Written) {
        let written = Written()
        let window = UninstalledAlertWindow { written.lines.append($0) }
        return (AlertController(window: window, clock: ManualAlertClock()), window, written)
    }

    @Test func everyAlertFailsAtOnceAndTheAdviceIsWrittenOnce() {
        let (controller, _, written) = makeUninstalled()
        var reasons: [AlertDismissReason] = []
        let first = TestAlert("first")
        controller.show(first) { reasons.append($0.reason) }
        controller.show(TestAlert("second")) { reasons.append($0.reason) }
        let failure = AlertDismissReason.failed(UninstalledAlertWindow.failureMessage)
        #expect(reasons == [failure, failure])
        #expect(written.lines == [UninstalledAlertWindow.advice])
        #expect(written.lines[0].contains("AlertController.shared.install(window:)"))
        #expect(written.lines[0].contains("TerminalAlerts.run"))
        #expect(first.log.isEmpty)
        #expect(controller.isIdle)
    }

    @Test func theFailureNamesTheCallsThatInstallAPresenter() {
        #expect(UninstalledAlertWindow.failureMessage.contains("install(window:)"))
        #expect(UninstalledAlertWindow.failureMessage.contains("TerminalAlerts.run"))
    }

    @Test func presentReturnsTheFailureInsteadOfWaitingForever() async {
        let (controller, _, written) = makeUninstalled()
        let task = Task { @MainActor in await controller.present(TestAlert()) }
        let result = await value(of: task)
        #expect(result?.reason == .failed(UninstalledAlertWindow.failureMessage))
        #expect(written.lines.count == 1)
    }

    @Test func afterAnInstallAlertsAppearAndNothingMoreIsWritten() throws {
        let (controller, _, written) = makeUninstalled()
        let window = HeadlessAlertWindow()
        try controller.install(window: window)
        let alert = TestAlert()
        controller.show(alert)
        #expect(window.topAlert === alert)
        #expect(written.lines.isEmpty)
    }

    @Test func aCancelledTaskIsCancelledEvenWithoutAPresenter() async {
        let (controller, _, written) = makeUninstalled()
        let task = Task { @MainActor in await controller.present(TestAlert()) }
        task.cancel()
        #expect(await value(of: task)?.reason == .cancelled)
        #expect(written.lines.isEmpty)
    }
}

/// What an ``UninstalledAlertWindow`` wrote.
@MainActor
private final class Written {
    var lines: [String] = []
}
