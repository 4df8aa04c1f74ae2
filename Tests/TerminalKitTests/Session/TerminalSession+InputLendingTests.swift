import AlertTestSupport
import Testing

@testable import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// Set by the test re-raise hook instead of ending the process.
nonisolated(unsafe) private var reraisedWhileLending: Int32 = 0

/// In ``TerminalSessionTests``, which runs one test at a time: a session's input lent to a
/// program running meanwhile (a command `gum spin` runs) shares the process's one terminal
/// restorer and signal handlers with the other tests of a session.
extension TerminalSessionTests {
    /// The modes `lendInput()` turns off and `takeInputBack()` on again (a drag-tracking
    /// session's).
    private static let inputModes =
        MouseTracking.drag.modes + [TerminalModeSequences.bracketedPasteMode]

    // Synchronous throughout: a test that awaited with its session entered would let a
    // test of another suite find the restorer armed.

    @Test func lentInputIsTheTerminalsOwnModeAndTheKeysStayForTheProgram() throws {
        let pty = try PseudoTerminal()
        let before = pty.attributes()
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        try session.enter()
        defer { session.leave() }
        let raw = pty.attributes()
        session.startReading()
        _ = pty.drainOutput()
        session.lendInput()
        #expect(session.isLendingInput)
        #expect(session.readingSources.input == nil, "nothing is read meanwhile")
        #expect(sameAttributes(pty.attributes(), before), "line editing, echo, signal keys")
        #expect(
            pty.drainOutput() == TerminalModeSequences.reset(Self.inputModes.reversed()),
            "no mouse report nor paste marker reaches the program")
        // A line typed now is the program's.
        pty.type("ok\n")
        var line = [UInt8](repeating: 0, count: 8)
        let count = line.withUnsafeMutableBytes { read(pty.slave, $0.baseAddress, 8) }
        #expect(Array(line.prefix(max(count, 0))) == Array("ok\n".utf8))
        session.takeInputBack()
        #expect(!session.isLendingInput)
        #expect(session.readingSources.input != nil, "read again once taken back")
        #expect(sameAttributes(pty.attributes(), raw))
        // The terminal echoed the line as it was typed, then the modes came back on.
        #expect(
            pty.drainOutput() == Array("ok\r\n".utf8) + TerminalModeSequences.set(Self.inputModes))
    }

    @Test func aSigintWhileTheInputIsLentIsRelayedNotAnEnd() throws {
        let pty = try PseudoTerminal()
        let originalHook = TerminalRestorer.reraiseHook
        TerminalRestorer.reraiseHook = { reraisedWhileLending = $0 }
        defer { TerminalRestorer.reraiseHook = originalHook }
        reraisedWhileLending = 0
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        try session.enter()
        defer { session.leave() }
        session.lendInput()
        let lent = pty.attributes()
        _ = pty.drainOutput()
        // What the handler of a SIGINT runs: nothing restored, the key relayed to the main
        // queue (gum mode's Ctrl+C under a spinner follows it to the end).
        TerminalRestorer.handleSignal(SIGINT)
        #expect(TerminalRestorer.isArmed && reraisedWhileLending == 0, "nothing ended")
        #expect(sameAttributes(pty.attributes(), lent))
        #expect(pty.drainOutput().isEmpty, "nothing restored on the screen")
        session.takeInputBack()
        TerminalRestorer.handleSignal(SIGINT)
        #expect(reraisedWhileLending == SIGINT, "taken back, a SIGINT ends the process again")
        #expect(!TerminalRestorer.isArmed)
    }

    @Test func aStopAndContinueKeepsTheInputLent() throws {
        let pty = try PseudoTerminal()
        let originalHook = TerminalRestorer.reraiseHook
        TerminalRestorer.reraiseHook = { reraisedWhileLending = $0 }
        defer { TerminalRestorer.reraiseHook = originalHook }
        reraisedWhileLending = 0
        let before = pty.attributes()
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        var repaints = 0
        session.onResume = { repaints += 1 }
        try session.enter()
        defer { session.leave() }
        session.lendInput()
        // What SIGTSTP from outside does before the stop, then what SIGCONT does after it.
        TerminalRestorer.restore()
        session.resume()
        #expect(repaints == 1)
        #expect(session.isLendingInput && TerminalRestorer.isArmed)
        #expect(sameAttributes(pty.attributes(), before), "the program still reads in its mode")
        TerminalRestorer.handleSignal(SIGINT)
        #expect(TerminalRestorer.isArmed && reraisedWhileLending == 0, "a SIGINT still relayed")
    }
}
