import AlertEngine
import TerminalKit

/// Reads `alert`'s command line (without the program name) into a ``CommandInvocation``.
///
/// `alert [--plain | --fullscreen] [--no-summary] SUBCOMMAND [OPTIONS] ARGUMENTS`; the
/// display flags may also follow the subcommand. `alert --help`, `alert help [SUBCOMMAND]`
/// and `alert SUBCOMMAND --help` give help; `alert --version` the version;
/// `alert --completions SHELL` a shell's completions. Everything else that does not fit is a
/// ``CommandUsageError``. O(n) in the arguments.
///
/// It reads what every subcommand shares (the display flags, `--id`, `--timeout` and
/// `--default`, the help routing) and leaves the rest to the subcommand named
/// (`AlertSubcommands`), which turns its scanned arguments into the ``AlertCommand``.
package enum CommandLineParser {
    /// Parses `arguments`.
    package static func parse(_ arguments: [String]) throws(CommandUsageError) -> CommandInvocation
    {
        var rest = arguments[...]
        var displayFlags: Set<String> = []
        while let first = rest.first, first.hasPrefix("-") {
            switch first {
            case "-h", "--help": return .help(CommandHelp.overview)
            case "--version": return .version
            case "--completions": return try completions(rest.dropFirst())
            case "--plain", "--fullscreen", "--no-summary":
                displayFlags.insert(String(first.dropFirst(2)))
            default: throw CommandUsageError("unknown option \(first) before the subcommand")
            }
            rest = rest.dropFirst()
        }
        guard let name = rest.popFirst() else {
            throw CommandUsageError("a subcommand is missing (message, confirm, choose, …)")
        }
        if name == "help" {
            guard let topic = rest.first else { return .help(CommandHelp.overview) }
            guard rest.count == 1, let text = CommandHelp.text(for: topic) else {
                throw CommandUsageError("no help for \(rest.joined(separator: " "))")
            }
            return .help(text)
        }
        guard let subcommand = AlertSubcommands.named(name),
            let help = CommandHelp.text(for: name)
        else {
            throw CommandUsageError("unknown subcommand \(name)")
        }
        let (valueOptions, flagOptions) = options(for: name)
        let scanner = CommandOptionScanner(
            subcommand: name, valueOptions: valueOptions, flags: flagOptions,
            repeatable: subcommand.repeatableOptions)
        let scan = try scanner.scan(rest)
        if scan.wantsHelp { return .help(help) }
        let command = try subcommand.command(from: scan)
        let flags = displayFlags.union(scan.setFlags)
        let display = try CommandDisplay.from(
            plain: flags.contains("plain"), fullScreen: flags.contains("fullscreen"),
            noSummary: flags.contains("no-summary"))
        if let id = scan.values["id"], id.isEmpty || id.contains("=") || id.contains("\n") {
            throw CommandUsageError(
                "--id must be a name without = or a line break", subcommand: name)
        }
        return .run(
            command, display: display, timeout: try timeout(for: command, scan, name),
            id: scan.values["id"])
    }

    /// `--completions SHELL` with `rest` the arguments after it: exactly one, a shell the
    /// completions are written for.
    private static func completions(_ rest: ArraySlice<String>) throws(CommandUsageError)
        -> CommandInvocation
    {
        let shells = CommandCompletions.Shell.allCases.map(\.rawValue)
        guard let name = rest.first, let shell = CommandCompletions.Shell(rawValue: name) else {
            throw CommandUsageError(
                "--completions needs a shell: \(shells.joined(separator: ", "))")
        }
        if let extra = rest.dropFirst().first {
            throw CommandUsageError("unexpected argument \(extra) after --completions \(name)")
        }
        return .completions(shell)
    }

    /// The subcommands, in the order the overview lists them (`AlertSubcommands.all`).
    package static let subcommands = AlertSubcommands.all.map { $0.name }

    /// The options subcommand `name` accepts (without the leading dashes): those that take a
    /// value, and flags. The display flags and `--id` belong to every subcommand; a name
    /// that is no subcommand has only those.
    package static func options(for name: String) -> (values: Set<String>, flags: Set<String>) {
        let subcommand = AlertSubcommands.named(name)
        let values = (subcommand?.valueOptions ?? []).union(["id"])
        let flags = (subcommand?.flags ?? []).union(["plain", "fullscreen", "no-summary"])
        return (values, flags)
    }

    /// `--timeout` with the answer `--default` gives when it runs out: confirm's default
    /// (yes or no) only when given, an OPTION of choose, any text of input, a day of date.
    private static func timeout(
        for command: AlertCommand, _ scan: CommandOptionScanner.Scan, _ name: String
    ) throws(CommandUsageError) -> CommandTimeout? {
        guard let seconds = scan.values["timeout"] else { return nil }
        let answer = scan.values["default"]
        do {
            return try CommandTimeout(seconds: seconds, answer: answer)
        } catch {
            throw CommandUsageError(error.problem, subcommand: name)
        }
    }
}
