import AlertEngine
import Foundation

/// One question `alert` asks, parsed from its command line: which constructor to use and
/// with what text.
package enum AlertCommand: Hashable, Sendable {
    /// `alert message TEXT [--title T]`: a message with one OK button.
    case message(text: String, title: String?)
    /// `alert confirm TEXT …`: yes or no. `defaultsToYes` says which button has the focus
    /// first (and so answers Enter).
    case confirm(
        text: String, title: String?, affirmative: String, negative: String,
        defaultsToYes: Bool)
    /// `alert choose [--sheet] OPTION…`: one of `options` (never empty), as an alert or, with
    /// `asSheet`, an action sheet. The focus starts on `preselected` (`--default`, one of the
    /// options), else on the first option. With a `limit` above 1 (`--limit N`,
    /// `--no-limit`) it is a list to choose up to `limit` of, `preselected` ticked.
    case choose(
        options: [String], title: String?, asSheet: Bool, preselected: String? = nil,
        limit: Int? = nil)
    /// `alert filter [--title T] [--placeholder P]`: one of `choices`, found by typing part
    /// of it, or several with `--limit N` or `--no-limit` (`selection`). The choices come on
    /// standard input, one per line; the parser leaves them empty and the command reads them
    /// (``withChoices(from:)``) before it asks.
    case filter(
        title: String?, placeholder: String, choices: [String],
        selection: FilterItem.Selection = .one)
    /// `alert input …`: a line of text; `value` is already typed in the field; `isSecure`
    /// (`--password`) masks what is typed and reads it with the echo off in plain mode;
    /// `rule` (`--validate REGEX`, `--error TEXT`) is what the whole text must match.
    case input(
        title: String?, placeholder: String, value: String, isSecure: Bool = false,
        rule: CommandTextRule? = nil)
    /// `alert date …`: a day, starting at `initial` (today when nil).
    case date(title: String?, initial: CalendarDay?)
    /// `alert status KIND TEXT …`: a status alert that closes by itself, after `countdown`
    /// seconds (shown ticking) or the constructor's default when nil.
    case status(kind: AlertStatusKind, text: String, countdown: Int?)
    /// `alert spin --title T [--show-output] -- COMMAND ARGUMENTS…`: runs `command` under a
    /// spinner and ends with its exit status; its output is kept, and printed afterwards
    /// with `showsOutput`.
    case spin(title: String, command: [String], showsOutput: Bool)
    /// `alert progress [--title T] [TEXT]`: a progress bar fed by dialog's gauge protocol on
    /// standard input, until the input ends.
    case progress(title: String?, text: String?)
    /// `alert whiptail …`, `alert dialog …` (or `alert` run as either): a box of theirs,
    /// answered under their contract.
    case dialog(DialogQuestion)
}

extension AlertCommand {
    /// The command with its choices read from `descriptor` (standard input) when it is a
    /// filter; any other command as it is. Empty lines are left out; a trailing carriage
    /// return is dropped.
    ///
    /// - Throws: a usage error when the descriptor is a terminal (no list was piped in) or
    ///   holds no choice.
    package func withChoices(from descriptor: Int32) throws(CommandUsageError) -> AlertCommand {
        guard case .filter(let title, let placeholder, _, let selection) = self else {
            return self
        }
        guard isatty(descriptor) == 0 else {
            throw CommandUsageError(
                "the choices come on standard input, one per line (ls | alert filter)",
                subcommand: "filter")
        }
        let data = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
            .readDataToEndOfFile()
        let text = String(decoding: data, as: UTF8.self)
        let choices = text.split(whereSeparator: \.isNewline).map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        guard !choices.isEmpty else {
            throw CommandUsageError("no choice came on standard input", subcommand: "filter")
        }
        return .filter(
            title: title, placeholder: placeholder, choices: choices, selection: selection)
    }
}
