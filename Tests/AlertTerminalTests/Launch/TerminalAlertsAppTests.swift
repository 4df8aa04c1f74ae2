import AlertAutomation
import AlertProtocol
import AlertQueue
import AlertStyles
import Testing

@testable import AlertTerminal
@testable import TerminalKit

/// A program's own app under the alerts, on a pseudo-terminal: what the alerts leave comes
/// to the app, resizes reach it before the screen follows, and Ctrl+C follows the run's
/// interruption.
@MainActor
@Suite(.serialized) struct TerminalAlertsAppTests {
    /// An app that records what it hears, and resumes a waiter on each call.
    final class RecordingApp: TerminalAlertsApp {
        let controller: AlertController
        let window: TerminalAlertWindow
        var inputs: [InputEvent] = []
        /// Each new size, with the screen's columns when the app heard of it.
        var resizes: [(size: TerminalSize, columnsThen: Int)] = []
        var answersEnded = 0
        private var waiter: CheckedContinuation<Void, Never>?

        init(window: TerminalAlertWindow) {
            self.window = window
            window.screen.compositor.add(
                TerminalSurface(
                    level: .normal,
                    frame: TerminalRect(column: 0, row: 0, width: window.screen.columns, height: 1))
            )
            controller = AlertController(window: window, clock: ManualAlertClock())
        }

        /// Returns once the app hears of something next.
        func nextCall() async {
            await withCheckedContinuation { waiter = $0 }
        }

        private func heard() {
            waiter?.resume()
            waiter = nil
        }

        func handleInput(_ event: InputEvent) {
            inputs.append(event)
            heard()
        }

        func terminalWillResize(to size: TerminalSize) {
            resizes.append((size, window.screen.columns))
        }

        func answersDidEnd() {
            answersEnded += 1
            heard()
        }
    }

    /// The presenter and the app on `pty`, with reduced motion and Ctrl+C handed to the
    /// program.
    private func open(on pty: PseudoTerminal) -> (TerminalScreenAlertsPresenter, RecordingApp) {
        let environment = ["TERM": "xterm-256color", "ALERT_REDUCED_MOTION": "1"]
        return TerminalScreenAlertsPresenter.opened(
            on: TerminalConnection(input: pty.slave, output: pty.slave, ownsDescriptor: false),
            capabilities: TerminalCapabilities.detect(environment: environment, isTerminal: true),
            environment: environment, interruption: .throwsError, app: RecordingApp.init(window:))
    }

    @Test func theAppIsMadeOnAScreenOfTheTerminalsSizeUnderTheAlerts() throws {
        let pty = try PseudoTerminal(columns: 90, rows: 20)
        let (presenter, app) = open(on: pty)
        #expect(app.window.screen.columns == 90 && app.window.screen.rows == 20)
        #expect(app.window.screen.placement == .fullScreen)
        #expect(presenter.window === app.window)
        #expect(
            app.window.screen.compositor.surfaces.count == 1, "the app's, under the alerts' to come"
        )
    }

    @Test func keysNoAlertTakesGoToTheAppAndTheAlertsKeysDoNot() async throws {
        let pty = try PseudoTerminal(columns: 90, rows: 20)
        let (presenter, app) = open(on: pty)
        try await TerminalAlerts.run(with: presenter, on: app.controller) { controller in
            pty.type("x")
            await app.nextCall()
            #expect(app.inputs == [.key(.character("x"), [])])
            var answered: AlertResult?
            controller.showAlert(
                title: "Delete?", message: nil, cancelTitle: "Cancel", otherTitles: ["Delete"]
            ) { answered = $0 }
            pty.type("\r")
            await controller.waitUntilIdle()
            #expect(answered != nil)
            #expect(app.inputs == [.key(.character("x"), [])], "Enter was the alert's")
        }
    }

    @Test func theAppLaysItselfOutBeforeTheScreenFollowsAResize() async throws {
        let pty = try PseudoTerminal(columns: 90, rows: 20)
        let (presenter, app) = open(on: pty)
        try await TerminalAlerts.run(with: presenter, on: app.controller) { _ in
            // What the session reports on SIGWINCH (this pty is not the controlling terminal).
            presenter.runtime.session.onResize?(TerminalSize(columns: 70, rows: 18))
        }
        #expect(app.resizes.map(\.size) == [TerminalSize(columns: 70, rows: 18)])
        #expect(app.resizes.map(\.columnsThen) == [90])
        #expect(app.window.screen.columns == 70 && app.window.screen.rows == 18)
    }

    @Test func ctrlCEndsTheAnswersAndNeverReachesTheApp() async throws {
        let pty = try PseudoTerminal(columns: 90, rows: 20)
        let (presenter, app) = open(on: pty)
        var result: AlertResult?
        try await TerminalAlerts.run(with: presenter, on: app.controller) { controller in
            controller.showMessage("Working") { result = $0 }
            pty.type([0x03])
            await app.nextCall()
        }
        #expect(app.answersEnded == 1)
        #expect(app.inputs.isEmpty)
        #expect(presenter.wasInterrupted)
        #expect(result?.reason == .programmatic)
    }
}
