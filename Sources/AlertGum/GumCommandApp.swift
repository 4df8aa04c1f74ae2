import AlertCommandKit
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// `alert` in gum mode: run through a link named `gum`, or as `alert gum …`, it takes
/// gum v2's command line (`gum choose …`, `gum style …`), with its defaults, its
/// environment variables, its output bytes and its exit statuses, and asks with `alert`'s
/// own alerts: inline on the terminal, in plain mode, or from an `ALERT_ANSWERS` file.
@MainActor
package enum GumCommandApp {
    /// Whether `programName` (a path's last component, as a link's name reaches
    /// `argv[0]`) asks for gum mode.
    nonisolated package static func isGum(programName: String) -> Bool {
        (programName.split(separator: "/").last.map(String.init) ?? programName) == "gum"
    }

    /// Runs gum's command line `arguments` (without the program name) and returns the exit
    /// status: the subcommand's, 0 for help and the version, 80 for a command line gum's
    /// parser refuses (one line on standard error).
    package static func main(
        arguments: [String], environment: [String: String],
        streams: StandardStreams = StandardStreams()
    ) async -> Int32 {
        guard let first = arguments.first else {
            return refuse(GumUsageError(expectedSubcommand))
        }
        switch first {
        case "-h", "--help", "help":
            if first == "help", let topic = arguments.dropFirst().first {
                guard let subcommand = GumSubcommands.named(topic) else {
                    return refuse(GumUsageError("unexpected argument \(topic)"))
                }
                return printed(GumHelp.help(for: subcommand))
            }
            return printed(overview)
        case "-v", "--version":
            return printed(version)
        default:
            break
        }
        guard let subcommand = GumSubcommands.named(first) else {
            return refuse(unknownFirst(first))
        }
        let scan: GumScan
        do {
            scan = try GumScan(
                arguments.dropFirst(), flags: subcommand.flags, environment: environment,
                takesVersion: true)
        } catch {
            return refuse(error)
        }
        if scan.wantsVersion { return printed(version) }
        if scan.wantsHelp { return printed(GumHelp.help(for: subcommand)) }
        do {
            return try await subcommand.run(
                scan, GumContext(environment: environment, streams: streams))
        } catch {
            return GumPrompt.fail(error.message, status: error.status)
        }
    }

    /// `gum --version`'s line.
    nonisolated private static var version: String {
        "gum version \(GumHelp.gumVersion) (alert \(CommandVersion.current))\n"
    }

    /// kong's refusal of `first`, the first argument when it names no subcommand: an
    /// unknown root flag (`--bogus`, `-x`) or command (`chose`), with its hint among the
    /// root's flags or the commands gum shows.
    nonisolated static func unknownFirst(_ first: String) -> GumUsageError {
        if first == "--" { return GumUsageError(expectedSubcommand) }
        if first.hasPrefix("-"), first.count > 1 {
            // kong's token: a long flag up to its `=`, a short one's first letter.
            let typed =
                first.hasPrefix("--") ? String(first.prefix { $0 != "=" }) : String(first.prefix(2))
            return GumUsageError(
                GumSuggestion.problem(
                    "unknown flag \(typed)", typed: typed,
                    candidates: ["--help", "-h", "--version", "-v"]))
        }
        return GumUsageError(
            GumSuggestion.problem(
                "unexpected argument \(first)", typed: first,
                candidates: GumSubcommands.all.map { $0.name }))
    }

    /// kong's words when no subcommand is named.
    nonisolated private static var expectedSubcommand: String {
        "expected one of " + GumSubcommands.all.map { "\"\($0.name)\"" }.joined(separator: ", ")
    }

    /// Writes `error` on standard error and returns kong's exit status for it.
    private static func refuse(_ error: GumUsageError) -> Int32 {
        TextOutput.writeToStandardError(error.line)
        return error.status
    }

    /// Writes `text` on standard output; 0, or 1 when it cannot be written.
    private static func printed(_ text: String) -> Int32 {
        do {
            try TextOutput.write(text, to: STDOUT_FILENO)
            return 0
        } catch {
            TextOutput.writeToStandardError(
                "gum: cannot write to standard output: \(TextOutput.describe(error))\n")
            return 1
        }
    }

    /// `gum --help`: the subcommands.
    nonisolated static var overview: String {
        var lines = [
            "Usage: gum <command> [flags]", "",
            "A tool for glamorous shell scripts: alert's gum mode, which takes gum"
                + " \(GumHelp.gumVersion)'s", "command lines and asks with alert's alerts.", "",
            "Flags:", "  -h, --help       Show context-sensitive help.",
            "  -v, --version    Print the version number", "", "Commands:",
        ]
        let width = GumSubcommands.all.map { $0.name.count }.max() ?? 0
        for subcommand in GumSubcommands.all {
            let padding = String(repeating: " ", count: width - subcommand.name.count)
            lines.append("  \(subcommand.name)\(padding)  \(subcommand.summary)")
        }
        lines += ["", "Run \"gum <command> --help\" for more information on a command."]
        return lines.joined(separator: "\n") + "\n"
    }
}

extension GumCommandApp: CommandDialect {
    /// gum's command line, when `programName` is `gum` or the first argument is.
    package static func run(
        programName: String, arguments: [String], environment: [String: String],
        streams: StandardStreams
    ) async -> Int32? {
        if isGum(programName: programName) {
            return await main(arguments: arguments, environment: environment, streams: streams)
        }
        guard arguments.first == "gum" else { return nil }
        return await main(
            arguments: Array(arguments.dropFirst()), environment: environment, streams: streams)
    }
}
