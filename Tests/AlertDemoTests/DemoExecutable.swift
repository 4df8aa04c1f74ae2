import AlertTestSupport
import Foundation
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// The built `alert-demo` executable, run the way a user runs it: in a pseudo-terminal
/// (the slave as standard input, output and error) or with pipes.
enum DemoExecutable {
    /// What a run produced.
    struct Run {
        var output: String
        var status: Int32
    }

    /// A run in a pseudo-terminal, with the slave's attributes before and after.
    struct TerminalRun {
        var output: String
        var status: Int32
        var attributesBefore: termios
        var attributesAfter: termios

        /// Whether the attributes after the run are byte for byte those before it.
        var restoredTerminal: Bool {
            sameAttributes(attributesBefore, attributesAfter)
        }
    }

    /// Runs with pipes: `input` on standard input, standard output collected.
    static func runWithPipes(_ arguments: [String], input: String = "") throws -> Run {
        let process = Process()
        process.executableURL = try BuiltExecutable.url(named: "alert-demo")
        process.arguments = arguments
        process.environment = BuiltExecutable.environment()
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(output: String(decoding: data, as: UTF8.self), status: process.terminationStatus)
    }

    /// Runs in a 100×30 pseudo-terminal. With `pipedInput`, standard input is a pipe fed
    /// with it instead of the terminal. `keys` are typed once the first alert is drawn.
    /// With `signal`, that signal is sent to the demo once it
    /// has entered the alternate screen (and so raw mode).
    static func runInPseudoTerminal(
        _ arguments: [String], pipedInput: String? = nil, signal: Int32? = nil,
        typing keys: [String] = []
    ) throws -> TerminalRun {
        let terminal = try PseudoTerminal()
        let before = terminal.attributes()
        var inputPipe: [Int32] = [-1, -1]
        if pipedInput != nil {
            guard let made = closeOnExecPipe() else {
                throw SpawnedProcess.Failure.system("pipe", errno)
            }
            inputPipe = made
        }
        let child = try SpawnedProcess.spawn(
            BuiltExecutable.url(named: "alert-demo").path, arguments: arguments,
            environment: BuiltExecutable.environment(),
            descriptors: (
                pipedInput == nil ? terminal.slave : inputPipe[0], terminal.slave, terminal.slave
            ),
            closing: [terminal.master, inputPipe[1]])
        if let pipedInput {
            close(inputPipe[0])
            let bytes = Array(pipedInput.utf8)
            _ = bytes.withUnsafeBytes { write(inputPipe[1], $0.baseAddress!, $0.count) }
            close(inputPipe[1])
        }
        if let signal, terminal.waitForOutput(containing: "\u{1B}[?1049h") {
            kill(child.pid, signal)
        }
        // Keys a person types once the first alert is up (its button, Start, is drawn).
        if !keys.isEmpty, terminal.waitForOutput(containing: "Start") {
            for key in keys { terminal.type(key) }
        }
        let status = try child.waitForExit(draining: terminal)
        return TerminalRun(
            output: String(decoding: terminal.transcript, as: UTF8.self), status: status,
            attributesBefore: before, attributesAfter: terminal.attributes())
    }
}
