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
    /// The version of gum whose command line this mode takes.
    nonisolated package static let gumVersion = "2.0.0"

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
                return printed(help(for: subcommand))
            }
            return printed(overview)
        case "-v", "--version":
            return printed("gum version \(gumVersion) (alert \(CommandVersion.current))\n")
        default:
            break
        }
        guard let subcommand = GumSubcommands.named(first) else {
            if first.hasPrefix("-") { return refuse(GumUsageError("unknown flag \(first)")) }
            return refuse(GumUsageError("unexpected argument \(first)"))
        }
        let scan: GumScan
        do {
            scan = try GumScan(
                arguments.dropFirst(), flags: subcommand.flags, environment: environment)
        } catch {
            return refuse(error)
        }
        if scan.wantsHelp { return printed(help(for: subcommand)) }
        do {
            return try await subcommand.run(
                scan, GumContext(environment: environment, streams: streams))
        } catch {
            return GumPrompt.fail(error.message, status: error.status)
        }
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
                + " \(gumVersion)'s", "command lines and asks with alert's alerts.", "",
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

    /// `gum NAME --help` (or `program NAME --help`): its usage and every flag with its
    /// default and variable.
    nonisolated static func help(
        for subcommand: any GumSubcommand.Type, program: String = "gum"
    ) -> String {
        var lines = [
            "Usage: \(program) \(subcommand.name)\(subcommand.arguments.isEmpty ? "" : " ")"
                + "\(subcommand.arguments) [flags]", "", subcommand.summary, "", "Flags:",
            "  -h, --help  Show context-sensitive help.",
        ]
        for flag in subcommand.flags {
            var line = "  " + (flag.short.map { "-\($0), " } ?? "    ") + "--\(flag.name)"
            if !flag.isBool { line += "=" + (flag.kind == .duration ? "DURATION" : "VALUE") }
            if flag.kind == .bool(negatable: true) { line = "  --[no-]\(flag.name)" }
            if !flag.defaultValue.isEmpty, flag.defaultValue != "false" {
                line += "  (default: \(flag.defaultValue.debugDescription))"
            }
            if let variable = flag.environment { line += "  ($\(variable))" }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
