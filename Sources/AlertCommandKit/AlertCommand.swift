import AlertEngine
import AlertProtocol
import FoundationEssentials
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// One question `alert` asks, parsed from its command line: which constructor to use and
/// with what text.
package enum AlertCommand: Hashable, Sendable {
    /// `alert message TEXT [--title T]`: a message with one OK button (`buttons.ok`).
    case message(text: String, title: String?, buttons: CommandButtonLabels = .init())
    /// `alert confirm TEXT …`: yes or no. `defaultsToYes` says which button has the focus
    /// first (and so answers Enter).
    case confirm(
        text: String, title: String?, affirmative: String, negative: String,
        defaultsToYes: Bool)
    /// `alert choose [--sheet] OPTION…`: one of `options` (empty only until they are read
    /// from standard input, ``withChoices(from:until:)``), as an alert or, with
    /// `asSheet`, an action sheet. The focus starts on `preselected` (`--default`, one of the
    /// options), else on the first option. With a `limit` above 1 (`--limit N`,
    /// `--no-limit`) it is a list to choose up to `limit` of, `preselected` ticked. `list`
    /// says how an option reads (label and value, or tag and description), which start
    /// chosen, the header and the height; `buttons` relabels OK and Cancel.
    case choose(
        options: [String], title: String?, asSheet: Bool, preselected: String? = nil,
        limit: Int? = nil, list: CommandListOptions = .init(),
        buttons: CommandButtonLabels = .init())
    /// `alert filter [--title T] [--placeholder P]`: one of `choices`, found by typing part
    /// of it, or several with `--limit N` or `--no-limit` (`selection`). The choices come on
    /// standard input, one per line; the parser leaves them empty and the command reads them
    /// (``withChoices(from:until:)``) before it asks.
    /// `list` and `buttons` as choose's.
    case filter(
        title: String?, placeholder: String, choices: [String],
        selection: FilterItem.Selection = .one, list: CommandListOptions = .init(),
        buttons: CommandButtonLabels = .init())
    /// `alert input …`: a line of text; `value` is already typed in the field; `isSecure`
    /// (`--password`) masks what is typed and reads it with the echo off in plain mode;
    /// `rule` (`--validate REGEX`, `--error TEXT`) is what the whole text must match.
    case input(
        title: String?, placeholder: String, value: String, isSecure: Bool = false,
        rule: CommandTextRule? = nil, buttons: CommandButtonLabels = .init())
    /// `alert write …`: text of several lines; `value` is already typed, in an area
    /// `height` rows high; `buttons` are the OK and Cancel buttons' words.
    case write(
        title: String?, placeholder: String, value: String, height: Int,
        buttons: CommandButtonLabels = .init())
    /// `alert pager [FILE]`: `text` to scroll and search, from `file` or, when nil,
    /// standard input. The parser leaves `text` empty; the command reads it
    /// (``withChoices(from:until:)``) before it asks.
    case pager(title: String?, file: String?, text: String)
    /// `alert date …`: a day, starting at `initial` (today when nil), on a month calendar
    /// or, with `fields`, on year, month and day fields; `buttons.ok` is the Done button's
    /// words.
    case date(
        title: String?, initial: CalendarDay?, buttons: CommandButtonLabels = .init(),
        fields: Bool = false)
    /// `alert status KIND TEXT …`: a status alert that closes by itself, after `countdown`
    /// seconds (shown ticking) or the constructor's default when nil.
    case status(kind: AlertStatusKind, text: String, countdown: Int?)
    /// `alert spin --title T [--show-output] -- COMMAND ARGUMENTS…`: runs `command` under a
    /// spinner and ends with its exit status; its output is kept, and printed afterwards
    /// with `showsOutput`. With `passesStreamsThrough` (gum's spin into a file or a pipe)
    /// the command writes to `alert`'s own standard output and error as it runs, and reads
    /// its standard input unless that is a terminal.
    case spin(
        title: String, command: [String], showsOutput: Bool, passesStreamsThrough: Bool = false)
    /// `alert progress [--title T] [--no-cancel] [TEXT]`: a progress bar fed by dialog's
    /// gauge protocol on standard input, until the input ends; with a Cancel button (and Esc)
    /// that stops it when `cancels`.
    case progress(title: String?, text: String?, cancels: Bool = true)
    /// `alert whiptail …`, `alert dialog …` (or `alert` run as either): a box of theirs,
    /// answered under their contract.
    case dialog(DialogQuestion)
}

extension AlertCommand {
    /// Whether the command shows a gauge fed on standard input (`alert progress`, a
    /// whiptail or dialog `--gauge`): it gives its turn on the terminal to any other alert
    /// that waits, and asks nothing.
    var isGauge: Bool {
        switch self {
        case .progress: true
        case .dialog(let question): if case .gauge = question.box { true } else { false }
        default: false
        }
    }

    /// Whether the command is a whiptail or dialog box, whose answer goes to standard error
    /// (or `--output-fd`), so that no warning may be written there.
    var isDialog: Bool {
        if case .dialog = self { true } else { false }
    }

    /// The most choices `alert filter` takes from standard input; more is an error.
    package static let maximumChoices = 1_000_000
    /// The most bytes `alert filter` reads from standard input (64 MiB); more is an error.
    package static let maximumChoiceBytes = 64 << 20

