import AlertEngine
import AlertProtocol
import FoundationEssentials
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// One question a command line asks, parsed (``CommandQuestion``): what the command's core
/// reads standard input for, checks the streams for, and shows, without knowing which
/// subcommand or dialect made it. Two commands are equal when their questions are.
///
/// Each subcommand's folder adds a constructor of its own (`AlertCommand.confirm(…)`)
/// beside its question's type.
package struct AlertCommand: Hashable, Sendable {
    /// The question asked.
    package let question: any CommandQuestion

    /// The command that asks `question`.
    package init(_ question: some CommandQuestion) {
        self.question = question
    }

    /// Whether the two ask the same question.
    package static func == (lhs: AlertCommand, rhs: AlertCommand) -> Bool {
        AnyHashable(lhs.question) == AnyHashable(rhs.question)
    }

    /// Hashes the question.
    package func hash(into hasher: inout Hasher) {
        AnyHashable(question).hash(into: &hasher)
    }

    /// The question as `type`, or nil when it is another.
    package func asked<Question: CommandQuestion>(as type: Question.Type) -> Question? {
        question as? Question
    }

    /// Whether the command shows a gauge fed on standard input
    /// (``CommandQuestion/isGauge``).
    var isGauge: Bool { question.isGauge }

    /// Whether its answer goes to standard error
    /// (``CommandQuestion/answersOnStandardError``).
    var answersOnStandardError: Bool { question.answersOnStandardError }

    /// Whether its answer is printed on standard output.
    var printsAnswer: Bool { question.printsAnswer }

    /// Whether the command's choices come on standard input
    /// (``CommandQuestion/takesChoicesFromInput``).
    package var takesChoicesFromInput: Bool { question.takesChoicesFromInput }

    /// The command with its choices read from `descriptor` (standard input) when it takes
    /// them from there; any other command as it is
    /// (``CommandQuestion/withChoices(from:until:)``).
    package func withChoices(
        from descriptor: Int32, until deadline: ContinuousClock.Instant? = nil
    ) throws(CommandUsageError) -> AlertCommand? {
        try question.withChoices(from: descriptor, until: deadline)
    }

    /// The command as it is, to be shown before its choices are read from `descriptor`,
    /// or nil when they must be read first
    /// (``CommandQuestion/streamingChoices(from:)``).
    package func streamingChoices(from descriptor: Int32) throws(CommandUsageError)
        -> AlertCommand?
    {
        try question.streamingChoices(from: descriptor)
    }

    /// The most choices a command takes from standard input; more is an error.
    package static let maximumChoices = 1_000_000
    /// The most bytes a command reads from standard input (64 MiB); more is an error.
    package static let maximumChoiceBytes = 64 << 20

    /// The choices on `descriptor`, one a line, for `subcommand`: a choice is a line, ending
    /// at a line feed only (a carriage return, form feed or U+2028 inside it is part of it,
    /// as fzf reads lines), a carriage return just before the line feed dropped, lines of
    /// blanks left out. The input is read as a stream with bounds (``maximumChoices``,
    /// ``maximumChoiceBytes``) and until `deadline` at most (the `--timeout`), so input
    /// without end neither hangs the command nor fills the memory. Nil when `deadline`
    /// passed first. `hint` is the error for a terminal (nothing piped in).
    static func readChoices(
        from descriptor: Int32, until deadline: ContinuousClock.Instant?, _ subcommand: String,
        _ hint: String
    ) throws(CommandUsageError) -> [String]? {
        let error = { (problem: String) in CommandUsageError(problem, subcommand: subcommand) }
        guard isatty(descriptor) == 0 else { throw error(hint) }
        var choices: [String] = []
        let reader = BoundedRecordReader(
            descriptor: descriptor, maximumRecords: Self.maximumChoices,
            maximumBytes: Self.maximumChoiceBytes)
        let ending = reader.readRecords(until: deadline) { bytes in
            if let choice = filledChoice(decoding: bytes) { choices.append(choice) }
        }
        switch ending {
        case .end: break
        case .timedOut: return nil
        case .tooManyRecords:
            throw error(
                "standard input holds more than \(Self.maximumChoices) lines;"
                    + " that is the most alert \(subcommand) takes")
        case .tooManyBytes:
            throw error(
                "standard input holds more than \(Self.maximumChoiceBytes >> 20) MiB;"
                    + " that is the most alert \(subcommand) takes")
        case .unreadable(let code):
            throw error(
                "cannot read the choices on standard input: \(String(cString: strerror(code)))")
        }
        guard !choices.isEmpty else { throw error("no choice came on standard input") }
        return choices
    }

    /// The choice a line of standard input holds, or nil for a line of blanks (left out).
    static func filledChoice(decoding bytes: ArraySlice<UInt8>) -> String? {
        // An ASCII byte other than a space or a tab makes it no blank line at once.
        let plainlyFilled = bytes.contains { $0 < 0x80 && $0 != 0x20 && $0 != 0x09 }
        // ASCII decodes as itself (what `LosslessUTF8` does too, here without its generic
        // call per line: a million lines read while the alert is shown).
        if plainlyFilled, !bytes.contains(where: { $0 >= 0x80 }) {
            return String(decoding: bytes, as: UTF8.self)
        }
        let choice = Self.choice(decoding: bytes)
        guard plainlyFilled || !choice.trimmingWhitespace().isEmpty else {
            return nil
        }
        return choice
    }

    /// The text of one choice as it came on standard input: the one place its bytes are
    /// decoded (LosslessUTF8: a byte that is not UTF-8 is kept, and printed back as itself).
    static func choice(decoding bytes: ArraySlice<UInt8>) -> String {
        // A choice that is not UTF-8 is printed back as its own bytes.
        LosslessUTF8.decode(bytes)
    }
}
