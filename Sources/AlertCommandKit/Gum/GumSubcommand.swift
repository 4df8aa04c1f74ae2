import TerminalKit

/// One subcommand of gum's command line (`gum choose`, `gum style`, …) as `alert` runs it:
/// its flags as gum's `options.go` declares them, its help, and how it runs.
///
/// Each lives in a file of its own under `Gum/Subcommands/`; ``GumSubcommands/all`` lists
/// them.
package protocol GumSubcommand: SendableMetatype {
    /// The name on the command line: `gum NAME …`.
    static var name: String { get }
    /// What it does, in one line of the overview (gum's `help:` text).
    static var summary: String { get }
    /// How its positional arguments read in its usage line (`[<options> ...]`).
    static var arguments: String { get }
    /// Its flags; `-h`/`--help` is every subcommand's.
    static var flags: [GumFlag] { get }
    /// Runs it with `scan`, its arguments read, and returns the exit status.
    ///
    /// - Throws: ``GumFailure`` when it cannot go on (its words and status are gum's).
    @MainActor static func run(_ scan: GumScan, _ context: GumContext) async throws(GumFailure)
        -> Int32
}

/// Why a gum subcommand stopped: what it says on standard error, and its exit status.
package struct GumFailure: Error {
    /// The line said, without its line feed.
    package var message: String
    /// The exit status (1, as gum's errors have).
    package var status: Int32 = 1

    /// A failure saying `message`, with exit status `status`.
    package init(message: String, status: Int32 = 1) {
        self.message = message
        self.status = status
    }
}

/// What a gum subcommand runs with besides its arguments.
package struct GumContext: Sendable {
    /// The process's environment.
    package var environment: [String: String]
    /// Which standard streams were closed at start.
    package var streams: StandardStreams

    /// What a subcommand runs with.
    package init(environment: [String: String], streams: StandardStreams) {
        self.environment = environment
        self.streams = streams
    }
}
