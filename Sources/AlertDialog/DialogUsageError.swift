import AlertCommandKit
import AlertProtocol

/// A whiptail or dialog command line that cannot run: printed as one line on standard error,
/// with exit status 255, as both programs end on a bad command line.
package struct DialogUsageError: Error, Hashable, Sendable {
    /// What is wrong, without the program name.
    package var problem: String

    /// Creates the error.
    package init(_ problem: String) {
        self.problem = problem
    }

    /// An option neither the program nor `alert` knows.
    static func unknownOption(_ option: String) -> DialogUsageError {
        DialogUsageError("unknown option \(option) (run with --help for the options)")
    }

    /// The line printed for `dialect`: `alert whiptail: unknown option --x (…)`.
    package func line(for dialect: DialogDialect) -> String {
        "alert \(dialect.rawValue): \(problem.replacingScalars(of: "\n", with: " "))"
    }
}
