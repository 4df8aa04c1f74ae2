import AlertEngine
import FoundationEssentials

/// One question a command line asks, parsed: what each subcommand's folder defines (a
/// confirm's text and buttons, a choose's options, a whiptail box), and all the command's
/// core knows of it. The core reads standard input for it, checks the streams it needs,
/// takes a turn on the terminal and shows it through these requirements alone, so no list
/// of the commands exists outside their folders; ``AlertCommand`` holds one.
///
/// Every requirement but ``show(on:_:completion:)`` has a default that fits a question
/// asked in one alert with an answer read from the person.
package protocol CommandQuestion: Hashable, Sendable {
    /// Whether it shows a gauge fed on standard input (`alert progress`, a whiptail or
    /// dialog `--gauge`): it gives its turn on the terminal to any other alert that waits,
    /// asks nothing, and needs standard input open. False by default.
    var isGauge: Bool { get }

    /// Whether its answer goes to standard error (whiptail's and dialog's boxes), so that
    /// no warning may be written there while it is up. False by default.
    var answersOnStandardError: Bool { get }

    /// Whether an `ALERT_ANSWERS` entry for its id answers it: true by default, false for
    /// a question that asks nothing (a spinner, a gauge), whose work runs as without the
    /// file.
    var takesAnswers: Bool { get }

    /// Whether its answer is printed on standard output, so that a closed one refuses it
    /// (false by default).
    var printsAnswer: Bool { get }

    /// Whether plain mode reads its answer from standard input (true by default), so that
    /// a closed one refuses it unless `ALERT_ANSWERS` answers it.
    var readsAnswerInPlainLines: Bool { get }

    /// What plain mode does with it: ask it in lines (the default), print an outcome
    /// without asking (a pager's text), or show another question once and close it.
    var plainForm: CommandPlainForm { get }

    /// Whether its choices (or text) come on standard input, read before or while it is
    /// shown (false by default).
    var takesChoicesFromInput: Bool { get }

    /// Why it cannot run with standard input closed, or nil (the default when it takes no
    /// choices from there and is no gauge).
    var closedInputRefusal: String? { get }

    /// The question with its choices read from `descriptor` (standard input) when it takes
    /// them from there; itself otherwise (the default).
    ///
    /// - Returns: the command, or nil when `deadline` passed before the input ended.
    /// - Throws: a usage error when the input is a terminal, unreadable, empty, too long, or
    ///   holds lines the command line's options do not fit.
    func withChoices(from descriptor: Int32, until deadline: ContinuousClock.Instant?)
        throws(CommandUsageError) -> AlertCommand?

    /// The question as it is, to be shown before its choices are read from `descriptor`
    /// and to read them while shown, or nil (the default) when they must be read first.
    ///
    /// - Throws: a usage error when the descriptor is a terminal (nothing was piped in).
    func streamingChoices(from descriptor: Int32) throws(CommandUsageError) -> AlertCommand?

    /// What runs instead of an alert when standard output is no terminal (a pager copies
    /// its text out, as less does, unless `drawsOnTerminal` says it is shown there), or nil
    /// (the default). `streams` says which standard streams were closed at start.
    @MainActor
    func startWithoutAlert(
        program: CommandProgram, streams: StandardStreams,
        until deadline: ContinuousClock.Instant?, drawsOnTerminal: () -> Bool
    ) -> AlertCommandApp.Start?

    /// Shows the question on `controller`, as `context` says, and returns the alert it
    /// shows (nil for one that runs work of its own: a spinner, a gauge); `completion` gets
    /// the outcome once it is gone.
    @MainActor
    func show(
        on controller: AlertController, _ context: CommandContext,
        completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView?
}

/// What plain mode does with a question (``CommandQuestion/plainForm``).
package enum CommandPlainForm {
    /// Asked in numbered lines, as on the terminal.
    case asked
    /// Not asked: this is its outcome (a pager's text, printed).
    case printed(CommandOutcome)
    /// This question is shown once and closed at once, without a time-out (a status: a
    /// countdown would promise a wait that never comes).
    case shownOnce(AlertCommand)
}

/// How a question is shown besides its own values: today's day (the date picker's start
/// without `--initial`), the `--timeout` and its answer, the alert's id, and the turn on
/// the terminal (which a gauge gives up while another alert asks).
package struct CommandContext {
    /// The day a date picker starts on without `--initial`.
    package var today: CalendarDay
    /// The `--timeout`, with the answer it gives when it runs out.
    package var timeout: CommandTimeout?
    /// The alert's id (`--id`), which `ALERT_ANSWERS` keys by.
    package var id: String?
    /// The process's turn on the terminal, when it took one.
    package var turn: (any CommandTurn)?

    /// The context of one question.
    package init(
        today: CalendarDay, timeout: CommandTimeout? = nil, id: String? = nil,
        turn: (any CommandTurn)? = nil
    ) {
        self.today = today
        self.timeout = timeout
        self.id = id
        self.turn = turn
    }
}

extension CommandQuestion {
    /// No gauge.
    package var isGauge: Bool { false }
    /// The answer goes to standard output.
    package var answersOnStandardError: Bool { false }
    /// Answered by `ALERT_ANSWERS` unless it is a gauge.
    package var takesAnswers: Bool { !isGauge }
    /// Nothing printed.
    package var printsAnswer: Bool { false }
    /// Plain mode reads the answer from standard input.
    package var readsAnswerInPlainLines: Bool { true }
    /// Asked in lines.
    package var plainForm: CommandPlainForm { .asked }
    /// No choices on standard input.
    package var takesChoicesFromInput: Bool { false }
    /// A question that takes choices or percentages on standard input needs it.
    package var closedInputRefusal: String? {
        if takesChoicesFromInput { return "standard input is closed; the choices come on it" }
        if isGauge { return "standard input is closed; the percentages come on it" }
        return nil
    }
    /// Itself.
    package func withChoices(
        from descriptor: Int32, until deadline: ContinuousClock.Instant?
    ) throws(CommandUsageError) -> AlertCommand? {
        AlertCommand(self)
    }
    /// Read before it is shown.
    package func streamingChoices(from descriptor: Int32) throws(CommandUsageError)
        -> AlertCommand?
    { nil }
    /// Always an alert.
    @MainActor
    package func startWithoutAlert(
        program: CommandProgram, streams: StandardStreams,
        until deadline: ContinuousClock.Instant?, drawsOnTerminal: () -> Bool
    ) -> AlertCommandApp.Start? { nil }
}
