/// A gum command line that does not parse, said as gum's parser (kong) says it:
/// `gum: error: unknown flag --bogus`, with exit status 80 (kong's usage error).
package struct GumUsageError: Error, Equatable, Sendable {
    /// What is wrong, without the program's name.
    package var problem: String
    /// The exit status: ``exitStatus``, or 1 for a variable's value kong refuses after
    /// the command line was read.
    package var status: Int32 = exitStatus

    /// The exit status of a command line kong refuses.
    package static let exitStatus: Int32 = 80

    /// Creates an error saying `problem`, with exit status `status`.
    package init(_ problem: String, status: Int32 = exitStatus) {
        self.problem = problem
        self.status = status
    }

    /// The line written on standard error.
    package var line: String { "gum: error: \(problem)\n" }
}
