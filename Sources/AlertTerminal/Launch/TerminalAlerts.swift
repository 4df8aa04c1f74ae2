import AlertAutomation
import AlertPresentation
import AlertQueue
import Dispatch
import FoundationEssentials
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
/// ``run(mode:interruption:leavesSummaryLines:answers:environment:_:)`` gives
/// `AlertController.shared` a presenter for the terminal the program runs in, runs your code
/// with it, waits until every alert you showed has been answered, and gives the terminal back
/// exactly as it was.
///
/// On a terminal, alerts are drawn inline by default: in the normal screen below the
/// cursor, as gum, huh and clack draw their prompts, each answered alert leaving one summary
/// line (`✔ Move 3 files to the trash? · Yes`) in the scrollback. ``Mode/fullScreen`` shows
/// them instead in the alert-level window over a dimmed backdrop on the alternate screen.
/// Either way they are drawn on standard input and output when both are terminals and
/// otherwise on the controlling terminal (`/dev/tty`), so `tool > report.txt` and
/// `x=$(tool)` still show the alerts and keep standard output for the program's own data.
/// With `TERM=dumb`, no terminal at all, `ALERT_PLAIN=1` or ``Mode/plain``, it is plain line
/// mode (numbered prompts on standard error, answers read from standard input).
///
/// Inline, the terminal is raw only while alerts are up: what your code prints between two
/// alerts appears below the last summary line as usual. Print nothing while an alert is up
/// (show the progress in the alert instead): it would land inside the alert's region.
///
/// The terminal is restored when `run` returns, when your code throws, and on every signal
/// that ends the process. Ctrl+C does what ``Interruption`` says: by default it ends the
/// program as it would any other (every alert dismissed, the terminal restored, the
/// process stopped by SIGINT: exit status 130 in a shell); with
/// ``Interruption/throwsError`` your code gets the say.
@MainActor
public enum TerminalAlerts {
    /// Which presenter ``run(mode:interruption:leavesSummaryLines:answers:environment:_:)`` uses.
    public enum Mode: Hashable, Sendable {
        /// Inline on a terminal; plain lines with `TERM=dumb`, without a terminal, or with
        /// `ALERT_PLAIN=1`.
        case automatic
        /// Inline: below the cursor in the normal screen (an error without a terminal).
        case inline
        /// Full screen: the alternate screen, the alert-level window over a dimmed
        /// backdrop (an error without a terminal).
        case fullScreen
        /// Plain line mode, whatever the terminal.
        case plain
    }

    /// What Ctrl+C does while alerts are up.
    public enum Interruption: Hashable, Sendable {
        /// Ends the program as Ctrl+C ends any other: every alert is dismissed, the terminal
        /// restored, and SIGINT raised, which does what the program set up for it (by
        /// default the process ends with exit status 130). The default.
        case endsProcess
        /// Hands the interruption to your code: every alert, shown or queued, and every one
        /// shown later until `run` returns, is dismissed, so each `await` returns its "no
        /// answer" value (`false`, `nil`, a `.programmatic` result) at once; your code goes
        /// on (to write a partial report, say), and then ``run(mode:interruption:leavesSummaryLines:answers:environment:_:)``
        /// throws ``TerminalAlertsError/interrupted`` instead of returning, after the
        /// terminal is restored. In plain line mode the same holds for as long as `run`
        /// runs: SIGINT is caught then, and given its old disposition back afterwards.
        /// Inline, between two alerts, the terminal is not raw, so Ctrl+C is the terminal's
        /// own SIGINT and does what the program set up for it.
        case throwsError
    }

    /// How alerts are presented while ``run(mode:interruption:leavesSummaryLines:answers:environment:_:)`` runs.
    public enum Presentation: Hashable, Sendable {
        /// Inline on a terminal: below the cursor, a summary line left per answered alert.
        case inline
        /// Full screen on a terminal: the alert-level window over a dimmed backdrop.
        case fullScreen
        /// Plain numbered lines on standard error, answers read from standard input.
        case plainLines
    }

    /// The presentation of the ``run(mode:interruption:leavesSummaryLines:answers:environment:_:)`` in progress (to
    /// print progress as lines of your own in plain mode, say); nil outside one.
    public private(set) static var presentation: Presentation?

    /// The environment variable that asks for plain line mode.
    package static let plainVariable = "ALERT_PLAIN"

