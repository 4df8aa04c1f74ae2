import Foundation
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// The `alert` program: parses the command line, asks, prints the answer and returns the
/// exit status. `main.swift` only calls ``main(arguments:environment:)``.
///
/// Every byte it writes goes through `TextOutput`: error messages and prompts are
/// sanitised (an argument can never put an escape sequence on the terminal), and a write
/// that fails (`/dev/full`, a closed pipe) is an error with exit status 2, never a crash.
@MainActor
package enum AlertCommandApp {
    /// Runs `alert` with `arguments` (without the program name) and returns its exit status
    /// (see ``CommandOutcome/exitStatus``; 2 for a bad command line, with one line on
    /// standard error, and when the answer cannot be written).
    package static func main(arguments: [String], environment: [String: String]) async -> Int32 {
        let invocation: CommandInvocation
        do {
            invocation = try CommandLineParser.parse(arguments)
        } catch {
            TextOutput.writeToStandardError(error.description + "\n")
            return 2
        }
        switch invocation {
        case .help(let text):
            do {
                try TextOutput.write(text, to: STDOUT_FILENO)
                return 0
            } catch {
                CommandDiagnostics.warn(
                    "cannot write the help to standard output: \(TextOutput.describe(error))")
                return 2
            }
        case .run(let parsed, let display, let timeout, let id):
            let command: AlertCommand
            do {
                command = try parsed.withChoices(from: STDIN_FILENO)
            } catch {
                TextOutput.writeToStandardError(error.description + "\n")
                return 2
            }
            let outcome = await CommandPresenter.present(
                command, display: display, timeout: timeout, id: id, environment: environment,
                today: .today(),
                deliver: deliver)
            return outcome.exitStatus
        }
    }

    /// Prints the outcome: a failure on standard error, an answer on standard output (as it
    /// is into a pipe or a file; sanitised when standard output is a terminal). An answer
    /// that cannot be written makes the run a failure.
    package static func deliver(_ outcome: CommandOutcome) -> CommandOutcome {
        if case .failed(let message) = outcome { CommandDiagnostics.warn(message) }
        let answer = outcome.standardOutput
        guard !answer.isEmpty else { return outcome }
        do {
            try TextOutput.write(
                answer, to: STDOUT_FILENO, sanitizing: isatty(STDOUT_FILENO) == 1)
            return outcome
        } catch {
            let failure = "cannot write the answer: \(TextOutput.describe(error))"
            CommandDiagnostics.warn(failure)
            return .failed(failure)
        }
    }
}
