import AlertTestSupport
import Foundation
import TerminalKit
import TerminalTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// An example program (`Examples/…`, built by `swift build`) started on a 100×30
/// pseudo-terminal that is its controlling terminal (standard input, output and error), as a
/// newcomer runs it.
final class ExampleRun {
    let terminal: PseudoTerminal
    let child: SpawnedProcess
    let before: termios

    /// Standard output's pipe, when it is not the terminal.
    let outputPipe: Int32?

    /// Starts the program; with `redirectingOutput` its standard output is a pipe (as
    /// in `tool > report.txt`) and only its input and error are the terminal.
    /// `environment` is added to the program's (`ALERT_PLAIN=1`, say).
    init(
        _ executable: String, redirectingOutput: Bool = false, environment: [String: String] = [:]
    ) throws {
        terminal = try PseudoTerminal()
        before = terminal.attributes()
        var output: [Int32] = [-1, -1]
        if redirectingOutput {
            guard let made = closeOnExecPipe() else {
                throw SpawnedProcess.Failure.system("pipe", errno)
            }
            output = made
        }
        outputPipe = redirectingOutput ? output[0] : nil
        child = try SpawnedProcess.spawn(
            BuiltExecutable.url(named: executable).path, arguments: [],
            environment: BuiltExecutable.environment(
                ["ALERT_REDUCED_MOTION": "1"].merging(environment) { $1 }),
            descriptors: (
                terminal.slave, redirectingOutput ? output[1] : terminal.slave, terminal.slave
            ),
            closing: [terminal.master] + (redirectingOutput ? output : []),
            controllingTerminal: terminal.slavePath)
        if redirectingOutput { close(output[1]) }
    }

    deinit {
        if child.exitStatusIfExited() == nil {
            kill(child.pid, SIGKILL)
            _ = try? child.waitForExit()
        }
    }

    var transcript: String { String(decoding: terminal.transcript, as: UTF8.self) }
    /// The terminal's rows as the user sees them (replayed in the test emulator), with
    /// their trailing blanks and the blank rows at the end left out.
    var lines: [String] {
        var emulator = VirtualTerminal(width: 100, height: 30)
        emulator.feed(terminal.transcript)
        var rows = (0..<emulator.height).map {
            var text = emulator.text(row: $0)
            while text.last == " " { text.removeLast() }
            return text
        }
        while rows.last == "" { rows.removeLast() }
        return rows
    }
    var restored: Bool { sameAttributes(before, terminal.attributes()) }
}
