import AlertProtocol

/// A command line `alert` cannot run: an unknown option, a missing or extra argument, or a
/// value that does not parse. Its description is the one line printed on standard error.
package struct CommandUsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The subcommand it concerns, if one was recognised.
    package var subcommand: String?
    /// What is wrong, without the program name.
    package var problem: String

    /// Creates an error about `subcommand` (nil: the command line as a whole).
    package init(_ problem: String, subcommand: String? = nil) {
        self.subcommand = subcommand
        self.problem = problem
    }

    /// `alert choose: unknown option --x (see alert choose --help)`, on one line.
    package var description: String { description(for: .terminal) }

    /// The line as `program` prints it: `alert-gtk choose: … (see alert-gtk choose --help)`.
    package func description(for program: CommandProgram) -> String {
        let program = [program.name, subcommand].compactMap { $0 }.joined(separator: " ")
        let flat = problem.replacingScalars(of: "\n", with: " ")
        return "\(program): \(flat) (see \(program) --help)"
    }
}