    /// Runs `body` with `AlertController.shared` showing its alerts in this terminal, then
    /// waits until no alert is shown or queued, and restores the terminal.
    ///
    /// - Parameters:
    ///   - mode: which presenter to use (see ``Mode``).
    ///   - interruption: what Ctrl+C does (see ``Interruption``).
    ///   - leavesSummaryLines: inline, whether each answered alert leaves its summary line
    ///     (`✔ Title · answer`, `✖ Title · cancelled`) in the scrollback; when false an
    ///     answered alert leaves nothing.
    ///   - answers: answers to give alerts by their id instead of asking (see
    ///     `AlertAnswers`); nil reads the file `ALERT_ANSWERS` names, if any. An alert they
    ///     do not answer is asked as usual, or, without a terminal, fails at once (its
    ///     "no" value), and `run` throws an `AlertAnswersError` for it at the end.
    ///   - environment: the environment read for `TERM`, `NO_COLOR`, `COLORTERM`,
    ///     `ALERT_REDUCED_MOTION`, `ALERT_IMAGES`, `ALERT_PLAIN` and `ALERT_ANSWERS`.
    ///   - body: your code; it gets the controller (the shared one).
    /// - Returns: what `body` returns.
    /// - Throws: what `body` throws (after the terminal is restored);
    ///   ``TerminalAlertsError/interrupted`` after Ctrl+C with
    ///   ``Interruption/throwsError``; `AlertAnswersError` when `answers` could not answer
    ///   an alert and there was nobody to ask (the first such alert, once `body` has run);
    ///   `TerminalSessionError` when the terminal cannot be set up (with ``Mode/inline`` or
    ///   ``Mode/fullScreen`` and no terminal, say);
    ///   `AlertControllerError.busy` when the shared controller still has alerts of another
    ///   presenter.
    @discardableResult
    public static func run<Result>(
        mode: Mode = .automatic, interruption: Interruption = .endsProcess,
        leavesSummaryLines: Bool = true, answers: AlertAnswers? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        _ body: @MainActor (AlertController) async throws -> Result
    ) async throws -> Result {
        let controller = AlertController.shared
        let book = try answers ?? AlertAnswers.fromEnvironment(environment)
        let connection = mode == .plain ? nil : TerminalConnection.open()
        defer { connection?.close() }
        let capabilities = TerminalCapabilities.detect(
            environment: environment, isTerminal: connection != nil)
        let plain = usesPlainLines(mode: mode, capabilities: capabilities, environment: environment)
        if (mode == .fullScreen || mode == .inline) && connection == nil {
            throw TerminalSessionError.notATerminal(fileDescriptor: STDIN_FILENO)
        }
        guard let connection, !plain else {
            let presenter = PlainAlertsPresenter(controller: controller)
            presenter.interruption = interruption
            let result = try await interruptible(presenter.wasInterrupted) {
                try await run(
                    with: presenter, on: controller, answers: book,
                    canAsk: connection != nil || mode == .plain, throwsUnanswered: true, body)
            }
            return result
        }
        let presenter = TerminalScreenAlertsPresenter(
            controller: controller, connection: connection, capabilities: capabilities,
            environment: environment, placement: mode == .fullScreen ? .fullScreen : .inline,
            interruption: interruption, leavesSummaryLines: leavesSummaryLines)
        let result = try await interruptible(presenter.wasInterrupted) {
            try await run(with: presenter, on: controller, answers: book, canAsk: true, body)
        }
        if let error = presenter.lastSessionError { throw error }
        return result
    }

