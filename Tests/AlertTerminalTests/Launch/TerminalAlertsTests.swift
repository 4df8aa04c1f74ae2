import AlertProtocol
import AlertQueue
import AlertStyles
import Foundation
import TerminalKit
import Testing

@testable import AlertTerminal

@MainActor
@Suite struct TerminalAlertsTests {
    @Test func plainLinesAreChosenForDumbTerminalsPipesAndOnRequest() {
        let terminal = TerminalCapabilities(mode: .fullScreen, colors: .trueColor)
        let pipe = TerminalCapabilities(mode: .plainLines, colors: .none)
        #expect(
            !TerminalAlerts.usesPlainLines(
                mode: .automatic, capabilities: terminal, environment: [:]))
        #expect(
            TerminalAlerts.usesPlainLines(mode: .automatic, capabilities: pipe, environment: [:]))
        #expect(
            TerminalAlerts.usesPlainLines(
                mode: .automatic, capabilities: terminal, environment: ["ALERT_PLAIN": "1"]))
        #expect(
            TerminalAlerts.usesPlainLines(mode: .plain, capabilities: terminal, environment: [:]))
        #expect(
            !TerminalAlerts.usesPlainLines(mode: .fullScreen, capabilities: pipe, environment: [:]))
    }

    @Test func thePlainPresenterPromptsReadsOnlyWhileAnAlertWaitsAndFinishes() async throws {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        var lines = ["7", "2"][...]
        var written = ""
        let presenter = PlainAlertsPresenter(
            controller: controller, readLine: { lines.popFirst() }, write: { written += $0 })
        try controller.install(window: presenter.window)
        presenter.start()
        defer { presenter.stop() }
        let answer = await controller.confirm("Delete draft?", message: "It will be gone.")
        await presenter.waitUntilDone()
        #expect(answer)
        #expect(lines.isEmpty)
        #expect(written.contains("Delete draft?"))
        #expect(written.contains("1) Cancel  2) OK"))
        #expect(written.contains("Sorry, that answer does not fit"), "7 is no button")
    }

    @Test func theEndOfTheInputDismissesWhatIsLeft() async throws {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let presenter = PlainAlertsPresenter(
            controller: controller, readLine: { nil }, write: { _ in })
        try controller.install(window: presenter.window)
        presenter.start()
        defer { presenter.stop() }
        var reasons: [AlertDismissReason] = []
        controller.showMessage("One") { reasons.append($0.reason) }
        controller.showMessage("Two") { reasons.append($0.reason) }
        await presenter.waitUntilDone()
        #expect(reasons == [.programmatic, .programmatic])
    }
}
