import AlertEngine
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// `alert pager [FILE]`: `text` to scroll and search, from `file` or, when nil, standard
/// input. The parser leaves `text` empty; the command reads it
/// (``withChoices(from:until:)``) before it asks, or while it is shown.
struct PagerQuestion: CommandAlertQuestion {
    var title: String?
    var file: String?
    var text: String

    /// Without a file or a text given, the text comes on standard input.
    var takesChoicesFromInput: Bool { file == nil && text.isEmpty }
    /// Nothing is read: the text is only shown.
    var readsAnswerInPlainLines: Bool { false }
    /// Printed, as less prints a text when it is not on a terminal.
    var plainForm: CommandPlainForm { .printed(.accepted(answer: text)) }

    /// Its text needs standard input when no FILE was given.
    var closedInputRefusal: String? {
        takesChoicesFromInput ? "standard input is closed; the text comes on it without FILE" : nil
    }

    /// The text read from the file, or standard input (see `PagerText`).
    func withChoices(from descriptor: Int32, until deadline: ContinuousClock.Instant?)
        throws(CommandUsageError) -> AlertCommand?
    {
        guard file != nil || text.isEmpty else { return AlertCommand(self) }
        let read: String?
        if let file {
            read = try PagerText.read(path: file, until: deadline)
        } else {
            read = try PagerText.read(
                from: descriptor, naming: "standard input", until: deadline)
        }
        return read.map { AlertCommand(PagerQuestion(title: title, file: file, text: $0)) }
    }

    /// Its text is read while it is shown: `(make; sleep 30) | alert pager` shows the lines
    /// as they come, and `q` closes it without waiting for the input's end.
    func streamingChoices(from descriptor: Int32) throws(CommandUsageError) -> AlertCommand? {
        guard file == nil, text.isEmpty else { return nil }
        guard isatty(descriptor) == 0 else {
            throw CommandUsageError(
                "FILE is missing; or pipe the text in (git log | alert pager)",
                subcommand: "pager")
        }
        return AlertCommand(self)
    }

    /// Off a terminal the text is copied to standard output: the text given (gum's pager
    /// CONTENT), or the file's or standard input's.
    @MainActor
    func startWithoutAlert(
        program: CommandProgram, streams: StandardStreams,
        until deadline: ContinuousClock.Instant?, drawsOnTerminal: () -> Bool
    ) -> AlertCommandApp.Start? {
        guard !drawsOnTerminal() else { return nil }
        guard text.isEmpty || file != nil else {
            return AlertCommandApp.printed(
                text.hasSuffix("\n") ? text : text + "\n", named: "the text", program: program,
                streams)
        }
        return PagerText.copy(file: file, until: deadline, program: program)
    }

    /// The text to scroll, read while shown when it comes on standard input.
    func present(
        on controller: AlertController, today: CalendarDay, options: AlertOptions,
        completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        PagerSubcommand.present(
            title: title, text: text, readingInput: file == nil && text.isEmpty,
            on: controller, options: options, completion)
    }

    /// Closed: done.
    func timedOut(answer: String) -> CommandOutcome { .accepted(answer: nil) }
}

extension AlertCommand {
    /// `alert pager`: a text to scroll and search (``PagerQuestion``).
    package static func pager(title: String?, file: String?, text: String) -> AlertCommand {
        AlertCommand(PagerQuestion(title: title, file: file, text: text))
    }
}