    /// Runs `body` with a program's own app full screen in this terminal and its controller's
    /// alerts over it, then waits until no alert is shown or queued, and restores the
    /// terminal.
    ///
    /// `makeApp` gets the alert window, on a screen of the terminal's size, colours and
    /// picture protocol: the app adds its surfaces to the screen's compositor and makes its
    /// controller on the window. The terminal is then set up as for ``Mode/fullScreen``: raw
    /// mode on the alternate screen, keys and mouse read, resizes followed. Input goes to the
    /// alert on top; what no alert takes goes to ``TerminalAlertsApp/handleInput(_:)``, but
    /// Ctrl+C, which does what `interruption` says.
    ///
    /// ```swift
    /// let delete = try await TerminalAlerts.run(app: Inbox.init(window:)) { inbox in
    ///     await inbox.controller.confirm("Delete 3 messages?")
    /// }
    /// if delete { print("Deleted 3 messages.") }
    /// ```
    ///
    /// - Parameters:
    ///   - makeApp: makes the app on the alert window (see ``TerminalAlertsApp``).
    ///   - interruption: what Ctrl+C does (see ``Interruption``).
    ///   - environment: the environment read for `TERM`, `NO_COLOR`, `COLORTERM`,
    ///     `ALERT_REDUCED_MOTION` and `ALERT_IMAGES`.
    ///   - body: your code; it gets the app.
    /// - Returns: what `body` returns.
    /// - Throws: what `body` throws (after the terminal is restored);
    ///   ``TerminalAlertsError/interrupted`` after Ctrl+C with
    ///   ``Interruption/throwsError``; `TerminalSessionError` when there is no terminal, it
    ///   cannot be set up, or it stopped taking output. The app's controller keeps its
    ///   window and clock, so alerts it queued in `makeApp` appear once the terminal is set
    ///   up.
    @discardableResult
    public static func run<App: TerminalAlertsApp, Result>(
        app makeApp: (TerminalAlertWindow) -> App, interruption: Interruption = .endsProcess,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        _ body: @MainActor (App) async throws -> Result
    ) async throws -> Result {
        guard let connection = TerminalConnection.open() else {
            throw TerminalSessionError.notATerminal(fileDescriptor: STDIN_FILENO)
        }
        defer { connection.close() }
        let capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: true)
        let (presenter, app) = TerminalScreenAlertsPresenter.opened(
            on: connection, capabilities: capabilities, environment: environment,
            interruption: interruption, app: makeApp)
        let result = try await interruptible(presenter.wasInterrupted) {
            try await run(with: presenter, on: app.controller) { _ in try await body(app) }
        }
        if let error = presenter.lastWriteError { throw error }
        return result
    }

    /// Runs `run`; once Ctrl+C came (`wasInterrupted`, asked after it), ends with
    /// ``TerminalAlertsError/interrupted`` whatever `run` returned or threw: work that
    /// Ctrl+C cancelled (a `withProgress` body) throws `CancellationError`, which must reach
    /// the program as the interruption it was.
    private static func interruptible<Result>(
        _ wasInterrupted: @autoclosure () -> Bool, _ run: () async throws -> Result
    ) async throws -> Result {
        let result: Result
        do {
            result = try await run()
        } catch {
            if wasInterrupted() { throw TerminalAlertsError.interrupted }
            throw error
        }
        if wasInterrupted() { throw TerminalAlertsError.interrupted }
        return result
    }

    /// Installs `presenter`'s window on `controller`, runs `body`, waits until the controller
    /// is idle, stops the presenter and puts the controller's window and clock back. When
    /// `body` throws, every alert is dismissed first, so none is left waiting. With
    /// `answers`, alerts they answer by id are answered as they appear; the others are left
    /// to the presenter when `canAsk`, and fail at once otherwise.
    /// With `throwsUnanswered`, an alert the answers could not answer (with nobody to ask)
    /// makes it throw that ``AlertAnswersError`` once `body` has run.
    package static func run<Result>(
        with presenter: any TerminalAlertsPresenter, on controller: AlertController,
        answers: AlertAnswers? = nil, canAsk: Bool = true, throwsUnanswered: Bool = false,
        _ body: @MainActor (AlertController) async throws -> Result
    ) async throws -> Result {
        let responder = answers.map {
            AlertAnswersResponder(controller: controller, answers: $0, canAsk: canAsk)
        }
        responder?.start()
        defer { responder?.stop() }
        // An app's controller is made on the presenter's window (`run(app:)`), and may have
        // queued alerts already: it keeps its window and clock. Any other is lent them.
        let previous =
            controller.window === presenter.window
            ? nil : (window: controller.window, clock: controller.clock)
        if previous != nil {
            try controller.install(window: presenter.window, clock: DispatchAlertClock())
        }
        let outer = presentation
        presentation = presenter.presentation
        defer { presentation = outer }
        do {
            try presenter.start()
        } catch {
            if let previous {
                try? controller.install(window: previous.window, clock: previous.clock)
            }
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
        if throwsUnanswered, let failure = responder?.failures.first { throw failure }
        return result
    }

    /// Stops the presenter and gives the controller its previous window and clock back, if
    /// it was lent the presenter's.
    private static func finish(
        _ presenter: any TerminalAlertsPresenter,
        restoring previous: (window: any AlertWindow, clock: any AlertClock)?,
        on controller: AlertController
    ) {
        presenter.stop()
        // The controller is idle here (waitUntilIdle), so the install cannot be refused.
        if let previous { try? controller.install(window: previous.window, clock: previous.clock) }
    }

    /// Whether ``run(mode:interruption:leavesSummaryLines:answers:environment:_:)`` asks in plain lines: ``Mode/plain``, or
    /// ``Mode/automatic`` with plain-line capabilities (`TERM=dumb`, no terminal) or
    /// `ALERT_PLAIN` set.
    static func usesPlainLines(
        mode: Mode, capabilities: TerminalCapabilities, environment: [String: String]
    ) -> Bool {
        switch mode {
        case .plain: true
        case .fullScreen, .inline: false
        case .automatic:
            capabilities.mode == .plainLines
                || TerminalCapabilities.isAffirmative(environment[plainVariable])
        }
    }
}

/// Why ``TerminalAlerts/run(mode:interruption:leavesSummaryLines:answers:environment:_:)`` ended without a result.
public enum TerminalAlertsError: Error, Hashable, Sendable {
    /// Ctrl+C, handed to the program by ``TerminalAlerts/Interruption/throwsError``: every
    /// alert was dismissed and the terminal restored; your code ran to its end first.
    case interrupted
}
