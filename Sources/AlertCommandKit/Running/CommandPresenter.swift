import AlertAutomation
import AlertEngine
import AlertTerminal
import FoundationEssentials
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// Every set-up and tear-down of `alert`'s presenters, in one place: the controlling
/// terminal (opened as `/dev/tty`, so standard output stays free for the answer), the queue
/// lock, the terminal appearance, the session and runtime, or plain line mode.
///
/// On the terminal the alert is drawn inline (below the cursor) unless `--fullscreen` asks
/// for the alternate screen. Plain mode is used with `--plain`, `ALERT_PLAIN=1` (for screen
/// readers), `TERM=dumb`, or no controlling terminal: prompts on standard error, answers
/// from standard input.
@MainActor
package enum CommandPresenter {
    /// Asks `command`, leaving the terminal as it was, hands the outcome to `deliver` while
    /// this process still has the terminal (so an answer printed there lands before the
    /// next `alert` takes the screen), and returns what `deliver` made of it (a failed
    /// write of the answer turns it into a failure). In plain mode a closed standard error
    /// (the prompts' way out) or a closed standard input (the answers' way in, unless
    /// `ALERT_ANSWERS` answers it) fails the run, as `streams` tells. When
    /// `choicesCameOnInput`, plain mode reads the answer from the terminal.
    /// `adjustingAnswers` rewrites the answers of `ALERT_ANSWERS` once read (a whiptail
    /// menu's tag into the row it names); `adjustingView` changes the alert once it is made
    /// on a terminal (gum mode's keys).
    package static func present(
        _ command: AlertCommand, display: CommandDisplay, timeout: CommandTimeout? = nil,
        id: String? = nil, environment: [String: String],
        streams: StandardStreams = StandardStreams(), choicesCameOnInput: Bool = false,
        today: CalendarDay, adjustingAnswers: (AlertAnswers) -> AlertAnswers = { $0 },
        adjustingView: (@MainActor (AlertView) -> Void)? = nil,
        deliver: (CommandOutcome) -> CommandOutcome
    ) async -> CommandOutcome {
        let terminal = TerminalConnection.controllingTerminal()
        defer { terminal?.close() }
        // The turn's lock files and the session's descriptors, with room to spare for
        // Dispatch: a full table is said now, before anything is opened that could leave
        // Dispatch without one (it stops the process then).
        if terminal != nil, !DescriptorHeadroom.isAvailable(Self.descriptorsNeeded) {
            return deliver(
                .failed(
                    "cannot use the terminal: "
                        + Self.describe(.systemCall(name: "open", errno: EMFILE))))
        }
        // Taken before the terminal is touched, so a waiting `alert` leaves it cooked.
        // A gauge gives its turn to any other alert that waits, but not to another gauge.
        let isGauge = command.isGauge
        let turn = terminal.flatMap {
            TerminalTurn(
                terminal: $0.input, environment: environment, stepsAside: isGauge,
                warnsOnTerminal: command.answersOnStandardError)
        }
        defer { turn?.release() }
        let answers: AlertAnswers?
        do {
            answers = try AlertAnswers.fromEnvironment(environment).map(adjustingAnswers)
        } catch {
            return deliver(.failed(error.description))
        }
        // A spinner and a progress ask nothing: an entry for their id answers nothing, and
        // the work runs and is reported as without the file (the file is still read, so a
        // broken one is an error for every subcommand alike).
        let takesAnswers = command.question.takesAnswers
        var asking = Asking(
            timeout: timeout, id: id, answers: takesAnswers ? answers : nil, canAsk: true,
            today: today, turn: turn,
            showsKeyHints: !TerminalCapabilities.isAffirmative(environment[Self.noHintsVariable]),
            adjustingView: adjustingView)
        let outcome: CommandOutcome
        let plain = isPlain(display: display, environment: environment)
        if let terminal, !plain {
            outcome = await runOnTerminal(
                command, display: display, terminal: terminal, environment: environment,
                asking)
        } else if let refusal = plainRefusal(
            command, streams: streams, answered: id.flatMap { answers?[$0] } != nil)
        {
            outcome = .failed(refusal)
        } else if case .printed(let printed) = command.question.plainForm {
            outcome = printed
        } else if case .shownOnce(let once) = command.question.plainForm {
            asking.timeout = nil
            outcome = await runPlain(once, asking, closingAtOnce: true)
        } else if choicesCameOnInput {
            // Standard input held the choices: the answer is read from the terminal, and
            // without one only ALERT_ANSWERS can give it.
            guard let terminal else {
                guard answers != nil else { return deliver(.failed(Self.noWayToAnswerFilter)) }
                asking.canAsk = false
                outcome = await runPlain(command, asking)
                return deliver(outcome)
            }
            outcome = await runPlain(command, asking, input: terminal.input)
        } else {
            // Without a controlling terminal, nobody can be asked what the answers lack.
            asking.canAsk = terminal != nil
            outcome = await runPlain(command, asking)
        }
        return deliver(outcome)
    }

    /// Whether `display` and `environment` ask for plain lines: `--plain`, `TERM=dumb` or
    /// `ALERT_PLAIN`.
    static func isPlain(display: CommandDisplay, environment: [String: String]) -> Bool {
        display == .plain || environment["TERM"] == "dumb"
            || TerminalCapabilities.isAffirmative(environment[TerminalAlerts.plainVariable])
    }

    /// Whether the alert will be drawn on the terminal, where it can be shown while its
    /// choices are still read: not plain (``isPlain(display:environment:)``), a
    /// controlling terminal to draw on, and no `ALERT_ANSWERS` (whose answer is looked for
    /// among the choices as the alert is shown).
    static func drawsOnTerminal(display: CommandDisplay, environment: [String: String])
        -> Bool
    {
        guard !isPlain(display: display, environment: environment),
            environment[AlertAnswers.variable] == nil,
            let terminal = TerminalConnection.controllingTerminal()
        else { return false }
        terminal.close()
        return true
    }

    /// Why `command` cannot be asked in plain lines with `streams`, or nil: the prompts go
    /// to standard error, and the answers (but `alert filter`'s, read from the terminal)
    /// come on standard input unless ALERT_ANSWERS gives it (`answered`).
    static func plainRefusal(_ command: AlertCommand, streams: StandardStreams, answered: Bool)
        -> String?
    {
        if streams.errorIsClosed {
            return "standard error is closed; in plain mode the prompts are written there"
        }
        guard streams.inputIsClosed, !answered, command.question.readsAnswerInPlainLines else {
            return nil
        }
        return "standard input is closed; in plain mode the answer is read from it"
    }

    /// The variable that hides the line of key hints under lists (`ALERT_NO_HINTS=1`).
    static let noHintsVariable = "ALERT_NO_HINTS"

    /// Why `alert filter` cannot ask in plain mode without a terminal or ALERT_ANSWERS.
    static let noWayToAnswerFilter =
        "the choices came on standard input and there is no terminal to read the answer"
        + " from; give it with ALERT_ANSWERS=FILE and --id ID"

    /// How a command is asked besides its display: `--timeout`, `--id`, the answers of
    /// `ALERT_ANSWERS`, whether anybody can be asked what they lack, today's day, and the
    /// turn on the terminal (which `alert progress` gives up while another alert asks).
    struct Asking {
        var timeout: CommandTimeout?
        var id: String?
        var answers: AlertAnswers?
        var canAsk: Bool
        var today: CalendarDay
        var turn: (any CommandTurn)?
        /// Whether lists show their line of key hints: yes unless `ALERT_NO_HINTS` is set.
        var showsKeyHints = true
        /// What a mode of its own changes on the alert once it is made (gum's keys), on a
        /// terminal.
        var adjustingView: (@MainActor (AlertView) -> Void)?
    }

    /// On `terminal`, through the library's own presenter, inline or full screen as
    /// `display` says: raw mode until the alert is answered; Ctrl+C dismisses it as
    /// ``CommandOutcome/interrupted``.
    private static func runOnTerminal(
        _ command: AlertCommand, display: CommandDisplay, terminal: TerminalConnection,
        environment: [String: String], _ asking: Asking
    ) async -> CommandOutcome {
        let capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: true)
        // The presenter's window replaces this one for the run.
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let summary: Bool
        if case .inline(let leaves) = display { summary = leaves } else { summary = true }
        let presenter = TerminalScreenAlertsPresenter(
            controller: controller, connection: terminal, capabilities: capabilities,
            environment: environment, placement: display == .fullScreen ? .fullScreen : .inline,
            interruption: .throwsError, leavesSummaryLines: summary)
        var asking = asking
        if display == .fullScreen, let turn = asking.turn {
            // Full screen holds the terminal from start to end: it is given back while the
            // turn is.
            asking.turn = FullScreenTurn(turn: turn, presenter: presenter)
        }
        let outcome: CommandOutcome
        do {
            outcome = try await ask(command, with: presenter, on: controller, asking)
        } catch let error as TerminalSessionError {
            return .failed("cannot use the terminal: \(Self.describe(error))")
        } catch {
            return .failed("cannot use the terminal: \(error)")
        }
        if presenter.wasInterrupted { return .interrupted }
        if let error = presenter.lastSessionError as? TerminalSessionError {
            return .failed("cannot use the terminal: \(Self.describe(error))")
        } else if let error = presenter.lastSessionError {
            return .failed("cannot use the terminal: \(error)")
        }
        if let error = presenter.lastWriteError {
            return .failed("cannot draw on the terminal: \(TextOutput.describe(error))")
        }
        return outcome
    }

    /// Line prompts on standard error, answers from `input` (standard input unless it holds
    /// `alert filter`'s choices), through the library's
    /// own plain-line presenter (the loop `TerminalAlerts.run` uses). An empty line answers
    /// as Enter would on the terminal: the focused button, as the command set it. A status
    /// is printed and closes at once: in plain mode nothing waits for its time to run out;
    /// a progress or a spinner is printed and stays until its work ends. Lines are read in blocks with a bound, never past
    /// their own end; a line past the bound, or a prompt that cannot be written, fails the
    /// run.
    private static func runPlain(
        _ command: AlertCommand, _ asking: Asking, input: Int32 = STDIN_FILENO,
        closingAtOnce: Bool = false
    ) async -> CommandOutcome {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let presenter = PlainAlertsPresenter(controller: controller, input: input)
        // A status is printed and done; a progress or a spinner stays for its work.
        presenter.closesAlertsWithoutAnswer = closingAtOnce
        let outcome: CommandOutcome
        do {
            outcome = try await ask(command, with: presenter, on: controller, asking)
        } catch {
            return .failed("cannot ask in plain lines: \(error)")
        }
        if let failure = presenter.failure { return .failed(failure) }
        return outcome
    }

    /// Runs `presenter` on `controller` (`TerminalAlerts`' own run) while `command` is asked,
    /// and returns its outcome once the alert is gone.
    private static func ask(
        _ command: AlertCommand, with presenter: any TerminalAlertsPresenter,
        on controller: AlertController, _ asking: Asking
    ) async throws -> CommandOutcome {
        try await TerminalAlerts.run(
            with: presenter, on: controller, answers: asking.answers, canAsk: asking.canAsk
        ) { alerts in
            await withCheckedContinuation { continuation in
                let view = CommandRunner.show(
                    command, on: alerts, today: asking.today, timeout: asking.timeout,
                    id: asking.id, turn: asking.turn
                ) { continuation.resume(returning: $0) }
                if !asking.showsKeyHints { view?.showsKeyHints = false }
                if let view { asking.adjustingView?(view) }
            }
        }
    }

    /// The descriptors an `alert` on a terminal needs free: the session's, the turn's four
    /// lock files, and a few for Dispatch and a child's pipes.
    static let descriptorsNeeded = DescriptorHeadroom.sessionNeeds + 8

    /// A terminal error in words; a full descriptor table says how to make room.
    private static func describe(_ error: TerminalSessionError) -> String {
        if case .systemCall(_, let code) = error, code == EMFILE || code == ENFILE {
            return
                "too few file descriptors are free (ulimit -n \(DescriptorHeadroom.softLimitDescription))"
                + "; alert needs about \(descriptorsNeeded) more than it has open"
        }
        return TextOutput.describe(error)
    }
}
