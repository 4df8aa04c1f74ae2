import AlertPresentation
import AlertQueue
import Foundation
import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ``TerminalAlerts`` on a terminal: a session on a `TerminalConnection`, a screen and a
/// ``TerminalAlertWindow`` run by a ``TerminalRuntime``, full screen or inline. The one
/// place where the terminal is set up for alerts, for `TerminalAlerts.run` and the `alert`
/// command alike.
///
/// Full screen, the session holds the terminal from ``start()`` to ``stop()``. Inline, it
/// holds it only while alerts are up: from the first alert's appearance to the last one's
/// summary line, so what the program prints between alerts lands in the normal screen,
/// cooked, below the summaries.
///
/// Ctrl+C does what its ``TerminalAlerts/Interruption`` says: by default every alert is
/// dismissed, the terminal restored and SIGINT raised, which does what the program set up
/// for SIGINT (by default it ends); with ``TerminalAlerts/Interruption/throwsError`` every
/// alert, now and later, is dismissed and ``wasInterrupted`` is set for `run` to throw.
/// When the input ends (the terminal closed), every alert, now or later, is dismissed.
@MainActor
package final class TerminalScreenAlertsPresenter: TerminalAlertsPresenter {
    let controller: AlertController
    let runtime: TerminalRuntime
    let interruption: TerminalAlerts.Interruption
    private let dismissal: LastingDismissal
    private var isRunning = false
    private var holdsTerminal = false
    /// Whether Ctrl+C came while the alerts were up.
    package private(set) var wasInterrupted = false
    /// The last error setting the terminal up for an inline turn of alerts.
    package private(set) var lastSessionError: (any Error)?
    package var window: any AlertWindow { runtime.window }
    package var presentation: TerminalAlerts.Presentation {
        runtime.screen.placement == .inline ? .inline : .fullScreen
    }

    /// A presenter on `connection`, drawn at `placement` with `capabilities` (colours,
    /// motion) and the pictures `environment` asks for; inline, `leavesSummaryLines` says
    /// whether each answered alert leaves its summary line.
    package init(
        controller: AlertController, connection: TerminalConnection,
        capabilities: TerminalCapabilities, environment: [String: String],
        placement: TerminalPlacement = .fullScreen,
        interruption: TerminalAlerts.Interruption = .endsProcess,
        leavesSummaryLines: Bool = true
    ) {
        self.controller = controller
        self.interruption = interruption
        let session = TerminalSession(input: connection.input, output: connection.output)
        let size = session.size ?? TerminalSize(columns: 80, rows: 24)
        let screen = TerminalScreen(
            columns: size.columns, rows: size.rows,
            colorMode: TerminalColorMode(capabilities.colors),
            imageProtocol: TerminalImageProtocol.fromEnvironment(environment) ?? .halfBlocks,
            placement: placement)
        let window = TerminalAlertWindow(
            screen: screen, reducedMotion: capabilities.prefersReducedMotion)
        window.leavesSummaryLines = leavesSummaryLines
        runtime = TerminalRuntime(session: session, screen: screen, window: window)
        dismissal = LastingDismissal(controller: controller)
    }

    /// A full-screen presenter on a runtime an app made, whose screen holds the app's own
    /// surfaces under the alerts (as `alert-demo`'s inbox).
    package init(
        controller: AlertController, runtime: TerminalRuntime,
        interruption: TerminalAlerts.Interruption
    ) {
        self.controller = controller
        self.runtime = runtime
        self.interruption = interruption
        dismissal = LastingDismissal(controller: controller)
    }

    /// The presenter's listener of the runtime's unhandled input, while it runs.
    private var inputListening: AlertListenerToken?
    /// Input no alert took, other than Ctrl+C (an app's own keys).
    package var onOtherInput: (@MainActor (InputEvent) -> Void)?
    /// Called once no alert can be answered any more, every alert dismissed: after Ctrl+C
    /// with ``TerminalAlerts/Interruption/throwsError``, or when the input ended (an app
    /// ends its own work here).
    package var onAnswersEnded: (@MainActor () -> Void)?

    /// The last write error, if the terminal stopped taking output.
    package var lastWriteError: TerminalSessionError? { runtime.lastWriteError }

    package func start() throws {
        inputListening = runtime.addUnhandledInputListener { [weak self] event in
            if event.isInterrupt { self?.interrupt() } else { self?.onOtherInput?(event) }
        }
        runtime.session.onInputClosed = { [weak self] in
            self?.dismissal.begin()
            self?.onAnswersEnded?()
        }
        if runtime.screen.placement == .inline {
            // Checked now, so a program without a terminal hears of it before any alert.
            guard isatty(runtime.session.inputDescriptor) == 1 else {
                throw TerminalSessionError.notATerminal(
                    fileDescriptor: runtime.session.inputDescriptor)
            }
            runtime.window.onActivityChange = { [weak self] active in
                if active { self?.takeTerminal() } else { self?.releaseTerminal() }
            }
        } else {
            try takeTerminal(throwing: ())
        }
        isRunning = true
    }

    package func stop() {
        dismissal.stop()
        guard isRunning else { return }
        isRunning = false
        runtime.window.onActivityChange = nil
        releaseTerminal()
    }

    /// Full screen, gives the terminal back as it was (the alternate screen left) while no
    /// alert is up, so another program may use it; ``comeBack()`` takes it again. Inline the
    /// terminal is given back whenever no alert is up, so neither does anything there.
    package func stepAside() {
        guard isRunning, runtime.screen.placement == .fullScreen else { return }
        releaseTerminal()
    }

    /// Full screen, takes the terminal again after ``stepAside()`` and repaints it whole;
    /// when that fails, the alerts are dismissed and the error kept in ``lastSessionError``.
    package func comeBack() {
        guard isRunning, runtime.screen.placement == .fullScreen else { return }
        takeTerminal()
    }

    /// Sets the terminal up (raw mode, signals, input) for a turn of alerts.
    private func takeTerminal(throwing: Void) throws {
        guard !holdsTerminal else { return }
        // What the program printed before goes out first, above the region.
        fflush(nil)
        try runtime.start()
        holdsTerminal = true
    }

    /// An inline turn begins: an error resolves the alerts at once, with the reason kept.
    private func takeTerminal() {
        do {
            try takeTerminal(throwing: ())
        } catch {
            lastSessionError = error
            dismissal.begin()
        }
    }

    /// Gives the terminal back exactly as it was.
    private func releaseTerminal() {
        guard holdsTerminal else { return }
        holdsTerminal = false
        runtime.renderLastFrame()
        runtime.stop()
    }

    /// Ctrl+C, as ``interruption`` says.
    private func interrupt() {
        runtime.window.isInterrupted = true
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
            onAnswersEnded?()
        }
    }
}
