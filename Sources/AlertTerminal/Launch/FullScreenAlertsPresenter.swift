import AlertQueue
import Foundation
import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ``TerminalAlerts`` on a terminal: a session, a screen and a ``TerminalAlertWindow`` run by
/// a ``TerminalRuntime``. Ctrl+C dismisses every alert, restores the terminal and then
/// signals SIGINT to the process, which does what the program set up for SIGINT (by default
/// it ends). When the input ends (the terminal closed), every alert, now or later, is
/// dismissed.
@MainActor
final class FullScreenAlertsPresenter: TerminalAlertsPresenter {
    let controller: AlertController
    let runtime: TerminalRuntime
    private let inputEnd: InputEndDismissal
    private var isRunning = false
    var window: any AlertWindow { runtime.window }

    init(
        controller: AlertController, capabilities: TerminalCapabilities,
        environment: [String: String]
    ) throws {
        self.controller = controller
        let session = TerminalSession()
        let size = session.size ?? TerminalSize(columns: 80, rows: 24)
        let screen = TerminalScreen(
            columns: size.columns, rows: size.rows,
            colorMode: TerminalColorMode(capabilities.colors),
            imageProtocol: TerminalImageProtocol.fromEnvironment(environment) ?? .halfBlocks)
        let window = TerminalAlertWindow(
            screen: screen, reducedMotion: capabilities.prefersReducedMotion)
        runtime = TerminalRuntime(session: session, screen: screen, window: window)
        inputEnd = InputEndDismissal(controller: controller)
    }

    func start() throws {
        runtime.onUnhandledInput = { [weak self] event in
            if event.isInterrupt { self?.interrupt() }
        }
        runtime.session.onInputClosed = { [weak self] in self?.inputEnd.inputDidEnd() }
        try runtime.start()
        isRunning = true
    }

    func stop() {
        inputEnd.stop()
        guard isRunning else { return }
        isRunning = false
        runtime.screen.renderNow()
        runtime.stop()
    }

    /// Ctrl+C: what SIGINT does to any program, with the alerts and the terminal put right
    /// first.
    private func interrupt() {
        controller.dismissAll()
        stop()
        kill(getpid(), SIGINT)
    }
}
