import AlertCommandKit
import AlertDialog
import AlertEngine
import FoundationEssentials
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// `alert-gtk` in its zenity mode: run through a link named `zenity`, or as
/// `alert-gtk zenity …`. It takes zenity's command line (``ZenityCommandLine``) and keeps
/// its contract: the answer on standard output with a newline, exit 0 for OK, 1 for
/// Cancel, Esc or the window closed, 5 when `--timeout` runs out, 255 for an error. The
/// presenter (a window, or none when `ALERT_ANSWERS` answers the dialog by its title or
/// text) is the caller's: this type reads the command line and writes the end.
@MainActor
package enum ZenityCommandApp {
    /// What a command line comes to before anything is asked.
    package enum Start {
        /// Exit with this status: the help or version was printed (0), or the command line
        /// or the file to show was wrong (255, said on standard error).
        case exit(Int32)
        /// Ask this question.
        case ask(ZenityQuestion)
    }

    /// Whether `programName` (a path's last component) or `arguments`' first names zenity
    /// mode; returns the arguments zenity's command line is, or nil.
    package static func arguments(_ arguments: [String], programName: String) -> [String]? {
        let base = programName.split(separator: "/").last.map(String.init) ?? programName
        if base == "zenity" { return arguments }
        if arguments.first == "zenity" { return Array(arguments.dropFirst()) }
        return nil
    }

    /// Reads `arguments` (zenity's command line) and, for `--text-info`, the text to show.
    package static func start(_ arguments: [String]) -> Start {
        do {
            switch try ZenityCommandLine.parse(arguments) {
            case .help:
                return .exit(write(ZenityHelp.text) ? 0 : 255)
            case .version:
                return .exit(write("alert-gtk zenity mode \(CommandVersion.current)\n") ? 0 : 255)
            case .show(var question):
                if case .textInfo(let path, _, let checkbox, let editable) = question.dialog {
                    let text = try editable ? readExactText(path) : readText(path)
                    question.dialog = .textInfo(
                        path: path, text: text, checkbox: checkbox, editable: editable)
                }
                if case .list(var list) = question.dialog, list.readsStandardInput {
                    list.fill(with: try readRows())
                    question.dialog = .list(list)
                }
                return .ask(question)
            }
        } catch {
            TextOutput.writeToStandardError("alert-gtk zenity: \(error.problem)\n")
            return .exit(255)
        }
    }

    /// Writes the answer of `outcome` on standard output and returns zenity's exit status.
    package static func finish(_ outcome: CommandOutcome) -> Int32 {
        switch outcome {
        case .boxAnswered(let status, let answer):
            if let answer, !answer.isEmpty, !write(answer) {
                TextOutput.writeToStandardError("alert-gtk zenity: cannot write the answer\n")
                return 255
            }
            return status
        case .failed(let message):
            TextOutput.writeToStandardError("alert-gtk zenity: \(message)\n")
            return 255
        case .interrupted: return 130
        case .timedOut: return 5
        case .declined: return 1
        case .accepted, .finished: return 0
        }
    }

    /// The text of `path`, or of standard input without one, read to its end.
    private static func readText(_ path: String?) throws(DialogUsageError) -> String {
        do {
            if let path { return try PagerText.read(path: path, until: nil) ?? "" }
            return try PagerText.read(
                from: STDIN_FILENO, naming: "standard input", until: nil) ?? ""
        } catch {
            throw DialogUsageError(error.problem)
        }
    }

    /// The text of `path` (standard input when nil) as it is, its last line feed kept: what
    /// an editable text starts with and prints back unchanged. At most
    /// `AlertCommand.maximumChoiceBytes`.
    private static func readExactText(_ path: String?) throws(DialogUsageError) -> String {
        if path == nil, isatty(STDIN_FILENO) == 1 {
            throw DialogUsageError("--text-info has no text: give --filename or pipe it in")
        }
        let name = path ?? "standard input"
        errno = 0
        guard
            let bytes = FileDescriptorIO.readFile(
                atPath: path ?? "/dev/stdin", limit: AlertCommand.maximumChoiceBytes)
        else {
            let code = errno
            throw DialogUsageError(
                code == 0
                    ? "\(name) holds more than \(AlertCommand.maximumChoiceBytes >> 20) MiB"
                    : "cannot read \(name): \(String(cString: strerror(code)))")
        }
        return LosslessUTF8.decode(bytes)
    }

    /// The cells of a `--list` given none after its options: standard input's lines, read to
    /// its end, each line a cell (a terminal is refused: nothing was piped in).
    private static func readRows() throws(DialogUsageError) -> [String] {
        guard isatty(STDIN_FILENO) != 1 else {
            throw DialogUsageError(
                "--list has no rows: give them after the options or pipe them in")
        }
        let text: String
        do {
            text =
                try PagerText.read(from: STDIN_FILENO, naming: "the list's rows", until: nil)
                ?? ""
        } catch {
            throw DialogUsageError(error.problem)
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Writes `text` on standard output (sanitised when it is a terminal); false when it
    /// cannot be written.
    private static func write(_ text: String) -> Bool {
        do {
            try TextOutput.write(text, to: STDOUT_FILENO, sanitizing: isatty(STDOUT_FILENO) == 1)
            return true
        } catch {
            return false
        }
    }
}
