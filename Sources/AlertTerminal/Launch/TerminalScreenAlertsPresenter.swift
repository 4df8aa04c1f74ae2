import AlertPresentation
import AlertQueue
import FoundationEssentials
import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ``TerminalAlerts`` on a terminal: a session on a `TerminalConnection`, a screen and a
/// ``TerminalAlertWindow`` run by a ``TerminalRuntime``, full screen or inline. The one
/// place where the terminal is set up for alerts: for `TerminalAlerts.run` (alone or under a
/// program's own ``TerminalAlertsApp``), the `alert` command and `alert-demo`'s key scripts
/// alike.
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
    package convenience init(
        controller: AlertController, connection: TerminalConnection,
        capabilities: TerminalCapabilities, environment: [String: String],
        placement: TerminalPlacement = .fullScreen,
        interruption: TerminalAlerts.Interruption = .endsProcess,
        leavesSummaryLines: Bool = true
    ) {
        let (runtime, _) = Self.openRuntime(input: connection.input, output: connection.output) {
            size in
            let window = Self.makeWindow(
                size: size, capabilities: capabilities, environment: environment,
                placement: placement)
            window.leavesSummaryLines = leavesSummaryLines
            // No app under the alerts: what is typed before the first one is its.
            window.holdsInputUntilFirstAlert = true
            return (window, ())
        }
        self.init(controller: controller, runtime: runtime, interruption: interruption)
    }

    /// A full-screen presenter on `connection` for an app's own surfaces under the alerts,
    /// and the app: `makeApp` gets the alert window on a screen of the terminal's size,
    /// colours and pictures; the app's controller shows the alerts, and what they leave
    /// goes to the app.
    package static func opened<App: TerminalAlertsApp>(
        on connection: TerminalConnection, capabilities: TerminalCapabilities,
        environment: [String: String], interruption: TerminalAlerts.Interruption,
        app makeApp: (TerminalAlertWindow) -> App
    ) -> (presenter: TerminalScreenAlertsPresenter, app: App) {
        let (runtime, app) = openRuntime(input: connection.input, output: connection.output) {
            size in
            let window = makeWindow(
                size: size, capabilities: capabilities, environment: environment,
                placement: .fullScreen)
            return (window, makeApp(window))
        }
        let presenter = TerminalScreenAlertsPresenter(
            controller: app.controller, runtime: runtime, interruption: interruption)
        runtime.onWillResize = { [weak app] size in app?.terminalWillResize(to: size) }
        presenter.onOtherInput = { [weak app] event in app?.handleInput(event) }
        presenter.onAnswersEnded = { [weak app] in app?.answersDidEnd() }
        return (presenter, app)
    }

    /// A presenter on a runtime already opened.
    private init(
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

    /// The one place the terminal is opened for alerts: a session on `input` and `output`,
    /// and a runtime on the window `makeWindow` makes (with whatever goes with it, an app)
    /// for the terminal's size (nil when the terminal does not say). Nothing is set up on the
    /// terminal before the runtime starts.
    private static func openRuntime<Made>(
        input: Int32, output: Int32,
        window makeWindow: (TerminalSize?) -> (TerminalAlertWindow, Made)
    ) -> (runtime: TerminalRuntime, made: Made) {
        let session = TerminalSession(input: input, output: output)
        let (window, made) = makeWindow(session.size)
        return (TerminalRuntime(session: session, screen: window.screen, window: window), made)
    }

    /// An alert window on a screen of `size` (80 × 24 when unknown) at `placement`, with the
    /// colours of `capabilities`, the pictures `environment` asks for (else half blocks),
    /// and the motion of `capabilities` unless `frameClock` is given: then reduced motion,
    /// drawn on that clock.
    private static func makeWindow(
        size: TerminalSize?, capabilities: TerminalCapabilities, environment: [String: String],
        placement: TerminalPlacement, frameClock: (any AlertClock)? = nil
    ) -> TerminalAlertWindow {
        let size = size ?? TerminalSize(columns: 80, rows: 24)
        let screen = TerminalScreen(
            columns: size.columns, rows: size.rows,
            colorMode: TerminalColorMode(capabilities.colors),
            imageProtocol: TerminalImageProtocol.fromEnvironment(environment) ?? .halfBlocks,
            placement: placement)
        return TerminalAlertWindow(
            screen: screen,
            reducedMotion: frameClock != nil || capabilities.prefersReducedMotion,
            frameClock: frameClock)
    }

    /// Shows on the terminal the frames of an app that a key script drives instead of the
    /// terminal (`alert-demo --script`): standard output, with standard input when it is a
    /// terminal, in raw mode on the alternate screen while `drive` runs, restored afterwards.
    /// No input is read and nothing waits on real time: the window has reduced motion and
    /// draws on `frameClock`, the screen has the colours of `environment` and half-block
    /// pictures, of the terminal's size or else `fallbackSize`. Returns the app once `drive`
    /// has returned.
    package static func showFrames<App: TerminalAlertsApp>(
        environment: [String: String], frameClock: any AlertClock, fallbackSize: TerminalSize,
        app makeApp: (TerminalAlertWindow) -> App, drive: (App) -> Void
    ) throws(TerminalSessionError) -> App {
        let capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: true)
        let (runtime, app) = openRuntime(input: isatty(0) == 1 ? 0 : 1, output: 1) { size in
            let window = makeWindow(
                size: size ?? fallbackSize, capabilities: capabilities, environment: [:],
                placement: .fullScreen, frameClock: frameClock)
            return (window, makeApp(window))
        }
        let session = runtime.session
        try session.enter()
        defer {
            runtime.screen.output = nil
            session.leave()
        }
        var writeError: TerminalSessionError?
        runtime.screen.output = { bytes in
            do throws(TerminalSessionError) {
                try session.write(bytes)
            } catch {
                writeError = error
            }
        }
        runtime.screen.forceFullRepaint()
        drive(app)
        if let writeError { throw writeError }
        return app
    }

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