    /// Whether the command's choices come on standard input: a filter's and a choose's when
    /// none was given (`ls | alert filter`, `ls | alert choose`; gum mode gives them read),
    /// a pager's text when neither a file nor the text was given.
    package var takesChoicesFromInput: Bool {
        switch self {
        case .filter(_, _, let choices, _, _, _): choices.isEmpty
        case .choose(let options, _, _, _, _, _, _): options.isEmpty
        case .pager(_, let file, let text): file == nil && text.isEmpty
        default: false
        }
    }

    /// The command with its choices read from `descriptor` (standard input) when it takes
    /// them from there (``takesChoicesFromInput``), a pager with its text read (from its
    /// file, or `descriptor`; see `PagerText`); any other command as it is. A choice is
    /// a line: it ends at a line feed only (a carriage return, form feed or U+2028 inside
    /// it is part of it, as fzf reads lines), and a carriage return just before the line
    /// feed is dropped. Lines that hold only blanks are left out. The input is read as a
    /// stream with bounds (``maximumChoices``, ``maximumChoiceBytes``) and until `deadline`
    /// at most (the `--timeout`), so input without end neither hangs the command nor fills
    /// the memory. A choose's `--default` must be one of the lines read (its label or value
    /// with `--label-delimiter`), the `--selected` names of a choose or a filter too, and a
    /// choose's limit is at most their number.
    ///
    /// - Returns: the command, or nil when `deadline` passed before the input ended.
    /// - Throws: a usage error when the descriptor is a terminal (no list was piped in),
    ///   cannot be read (a directory), holds no choice, or holds more than the bounds.
    package func withChoices(
        from descriptor: Int32, until deadline: ContinuousClock.Instant? = nil
    ) throws(CommandUsageError) -> AlertCommand? {
        switch self {
        case .filter(let title, let placeholder, let given, let selection, let list, let buttons)
        where given.isEmpty:
            let hint = "the choices come on standard input, one per line (ls | alert filter)"
            guard
                let choices = try Self.readChoices(
                    from: descriptor, until: deadline, "filter", hint)
            else { return nil }
            var most: Int?
            if case .several(let maximum?) = selection { most = maximum }
            _ = try list.selectedRows(
                among: list.choices(choices), limit: most, subcommand: "filter")
            return .filter(
                title: title, placeholder: placeholder, choices: choices, selection: selection,
                list: list, buttons: buttons)
        case .choose(
            let options, let title, let asSheet, let preselected, let limit, let list,
            let buttons)
        where options.isEmpty:
            let hint =
                "the options come as arguments, or on standard input one per line"
                + " (ls | alert choose)"
            guard
                let choices = try Self.readChoices(
                    from: descriptor, until: deadline, "choose", hint)
            else { return nil }
            let read = list.choices(choices)
            if let preselected, CommandListOptions.row(of: preselected, among: read) == nil {
                throw CommandUsageError(
                    "--default must be one of the options, not \(preselected)", subcommand: "choose"
                )
            }
            let most = limit.map { min($0, choices.count) }
            _ = try list.selectedRows(among: read, limit: most, subcommand: "choose")
            return .choose(
                options: choices, title: title, asSheet: asSheet, preselected: preselected,
                limit: limit.map { min($0, choices.count) }, list: list, buttons: buttons)
        case .pager(let title, let file, let text) where file != nil || text.isEmpty:
            // The text, from the file or standard input: read here, as the choices are.
            let read: String?
            if let file {
                read = try PagerText.read(path: file, until: deadline)
            } else {
                read = try PagerText.read(
                    from: descriptor, naming: "standard input", until: deadline)
            }
            return read.map { .pager(title: title, file: file, text: $0) }
        default:
            return self
        }
    }

    /// The command as it is, to be shown before its choices are read from `descriptor`
    /// (standard input) and to read them while it is shown: an `alert filter` without
    /// `--selected`, and an `alert choose` of one option as a menu without `--default`,
    /// `--selected`, `--height` or `--sheet` (whose names and rows are checked against every
    /// choice before anything is shown); nil for any other command, whose choices are read
    /// first (``withChoices(from:until:)``).
    ///
    /// - Throws: a usage error when the descriptor is a terminal (no list was piped in).
    package func streamingChoices(from descriptor: Int32) throws(CommandUsageError)
        -> AlertCommand?
    {
        switch self {
        case .filter(_, _, let choices, _, let list, _)
        where choices.isEmpty && list.selected.isEmpty:
            guard isatty(descriptor) == 0 else {
                throw CommandUsageError(
                    "the choices come on standard input, one per line (ls | alert filter)",
                    subcommand: "filter")
            }
            return self
        case .choose(let options, _, let asSheet, let preselected, let limit, let list, _)
        where options.isEmpty && !asSheet && preselected == nil && limit == nil
            && list.selected.isEmpty && list.height == nil:
            guard isatty(descriptor) == 0 else {
                throw CommandUsageError(
                    "the options come as arguments, or on standard input one per line"
                        + " (ls | alert choose)", subcommand: "choose")
            }
            return self
        case .pager(_, nil, let text) where text.isEmpty:
            // Its text is read while it is shown: `(make; sleep 30) | alert pager` shows the
            // lines as they come, and `q` closes it without waiting for the input's end.
            guard isatty(descriptor) == 0 else {
                throw CommandUsageError(
                    "FILE is missing; or pipe the text in (git log | alert pager)",
                    subcommand: "pager")
            }
            return self
        default:
            return nil
        }
    }

    /// The choices on `descriptor`, one a line, for `subcommand`; nil when `deadline`
    /// passed first. `hint` is the error for a terminal (nothing piped in).
    private static func readChoices(
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
