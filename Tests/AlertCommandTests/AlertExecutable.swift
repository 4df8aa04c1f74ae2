import AlertTestSupport
import Foundation
import TerminalKit
import TerminalTestSupport

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
        /// The terminal's rows as a user sees them at the end, trailing blanks left out
        /// (the screen replayed in the test emulator, resizes included).
        var lines: [String] = []
    }

    /// Keys as a terminal sends them.
    enum Key {
        static let enter = "\r"
        static let escape = "\u{1B}"
        static let tab = "\t"
        static let up = "\u{1B}[A"
        static let down = "\u{1B}[B"
        static let controlC = "\u{03}"
    }

    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    /// The cursor hidden: the first thing an alert writes when it takes the terminal,
    /// inline or full screen.
    static let takeTerminal = "\u{1B}[?25l"
    /// The cursor shown again: written when the alert gives the terminal back.
    static let giveTerminalBack = "\u{1B}[?25h"
    /// What giving the terminal back ends with inline: the region erased from its top.
    static let eraseInlineRegion = "\u{1B}[?25h\r\u{1B}[J"

    let terminal: PseudoTerminal
    let child: SpawnedProcess
    private let size: (columns: Int, rows: Int)
    /// The resizes, each with the screen offset it came at.
    private var resizes: [(offset: Int, columns: Int, rows: Int)] = []
    private let attributesBefore: termios
    private let outputReader: Int32

    /// Starts `alert` with `arguments` (or, with `shell`, `sh -c shell alert-path`, so
    /// `"$0"` is the built `alert`) in a terminal of `columns` × `rows`; `beforeStart` sees
    /// the terminal first (to plant files named after its device, say).
    init(
        _ arguments: [String], shell: String? = nil, environment: [String: String?] = [:],
        columns: UInt16 = 100, rows: UInt16 = 30,
        beforeStart: (PseudoTerminal) -> Void = { _ in }
    ) throws {
        terminal = try PseudoTerminal(columns: columns, rows: rows)
        size = (Int(columns), Int(rows))
        attributesBefore = terminal.attributes()
        beforeStart(terminal)
        guard let output = closeOnExecPipe() else {
            throw SpawnedProcess.Failure.system("pipe", errno)
        }
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

    /// Waits until the terminal, replayed in the test emulator, shows `text` on one of its
    /// rows (however the renderer's diffs spelled it); false when nothing new came for ten
    /// seconds (a safety limit, not a timing assertion).
    func waitUntilScreenShows(_ text: String) -> Bool {
        var quiet = 0
        while quiet < 50 {
            let replay = replayed()
            if (0..<replay.height).contains(where: { replay.text(row: $0).contains(text) }) {
                return true
            }
            let before = terminal.transcript.count
            terminal.collectTranscript(patience: 200)
            quiet = terminal.transcript.count == before ? quiet + 1 : 0
        }
        return false
    }

    /// Types keys.
    func type(_ keys: String) {
        terminal.type(keys)
    }

    /// Resizes the terminal, as a user resizing the emulator's window does (the kernel tells
    /// the foreground job; `alert` is told again directly, as some emulators do). With
    /// `settling`, what `alert` drew before is read (drawn at the old size) first; without
    /// it, what was not read yet is drawn at the new size, as a terminal resized again while
    /// a frame is on its way draws it.
    func resize(columns: UInt16, rows: UInt16, settling: Bool = true) {
        if settling { terminal.collectTranscript(patience: 100) }
        resizes.append((terminal.transcript.count, Int(columns), Int(rows)))
        terminal.resize(columns: columns, rows: rows)
        kill(child.pid, SIGWINCH)
    }

    /// How many bytes of the screen were read so far (for ``waitUntilShown(_:after:)``).
    var screenOffset: Int { terminal.transcript.count }

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
        let output = PipedRun.readAll(outputReader, closing: false)
        let replay = replayed()
        return Ending(
            status: status, standardOutput: output,
            screen: String(decoding: terminal.transcript, as: UTF8.self),
            restoredTerminal: sameAttributes(attributesBefore, terminal.attributes()),
            lines: (0..<replay.height).map {
                var text = replay.text(row: $0)
                while text.last == " " { text.removeLast() }
                return text
            })
    }

    /// The screen as the user sees it now: what was read so far, replayed in the test
    /// emulator.
    var screen: VirtualTerminal { replayed() }

    /// The transcript fed to the test emulator, resized where the terminal was.
    private func replayed() -> VirtualTerminal {
        let bytes = terminal.transcript
        var emulator = VirtualTerminal(width: size.columns, height: size.rows)
        var start = 0
        for resize in resizes {
            emulator.feed(Array(bytes[start..<resize.offset]))
            emulator.resize(width: resize.columns, height: resize.rows)
            start = resize.offset
        }
        emulator.feed(Array(bytes[start...]))
        return emulator
    }

    /// Runs `arguments` (with `environment` added), types each of `keys` once the alert
    /// shows `shown`, and finishes.
    static func answer(
        _ arguments: [String], shown: String, keys: [String],
        environment: [String: String?] = [:]
    ) throws -> Ending {
        let run = try AlertExecutable(arguments, environment: environment)
        guard run.waitUntilShown(takeTerminal), run.waitUntilShown(shown) else {
            return try run.finish()
        }
        for key in keys { run.type(key) }
        return try run.finish()
    }
}

/// The built `alert` with pipes only: no terminal at all, so plain mode.
enum PipedAlert {
    /// Runs `alert` with `arguments` in a new session without a controlling terminal,
    /// `input` on standard input.
    static func run(
        _ arguments: [String], input: String = "", environment: [String: String?] = [:]
    ) throws -> PipedRun {
        try PipedRun.run("alert", arguments: arguments, input: input, environment: environment)
    }
}
