import Foundation

/// The `alert` program: parses the command line, asks, prints the answer and returns the
/// exit status. `main.swift` only calls ``main(arguments:environment:)``.
@MainActor
package enum AlertCommandApp {
    /// Runs `alert` with `arguments` (without the program name) and returns its exit status
    /// (see ``CommandOutcome/exitStatus``; 2 for a bad command line, with one line on
    /// standard error).
    package static func main(arguments: [String], environment: [String: String]) -> Int32 {
        let invocation: CommandInvocation
        do {
            invocation = try CommandLineParser.parse(arguments)
        } catch {
            printError(error.description)
            return 2
        }
        switch invocation {
        case .help(let text):
            FileHandle.standardOutput.write(Data(text.utf8))
            return 0
        case .run(let command, let forcesPlain):
            let outcome = CommandPresenter.present(
                command, forcesPlain: forcesPlain, environment: environment, today: .today()
            ) { outcome in
                if case .failed(let message) = outcome { printError("alert: \(message)") }
                FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
            }
            return outcome.exitStatus
        }
    }

    private static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
