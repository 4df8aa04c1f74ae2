import AlertQueue
import Foundation
import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ``TerminalAlerts`` on a terminal: a session, a screen and a ``TerminalAlertWindow`` run by
/// a ``TerminalRuntime``. Ctrl+C dismisses every alert, restores the terminal and raises
/// SIGINT; a hang-up dismisses every alert.
@MainActor
final class FullScreenAlertsPresenter: TerminalAlertsPresenter {
    let controller: AlertController
    let runtime: TerminalRuntime
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
    }

    func start() throws {
        runtime.onUnhandledInput = { [weak self] event in
            if event.isInterrupt { self?.interrupt() }
        }
        runtime.session.onInputClosed = { [weak self] in self?.controller.dismissAll() }
        try runtime.start()
    }

    func stop() {
        runtime.screen.renderNow()
        runtime.stop()
    }

    func waitUntilDone() async {
        await controller.waitUntilIdle()
        runtime.screen.renderNow()
    }

    /// Ctrl+C: what SIGINT does to any program, with the alerts and the terminal put right
    /// first.
    private func interrupt() {
        controller.dismissAll()
        stop()
        signal(SIGINT, SIG_DFL)
        kill(getpid(), SIGINT)
    }
}
