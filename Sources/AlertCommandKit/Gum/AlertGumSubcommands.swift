import TerminalKit

/// gum's subcommands that `alert` also takes as its own (`alert file`, `alert table`,
/// `alert style`, `alert join`): the same code and options as in gum mode, with `alert`'s
/// conventions for a refused command line (`alert style: unknown flag --bogus`, exit
/// status 2) and its name in the help.
@MainActor
package enum AlertGumSubcommands {
    /// The subcommands, in the order `alert --help` lists them.
    nonisolated static let all: [any GumSubcommand.Type] = [
        GumFile.self, GumTable.self, GumStyle.self, GumJoin.self, GumFormat.self, GumLog.self,
    ]

    /// The subcommand called `name`, or nil.
    nonisolated static func named(_ name: String) -> (any GumSubcommand.Type)? {
        all.first { $0.name == name }
    }

    /// Whether `name` is one of them.
    nonisolated package static func isTool(_ name: String) -> Bool { named(name) != nil }

    /// Runs subcommand `name` with `arguments` and returns its exit status.
    package static func run(
        _ name: String, arguments: [String], environment: [String: String],
        streams: StandardStreams
    ) async -> Int32 {
        guard let tool = named(name) else { return 2 }
        let scan: GumScan
        do {
            scan = try GumScan(arguments, flags: tool.flags, environment: environment)
        } catch {
            TextOutput.writeToStandardError("alert \(name): \(error.problem)\n")
            return 2
        }
        if scan.wantsHelp { return GumText.print(help(for: tool)) }
        do {
            return try await tool.run(
                scan, GumContext(environment: environment, streams: streams))
        } catch {
            return GumPrompt.fail(error.message, status: error.status)
        }
    }

    /// The help of `alert NAME`.
    nonisolated static func help(for tool: any GumSubcommand.Type) -> String {
        GumHelp.help(for: tool, program: "alert")
            + "\nThe options and variables are gum \(GumHelp.gumVersion)'s"
            + " (gum \(tool.name) takes the same; see docs/gum.md).\n"
    }

    /// The help of subcommand `name`, or nil when there is none.
    nonisolated package static func help(for name: String) -> String? {
        named(name).map { help(for: $0) }
    }
}
