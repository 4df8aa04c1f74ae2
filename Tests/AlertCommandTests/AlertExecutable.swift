import AlertTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The built `alert`, run as a user runs it from a shell in a terminal emulator: a 100×30
/// pseudo-terminal is its controlling terminal (and its standard input and error), and its
/// standard output is a pipe, as in `answer=$(alert …)`.
final class AlertExecutable {
    /// How a run ended.
    struct Ending {
        var status: Int32
        var standardOutput: String
        /// Everything drawn on the terminal.
        var screen: String
        /// Whether the terminal's attributes are byte for byte those before the run.
        var restoredTerminal: Bool
    }

    /// Keys as a terminal sends them.
    enum Key {
        static let enter = "\r"
        static let escape = "\u{1B}"
        static let tab = "\t"
        static let up = "\u{1B}[A"
        static let controlC = "\u{03}"
    }

    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"

    let terminal: PseudoTerminal
    let child: SpawnedProcess
    private let attributesBefore: termios
    private let outputReader: Int32

    /// Starts `alert` with `arguments` (or, with `shell`, `sh -c shell alert-path`, so
    /// `"$0"` is the built `alert`).
    init(_ arguments: [String], shell: String? = nil, environment: [String: String?] = [:])
        throws
    {
        terminal = try PseudoTerminal()
        attributesBefore = terminal.attributes()
        var output: [Int32] = [-1, -1]
        guard pipe(&output) == 0 else { throw SpawnedProcess.Failure.system("pipe", errno) }
        let alert = try BuiltExecutable.url(named: "alert").path
        var extra: [String: String?] = ["ALERT_REDUCED_MOTION": "1"]
        extra.merge(environment) { $1 }
        defer { close(output[1]) }
        child = try SpawnedProcess.spawn(
            shell == nil ? alert : "/bin/sh",
            arguments: shell.map { ["-c", $0, alert] } ?? arguments,
            environment: BuiltExecutable.environment(extra),
            descriptors: (terminal.slave, output[1], terminal.slave),
            closing: [terminal.master, output[0], output[1]],
            controllingTerminal: terminal.slavePath)
        outputReader = output[0]
    }

    deinit {
        close(outputReader)
        if child.exitStatusIfExited() == nil {
            kill(child.pid, SIGKILL)
            _ = try? child.waitForExit()
        }
    }

    /// Waits until the terminal shows `text` (drawn after `offset` bytes of the screen).
    @discardableResult
    func waitUntilShown(_ text: String, after offset: Int = 0) -> Bool {
        terminal.waitForOutput(containing: text, after: offset)
    }

    /// Types keys.
    func type(_ keys: String) {
        terminal.type(keys)
    }

    /// Reads standard output up to and including the next line feed (or its end).
    func readOutputLine() -> String {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(outputReader, &byte, 1) == 1 {
            bytes.append(byte)
            if byte == UInt8(ascii: "\n") { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Waits for the exit and collects the answer.
    func finish() throws -> Ending {
        let status = try child.waitForExit(draining: terminal)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(outputReader, $0.baseAddress!, 4096) }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return Ending(
            status: status, standardOutput: String(decoding: bytes, as: UTF8.self),
            screen: String(decoding: terminal.transcript, as: UTF8.self),
            restoredTerminal: sameAttributes(attributesBefore, terminal.attributes()))
    }

    /// Runs `arguments`, types each of `keys` once the alert shows `shown`, and finishes.
    static func answer(_ arguments: [String], shown: String, keys: [String]) throws -> Ending {
        let run = try AlertExecutable(arguments)
        guard run.waitUntilShown(enterAlternateScreen), run.waitUntilShown(shown) else {
            return try run.finish()
        }
        for key in keys { run.type(key) }
        return try run.finish()
    }
}

/// The built `alert` with pipes only: no terminal at all, so plain mode.
enum PipedAlert {
    struct Ending {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs `arguments` in a new session without a controlling terminal, `input` on
    /// standard input.
    static func run(
        _ arguments: [String], input: String = "", environment: [String: String?] = [:]
    ) throws -> Ending {
        var pipes: [[Int32]] = [[-1, -1], [-1, -1], [-1, -1]]
        for index in pipes.indices where pipe(&pipes[index]) != 0 {
            throw SpawnedProcess.Failure.system("pipe", errno)
        }
        let child = try SpawnedProcess.spawn(
            BuiltExecutable.url(named: "alert").path, arguments: arguments,
            environment: BuiltExecutable.environment(environment),
            descriptors: (pipes[0][0], pipes[1][1], pipes[2][1]),
            closing: pipes.flatMap { $0 }, newSession: true)
        close(pipes[0][0])
        close(pipes[1][1])
        close(pipes[2][1])
        _ = Array(input.utf8).withUnsafeBytes { write(pipes[0][1], $0.baseAddress, $0.count) }
        close(pipes[0][1])
        // The outputs are small: reading one to its end cannot block the other.
        let output = readAll(pipes[1][0])
        let error = readAll(pipes[2][0])
        let status = try child.waitForExit()
        return Ending(status: status, standardOutput: output, standardError: error)
    }

    private static func readAll(_ descriptor: Int32) -> String {
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, 4096) }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
