import AlertQueue
import Foundation
import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ``TerminalAlerts`` on a terminal: a session on a `TerminalConnection`, a screen and a
/// ``TerminalAlertWindow`` run by a ``TerminalRuntime``. The one place where the terminal is
/// set up for alerts, for `TerminalAlerts.run` and the `alert` command alike.
///
/// Ctrl+C does what its ``TerminalAlerts/Interruption`` says: by default every alert is
/// dismissed, the terminal restored and SIGINT raised, which does what the program set up
/// for SIGINT (by default it ends); with ``TerminalAlerts/Interruption/throwsError`` every
/// alert, now and later, is dismissed and ``wasInterrupted`` is set for `run` to throw.
/// When the input ends (the terminal closed), every alert, now or later, is dismissed.
@MainActor
package final class FullScreenAlertsPresenter: TerminalAlertsPresenter {
    let controller: AlertController
    let runtime: TerminalRuntime
    let interruption: TerminalAlerts.Interruption
    private let dismissal: LastingDismissal
    private var isRunning = false
    /// Whether Ctrl+C came while the alerts were up.
    package private(set) var wasInterrupted = false
    package var window: any AlertWindow { runtime.window }
    package var presentation: TerminalAlerts.Presentation { .fullScreen }

    /// A presenter on `connection`, drawn with `capabilities` (colours, motion) and the
    /// pictures `environment` asks for.
    package init(
        controller: AlertController, connection: TerminalConnection,
        capabilities: TerminalCapabilities, environment: [String: String],
        interruption: TerminalAlerts.Interruption = .endsProcess
    ) {
        self.controller = controller
        self.interruption = interruption
        let session = TerminalSession(input: connection.input, output: connection.output)
        let size = session.size ?? TerminalSize(columns: 80, rows: 24)
        let screen = TerminalScreen(
            columns: size.columns, rows: size.rows,
            colorMode: TerminalColorMode(capabilities.colors),
            imageProtocol: TerminalImageProtocol.fromEnvironment(environment) ?? .halfBlocks)
        let window = TerminalAlertWindow(
            screen: screen, reducedMotion: capabilities.prefersReducedMotion)
        runtime = TerminalRuntime(session: session, screen: screen, window: window)
        dismissal = LastingDismissal(controller: controller)
    }

    /// The last write error, if the terminal stopped taking output.
    package var lastWriteError: TerminalSessionError? { runtime.lastWriteError }

    package func start() throws {
        runtime.onUnhandledInput = { [weak self] event in
            if event.isInterrupt { self?.interrupt() }
        }
        runtime.session.onInputClosed = { [weak self] in self?.dismissal.begin() }
        try runtime.start()
        isRunning = true
    }

    package func stop() {
        dismissal.stop()
        guard isRunning else { return }
        isRunning = false
        runtime.screen.renderNow()
        runtime.stop()
    }

    /// Ctrl+C, as ``interruption`` says.
    private func interrupt() {
        switch interruption {
        case .endsProcess:
            // What SIGINT does to any program, with the alerts and the terminal put right
            // first.
            controller.dismissAll()
            stop()
            kill(getpid(), SIGINT)
        case .throwsError:
            wasInterrupted = true
            dismissal.begin()
        }
    }
}
