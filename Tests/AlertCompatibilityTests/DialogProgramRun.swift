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
    /// results (or the first error).
    static func together(
        _ first: @escaping @Sendable () throws -> DialogProgramRun,
        _ second: @escaping @Sendable () throws -> DialogProgramRun
    ) throws -> (DialogProgramRun, DialogProgramRun) {
        let results = Results()
        let done = DispatchGroup()
        for (index, body) in [first, second].enumerated() {
            done.enter()
            Thread.detachNewThread {
                results.set(index, Result { try body() })
                done.leave()
            }
        }
        done.wait()
        return (try results.get(0), try results.get(1))
    }

    /// The two results of ``together(_:_:)``, set from their threads.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [Int: Result<DialogProgramRun, any Error>] = [:]

        func set(_ index: Int, _ result: Result<DialogProgramRun, any Error>) {
            lock.withLock { results[index] = result }
        }

        func get(_ index: Int) throws -> DialogProgramRun {
            try lock.withLock { results[index]! }.get()
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
