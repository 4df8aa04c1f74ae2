import AlertQueue
import Foundation
import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one call that shows alerts in this terminal.
///
/// ```swift
/// try await TerminalAlerts.run { alerts in
///     alerts.showMessage("Hello from the terminal")
/// }
/// ```
///
/// ``run(mode:environment:_:)`` gives `AlertController.shared` a presenter for the
/// terminal the program runs in, runs your code with it, waits until every alert you showed
/// has been answered, and gives the terminal back exactly as it was. On a terminal it is the
/// full-screen presenter (raw mode, alternate screen, keys and mouse); with `TERM=dumb`, no
/// terminal on standard input and output, `ALERT_PLAIN=1` or ``Mode/plain``, it is plain
/// line mode (numbered prompts on standard error, answers read from standard input).
///
/// The terminal is restored when `run` returns, when your code throws, and on SIGINT, SIGTERM
/// and SIGHUP. Ctrl+C in the full-screen presenter ends the program as it would in any
/// other: every alert is dismissed, the terminal restored, and the process stopped by
/// SIGINT (exit status 130 in a shell).
@MainActor
public enum TerminalAlerts {
    /// Which presenter ``run(mode:environment:_:)`` uses.
    public enum Mode: Hashable, Sendable {
        /// Full screen on a terminal; plain lines with `TERM=dumb`, without a terminal, or
        /// with `ALERT_PLAIN=1`.
        case automatic
        /// Full screen (an error when standard input or output is not a terminal).
        case fullScreen
        /// Plain line mode, whatever the terminal.
        case plain
    }

    /// The environment variable that asks for plain line mode.
    public static let plainVariable = "ALERT_PLAIN"

    /// Runs `body` with `AlertController.shared` showing its alerts in this terminal, then
    /// waits until no alert is shown or queued, and restores the terminal.
    ///
    /// - Parameters:
    ///   - mode: which presenter to use (see ``Mode``).
    ///   - environment: the environment read for `TERM`, `NO_COLOR`, `COLORTERM`,
    ///     `ALERT_REDUCED_MOTION`, `ALERT_IMAGES` and `ALERT_PLAIN`.
    ///   - body: your code; it gets the controller (the shared one).
    /// - Returns: what `body` returns.
    /// - Throws: what `body` throws (after the terminal is restored);
    ///   `TerminalSessionError` when the terminal cannot be set up;
    ///   `AlertControllerError.busy` when the shared controller still has alerts of another
    ///   presenter.
    public static func run<Result>(
        mode: Mode = .automatic,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        _ body: @MainActor (AlertController) async throws -> Result
    ) async throws -> Result {
        let controller = AlertController.shared
        let isTerminal = isatty(0) == 1 && isatty(1) == 1
        let capabilities = TerminalCapabilities.detect(
            environment: environment, isTerminal: isTerminal)
        let plain = usesPlainLines(mode: mode, capabilities: capabilities, environment: environment)
        if mode == .fullScreen && !isTerminal {
            throw TerminalSessionError.notATerminal(fileDescriptor: isatty(0) == 1 ? 1 : 0)
        }
        let presenter: any TerminalAlertsPresenter =
            plain
            ? PlainAlertsPresenter(controller: controller)
            : try FullScreenAlertsPresenter(
                controller: controller, capabilities: capabilities, environment: environment)
        return try await run(with: presenter, on: controller, body)
    }

    /// Installs `presenter`'s window on `controller`, runs `body`, waits until the controller
    /// is idle, stops the presenter and puts the controller's window and clock back. When
    /// `body` throws, every alert is dismissed first, so none is left waiting.
    static func run<Result>(
        with presenter: any TerminalAlertsPresenter, on controller: AlertController,
        _ body: @MainActor (AlertController) async throws -> Result
    ) async throws -> Result {
        let previous = (window: controller.window, clock: controller.clock)
        try controller.install(window: presenter.window, clock: DispatchAlertClock())
        do {
            try presenter.start()
        } catch {
            try? controller.install(window: previous.window, clock: previous.clock)
            throw error
        }
        let result: Result
        do {
            result = try await body(controller)
        } catch {
            // Nothing may be left waiting on a presenter that is going away.
            controller.dismissAll()
            await controller.waitUntilIdle()
            finish(presenter, restoring: previous, on: controller)
            throw error
        }
        await controller.waitUntilIdle()
        finish(presenter, restoring: previous, on: controller)
        return result
    }

    /// Stops the presenter and gives the controller its previous window and clock back.
    private static func finish(
        _ presenter: any TerminalAlertsPresenter,
        restoring previous: (window: any AlertWindow, clock: any AlertClock),
        on controller: AlertController
    ) {
        presenter.stop()
        // The controller is idle here (waitUntilIdle), so the install cannot be refused.
        try? controller.install(window: previous.window, clock: previous.clock)
    }

    /// Whether ``run(mode:environment:_:)`` asks in plain lines: ``Mode/plain``, or
    /// ``Mode/automatic`` with plain-line capabilities (`TERM=dumb`, no terminal) or
    /// `ALERT_PLAIN` set.
    static func usesPlainLines(
        mode: Mode, capabilities: TerminalCapabilities, environment: [String: String]
    ) -> Bool {
        switch mode {
        case .plain: true
        case .fullScreen: false
        case .automatic:
            capabilities.mode == .plainLines
                || TerminalCapabilities.isAffirmative(environment[plainVariable])
        }
    }
}
