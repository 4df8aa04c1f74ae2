import AlertTestSupport
import Foundation
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// One whiptail or dialog command line run as a script runs it, in a 100×30 pseudo-terminal
/// that is its controlling terminal and its standard input, with the answer's stream (
/// standard error, or standard output for `--stdout`) a pipe: through Debian's program or
/// through `alert`'s compatible mode, so that the two can be compared.
struct DialogProgramRun: Equatable, CustomStringConvertible {
    /// Which stream the answer is read from.
    enum AnswerStream { case standardError, standardOutput }

    /// The exit status, as a shell reports it.
    var status: Int32
    /// The answer's bytes, as written.
    var answer: String

    var description: String { "status \(status), answer \(answer.debugDescription)" }

    /// Runs `path` with `arguments` (the terminal waits until it shows `shown`), types each
    /// of `keys` once the screen is still, and collects the exit status and the answer.
    static func run(
        _ path: String, _ arguments: [String], shown: String, keys: [String],
        answerOn stream: AnswerStream = .standardError, environment: [String: String?] = [:]
    ) throws -> DialogProgramRun {
        let terminal = try PseudoTerminal(columns: 100, rows: 30)
        guard let pipe = closeOnExecPipe() else {
            throw SpawnedProcess.Failure.system("pipe", errno)
        }
        var extra: [String: String?] = [
            "ALERT_REDUCED_MOTION": "1", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "ESCDELAY": "50",
        ]
        extra.merge(environment) { $1 }
        let descriptors =
            stream == .standardError
            ? (terminal.slave, terminal.slave, pipe[1]) : (terminal.slave, pipe[1], terminal.slave)
        let child = try SpawnedProcess.spawn(
            path, arguments: arguments, environment: BuiltExecutable.environment(extra),
            descriptors: descriptors, closing: [terminal.master, pipe[0], pipe[1]],
            controllingTerminal: terminal.slavePath)
        close(pipe[1])
        defer {
            if child.exitStatusIfExited() == nil {
                kill(child.pid, SIGKILL)
                _ = try? child.waitForExit()
            }
        }
        if terminal.waitForOutput(containing: shown) {
            terminal.collectTranscript(patience: 300)
            for key in keys {
                terminal.type(asSent(key, by: terminal))
                terminal.collectTranscript(patience: 200)
            }
        }
        let status = try child.waitForExit(draining: terminal)
        return DialogProgramRun(status: status, answer: PipedRun.readAll(pipe[0]))
    }

    /// Runs `first` and `second` at once, each on a thread of its own, and returns both
    /// results (or the first error). The caller awaits them without holding one of the
    /// few threads Swift Testing runs its tests on, so other suites run meanwhile.
    static func together<Run: Sendable>(
        _ first: @escaping @Sendable () throws -> Run,
        _ second: @escaping @Sendable () throws -> Run
    ) async throws -> (Run, Run) {
        async let one = onThread(first)
        async let two = onThread(second)
        return (try await one, try await two)
    }

    /// `body` run on a thread of its own, awaited.
    private static func onThread<Run: Sendable>(
        _ body: @escaping @Sendable () throws -> Run
    ) async throws -> Run {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
        }
    }

    /// `key` as a terminal sends it: a cursor key (`CSI A` … `CSI F`) in its SS3 form
    /// (`ESC O A`) while the program has asked for application cursor keys (`CSI ? 1 h`, as
    /// ncurses' dialog and newt's whiptail do).
    static func asSent(_ key: String, by terminal: PseudoTerminal) -> String {
        let transcript = terminal.transcript
        let set = transcript.lastRange(of: Array("\u{1B}[?1h".utf8))?.lowerBound ?? -1
        let reset = transcript.lastRange(of: Array("\u{1B}[?1l".utf8))?.lowerBound ?? -1
        guard set > reset, key.hasPrefix("\u{1B}["), key.count == 3,
            let last = key.last, "ABCDFH".contains(last)
        else { return key }
        return "\u{1B}O\(last)"
    }
}
