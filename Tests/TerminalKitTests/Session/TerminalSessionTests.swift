import Foundation
import TerminalTestSupport
import Testing

@testable import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// Set by the test re-raise hook instead of killing the process.
nonisolated(unsafe) private var lastReraisedSignal: Int32 = 0
/// The slave descriptor whose attributes the test stop hook records.
nonisolated(unsafe) private var stoppedTerminal: Int32 = -1
/// The attributes seen while "stopped".
nonisolated(unsafe) private var attributesWhileStopped = termios()

private func bytes(_ text: String) -> [UInt8] {
    Array(text.utf8)
}

/// Checks two attribute sets field by field, then byte by byte.
private func expectIdentical(_ lhs: termios, _ rhs: termios) {
    #expect(lhs.c_iflag == rhs.c_iflag)
    #expect(lhs.c_oflag == rhs.c_oflag)
    #expect(lhs.c_cflag == rhs.c_cflag)
    #expect(lhs.c_lflag == rhs.c_lflag)
    #expect(lhs.c_line == rhs.c_line)
    #expect(lhs.c_ispeed == rhs.c_ispeed)
    #expect(lhs.c_ospeed == rhs.c_ospeed)
    #expect(
        withUnsafeBytes(of: lhs.c_cc) { Array($0) } == withUnsafeBytes(of: rhs.c_cc) { Array($0) })
    #expect(RawMode.isIdentical(lhs, rhs))
}

private func handlerAddress(_ signalNumber: Int32) -> Int {
    let current = signal(signalNumber, SIG_DFL)
    signal(signalNumber, current)
    return unsafeBitCast(current, to: Int.self)
}

/// Raises `signalNumber` in this thread with it unblocked (test threads come from pools that
/// block signals), so that its handler has run when this returns.
private func raiseUnblocked(_ signalNumber: Int32) {
    var set = sigset_t()
    var previous = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signalNumber)
    pthread_sigmask(SIG_UNBLOCK, &set, &previous)
    raise(signalNumber)
    pthread_sigmask(SIG_SETMASK, &previous, nil)
}

/// These tests share the process-wide restorer and signal dispositions, so they run one at a
/// time.
@Suite(.serialized) @MainActor struct TerminalSessionTests {
    @Test func enterSwitchesToRawModeAndLeaveRestoresExactly() throws {
        let pty = try PseudoTerminal()
        let before = pty.attributes()
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        try session.enter()
        #expect(session.isActive)
        let raw = pty.attributes()
        #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG | IEXTEN) == 0)
        #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
        #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
        #expect(!RawMode.isIdentical(raw, before))
        expectIdentical(session.originalAttributes, before)

        let expectedEnter = bytes(
            "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?1000;1002;1006;2004h")
        #expect(pty.readOutput(atLeast: expectedEnter.count) == expectedEnter)

        session.leave()
        #expect(!session.isActive)
        expectIdentical(pty.attributes(), before)
        let expectedLeave = bytes(
            "\u{1B}[?2026;2004;1006;1002;1000l\u{1B}[m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
        #expect(pty.readOutput(atLeast: expectedLeave.count) == expectedLeave)

        session.leave()  // Idempotent: nothing more is written.
        #expect(pty.drainOutput().isEmpty)
        expectIdentical(pty.attributes(), before)
    }

    @Test func unusualAttributesAreRestoredExactlyToo() throws {
        let pty = try PseudoTerminal()
        var custom = pty.attributes()
        custom.c_lflag &= ~tcflag_t(ECHOCTL)
        custom.c_iflag |= tcflag_t(IUTF8)
        withUnsafeMutableBytes(of: &custom.c_cc) { $0[Int(VINTR)] = 0x07 }
        cfsetospeed(&custom, speed_t(B9600))
        _ = tcsetattr(pty.slave, TCSANOW, &custom)
        let before = pty.attributes()
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        session.mouseTracking = .anyMotion
        try session.enter()
        let enter = TerminalModeSequences.enter(mouse: .anyMotion)
        #expect(pty.readOutput(atLeast: enter.count) == enter)
        session.leave()
        expectIdentical(pty.attributes(), before)
        let leave = pty.readOutput(atLeast: TerminalModeSequences.leave(mouse: .anyMotion).count)
        #expect(leave == TerminalModeSequences.leave(mouse: .anyMotion))
        #expect(String(decoding: leave, as: UTF8.self).contains(";1003;"))
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func fatalSignalRestoresThenReraises(signalNumber: Int32) throws {
        let pty = try PseudoTerminal()
        let before = pty.attributes()
        let originalHook = TerminalRestorer.reraiseHook
        let handlerBefore = handlerAddress(signalNumber)
        TerminalRestorer.reraiseHook = { lastReraisedSignal = $0 }
        defer { TerminalRestorer.reraiseHook = originalHook }
        lastReraisedSignal = 0

        let session = TerminalSession(input: pty.slave, output: pty.slave)
        try session.enter()
        _ = pty.readOutput(atLeast: TerminalModeSequences.enter(mouse: .drag).count)
        #expect(handlerAddress(signalNumber) != handlerBefore)

        // The real handler runs in this thread; the hook stands in for death.
        raiseUnblocked(signalNumber)
        #expect(lastReraisedSignal == signalNumber)
        expectIdentical(pty.attributes(), before)
        let leave = TerminalModeSequences.leave(mouse: .drag)
        #expect(pty.readOutput(atLeast: leave.count) == leave)
        #expect(!TerminalRestorer.isArmed)

        session.leave()
        #expect(pty.drainOutput().isEmpty)
        #expect(handlerAddress(signalNumber) == handlerBefore)
    }

    @Test(arguments: [SIGTERM, SIGWINCH])
    func handlersRunOnAnyThread(signalNumber: Int32) throws {
        // The kernel delivers a signal to whichever thread it picks. A handler that carried
        // main-actor isolation would trap here, on a thread that is not the main one.
        let pty = try PseudoTerminal()
        let before = pty.attributes()
        let originalHook = TerminalRestorer.reraiseHook
        TerminalRestorer.reraiseHook = { lastReraisedSignal = $0 }
        defer { TerminalRestorer.reraiseHook = originalHook }
        lastReraisedSignal = 0
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        try session.enter()
        defer { session.leave() }
        _ = pty.readOutput(atLeast: TerminalModeSequences.enter(mouse: .drag).count)

        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            raiseUnblocked(signalNumber)
            done.signal()
        }
        thread.start()
        done.wait()
        if signalNumber == SIGTERM {
            #expect(lastReraisedSignal == SIGTERM)
            expectIdentical(pty.attributes(), before)
        } else {
            #expect(TerminalRestorer.isArmed, "a resize leaves the session as it was")
        }
    }

    @Test func restoreRoutineCanBeCalledDirectly() throws {
        let pty = try PseudoTerminal()
        let before = pty.attributes()
        let originalHook = TerminalRestorer.reraiseHook
        TerminalRestorer.reraiseHook = { lastReraisedSignal = $0 }
        defer { TerminalRestorer.reraiseHook = originalHook }
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        try session.enter()
        _ = pty.readOutput(atLeast: TerminalModeSequences.enter(mouse: .drag).count)
        TerminalRestorer.handleSignal(SIGTERM)
        #expect(lastReraisedSignal == SIGTERM)
        expectIdentical(pty.attributes(), before)
        TerminalRestorer.restore()  // Idempotent.
        let leave = TerminalModeSequences.leave(mouse: .drag)
        #expect(pty.readOutput(atLeast: leave.count) == leave)
        session.leave()
    }

    @Test func suspendRestoresThenReentersAndAsksForRepaint() throws {
        let pty = try PseudoTerminal()
        let before = pty.attributes()
        let originalStop = TerminalRestorer.stopHook
        stoppedTerminal = pty.slave
        TerminalRestorer.stopHook = { _ = tcgetattr(stoppedTerminal, &attributesWhileStopped) }
        defer { TerminalRestorer.stopHook = originalStop }

        let session = TerminalSession(input: pty.slave, output: pty.slave)
        var repaints = 0
        session.onResume = { repaints += 1 }
        try session.enter()
        let raw = pty.attributes()
        _ = pty.readOutput(atLeast: TerminalModeSequences.enter(mouse: .drag).count)

        session.suspend()
        expectIdentical(attributesWhileStopped, before)
        expectIdentical(pty.attributes(), raw)
        #expect(repaints == 1)
        #expect(session.isActive)
        let expected =
            TerminalModeSequences.leave(mouse: .drag)
            + TerminalModeSequences.enter(mouse: .drag)
        #expect(pty.readOutput(atLeast: expected.count) == expected)
        session.leave()
        expectIdentical(pty.attributes(), before)
    }

    /// gum write's Ctrl+E: the terminal is restored while an editor runs on it, then set
    /// up again and repainted.
    @Test func lendRestoresRunsTheBodyThenReentersAndAsksForRepaint() throws {
        let pty = try PseudoTerminal()
        let before = pty.attributes()
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        var lentDescriptors: (Int32, Int32)?
        session.lend { input, output in lentDescriptors = (input, output) }
        #expect(lentDescriptors?.0 == pty.slave, "not entered: the body runs all the same")
        var repaints = 0
        session.onResume = { repaints += 1 }
        try session.enter()
        let raw = pty.attributes()
        _ = pty.readOutput(atLeast: TerminalModeSequences.enter(mouse: .drag).count)
        var whileLent = termios()
        session.lend { input, _ in _ = tcgetattr(input, &whileLent) }
        expectIdentical(whileLent, before)
        expectIdentical(pty.attributes(), raw)
        #expect(repaints == 1 && session.isActive)
        let expected =
            TerminalModeSequences.leave(mouse: .drag)
            + TerminalModeSequences.enter(mouse: .drag)
        #expect(pty.readOutput(atLeast: expected.count) == expected)
        session.leave()
        expectIdentical(pty.attributes(), before)
    }

    @Test func droppingAnActiveSessionRestoresTheTerminal() throws {
        let pty = try PseudoTerminal()
        let before = pty.attributes()
        var session: TerminalSession? = TerminalSession(input: pty.slave, output: pty.slave)
        try session?.enter()
        #expect(!RawMode.isIdentical(pty.attributes(), before))
        session = nil
        expectIdentical(pty.attributes(), before)
        #expect(!TerminalRestorer.isArmed)
    }

    @Test func aClosedOutputIsAnErrorNotADeathInRawMode() throws {
        // With SIGPIPE at its default, a write to a closed pipe would kill the process: the
        // session must ignore it while active, so this test process survives to check.
        let original = signal(SIGPIPE, SIG_DFL)
        defer { signal(SIGPIPE, original) }
        let pty = try PseudoTerminal()
        let descriptors = closeOnExecPipe() ?? [-1, -1]
        #expect(descriptors[0] >= 0)
        defer { close(descriptors[1]) }
        let session = TerminalSession(input: pty.slave, output: descriptors[1])
        try session.enter()
        close(descriptors[0])  // nobody reads the output any more
        #expect(throws: TerminalSessionError.self) { try session.write(Array("x".utf8)) }
        session.leave()
        let afterLeave = signal(SIGPIPE, SIG_DFL)
        #expect(
            unsafeBitCast(afterLeave, to: Int.self) == unsafeBitCast(SIG_DFL, to: Int.self),
            "SIGPIPE is back to what it was after leave()")
    }

    @Test func onlyOneSessionAtATimeAndOnlyOnATerminal() throws {
        let pty = try PseudoTerminal()
        let first = TerminalSession(input: pty.slave, output: pty.slave)
        try first.enter()
        let second = TerminalSession(input: pty.slave, output: pty.slave)
        #expect(throws: TerminalSessionError.anotherSessionActive) { try second.enter() }
        first.leave()

        let descriptors = closeOnExecPipe() ?? [-1, -1]
        #expect(descriptors[0] >= 0)
        defer { for descriptor in descriptors { close(descriptor) } }
        let piped = TerminalSession(input: descriptors[0], output: descriptors[1])
        #expect(throws: TerminalSessionError.notATerminal(fileDescriptor: descriptors[0])) {
            try piped.enter()
        }
        #expect(!TerminalRestorer.isArmed)
    }

    @Test func readEventsDecodesKeysAndAppliesTheEscapeTimeout() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        try session.enter()
        defer { session.leave() }
        _ = pty.readOutput(atLeast: TerminalModeSequences.enter(mouse: .drag).count)

        pty.type(bytes("\u{1B}[Ax\u{03}"))
        var events: [InputEvent] = []
        while events.count < 3 {
            let more = try session.readEvents(timeout: .seconds(2))
            if more.isEmpty { break }
            events += more
        }
        #expect(events == [.key(.up), .key(.character("x")), .key(.character("c"), .control)])

        pty.type([0x1B])
        #expect(try session.readEvents(timeout: .seconds(2)) == [.key(.escape)])
        #expect(try session.readEvents(timeout: .zero).isEmpty)
    }

    @Test func synchronizedOutputQueryAndReply() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        try session.enter()
        defer { session.leave() }
        _ = pty.readOutput(atLeast: TerminalModeSequences.enter(mouse: .drag).count)
        #expect(session.supportsSynchronizedOutput == nil)
        try session.querySynchronizedOutput()
        #expect(pty.readOutput(atLeast: 9) == bytes("\u{1B}[?2026$p"))
        pty.type(bytes("\u{1B}[?2026;2$y"))
        #expect(
            try session.readEvents(timeout: .seconds(2))
                == [.reply(.modeReport(mode: 2026, value: 2))])
        #expect(session.supportsSynchronizedOutput == true)
        pty.type(bytes("\u{1B}[?2026;0$y"))
        _ = try session.readEvents(timeout: .seconds(2))
        #expect(session.supportsSynchronizedOutput == false)
    }

    @Test func cursorPositionRequestIsNotMistakenForF3() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        try session.enter()
        defer { session.leave() }
        _ = pty.readOutput(atLeast: TerminalModeSequences.enter(mouse: .drag).count)
        try session.requestCursorPosition()
        #expect(pty.readOutput(atLeast: 4) == bytes("\u{1B}[6n"))
        pty.type(bytes("\u{1B}[1;5R"))
        #expect(
            try session.readEvents(timeout: .seconds(2))
                == [.reply(.cursorPosition(row: 0, column: 4))])
    }

    @Test func theProbeIsAnsweredByTwoCursorReportsWhichAreNotDelivered() throws {
        // (first answer, second answer, REP, ambiguous width), 1-based columns as reported.
        let cases: [(Int, Int, Bool, TerminalWidth.AmbiguousWidth?)] = [
            (4, 5, true, .narrow), (2, 3, false, .narrow), (4, 6, true, .wide),
            (2, 4, false, .wide), (2, 2, false, nil),
        ]
        for (first, second, supported, ambiguous) in cases {
            let pty = try PseudoTerminal()
            let session = TerminalSession(input: pty.slave, output: pty.slave)
            var told: [Bool] = []
            var toldWidths: [TerminalWidth.AmbiguousWidth] = []
            session.onRepeatSupport = { told.append($0) }
            session.onAmbiguousWidth = { toldWidths.append($0) }
            try session.enter()
            defer { session.leave() }
            _ = pty.readOutput(atLeast: TerminalModeSequences.enter(mouse: .drag).count)
            #expect(session.supportsRepeat == nil)
            try session.probeRepeat()
            let probe =
                TerminalModeSequences.repeatProbe + TerminalModeSequences.ambiguousWidthProbe
            #expect(pty.readOutput(atLeast: probe.count) == probe)
            // The first answer and a key typed after it: only the key is an event.
            pty.type(bytes("\u{1B}[7;\(first)Rx"))
            #expect(try session.readEvents(timeout: .seconds(2)) == [.key(.character("x"), [])])
            #expect(session.supportsRepeat == supported)
            #expect(told == [supported])
            #expect(session.isProbingRepeat, "the second answer is still awaited")
            pty.type(bytes("\u{1B}[7;\(second)Ry"))
            #expect(try session.readEvents(timeout: .seconds(2)) == [.key(.character("y"), [])])
            #expect(!session.isProbingRepeat)
            #expect(session.ambiguousWidth == ambiguous)
            #expect(toldWidths == (ambiguous.map { [$0] } ?? []))
            // A later cursor report is an answer for whoever asked for it.
            try session.requestCursorPosition()
            _ = pty.readOutput(atLeast: 4)
            pty.type(bytes("\u{1B}[1;5R"))
            #expect(
                try session.readEvents(timeout: .seconds(2))
                    == [.reply(.cursorPosition(row: 0, column: 4))])
        }
    }

    @Test func theRepeatProbeIsAnEmulatedTerminalsOwnAnswer() {
        // What the probe does on a terminal with REP, and on one that ignores it.
        var withRepeat = VirtualTerminal(width: 10, height: 2)
        withRepeat.feed(Array(TerminalModeSequences.repeatProbe.dropLast(4)))
        #expect(withRepeat.column == TerminalModeSequences.repeatProbeColumn)
        #expect(withRepeat.text(row: 0) == "ñññ       ")
        // A terminal that repeats only ASCII (tmux 3.3) answers as one without REP, so no
        // frame repeats a border on it (it drew `╭─╮` for a whole top border).
        var asciiOnly = VirtualTerminal(width: 10, height: 2)
        asciiOnly.repeatsOnlyASCII = true
        asciiOnly.feed(Array(TerminalModeSequences.repeatProbe.dropLast(4)))
        #expect(asciiOnly.column != TerminalModeSequences.repeatProbeColumn)
    }

    @Test func theAmbiguousWidthProbeIsAnEmulatedTerminalsOwnAnswer() {
        // The em dash moves the cursor one column on a terminal that draws ambiguous letters
        // narrow, two on one that draws them wide.
        // The narrowest terminal asked (6 columns) has room for both: the REP probe's letter
        // is not ambiguous, so it takes one column where ambiguous letters take two.
        for (setting, advance) in [(TerminalWidth.AmbiguousWidth.narrow, 1), (.wide, 2)] {
            var terminal = VirtualTerminal(width: 6, height: 2)
            terminal.ambiguous = setting
            terminal.feed(Array(TerminalModeSequences.repeatProbe.dropLast(4)))
            let first = terminal.column
            terminal.feed(Array(TerminalModeSequences.ambiguousWidthProbe.dropLast(4)))
            #expect(terminal.column - first == advance)
            #expect(terminal.row == 0 && terminal.scrollCount == 0, "nothing wrapped")
        }
    }

    @Test func sizeComesFromTheTerminal() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        #expect(session.size == TerminalSize(columns: 100, rows: 30))
        pty.resize(columns: 132, rows: 43)
        #expect(session.size == TerminalSize(columns: 132, rows: 43))
    }

    @Test func writeDeliversEveryByte() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        let payload = (0..<3000).map { _ in UInt8(ascii: "z") }
        try session.write(payload)
        #expect(pty.readOutput(atLeast: payload.count) == payload)
    }

    /// Waits (on the main actor, letting the main queue run) until `done` or about 4 s.
    private func waitUntil(_ done: () -> Bool) async throws {
        for _ in 0..<400 where !done() {
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    @Test func startReadingDeliversEventsOnTheMainQueueWithTheEscapeTimeout() async throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        var events: [InputEvent] = []
        session.onInput = { events.append($0) }
        try session.enter()
        defer { session.leave() }
        session.startReading()
        pty.type(bytes("\u{1B}[<0;5;6M中"))
        try await waitUntil { events.count >= 2 }
        #expect(
            events == [
                .mouse(MouseEvent(button: .left, action: .press, column: 4, row: 5)),
                .key(.character("中")),
            ])
        pty.type([0x1B])
        try await waitUntil { events.count >= 3 }
        #expect(events.last == .key(.escape))
        pty.type(bytes("\u{1B}[?2026;1$y"))
        try await waitUntil { events.count >= 4 }
        #expect(session.supportsSynchronizedOutput == true)
    }

    @Test func windowChangeIsReportedWithTheNewSize() async throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        var sizes: [TerminalSize] = []
        session.onResize = { sizes.append($0) }
        try session.enter()
        defer { session.leave() }
        pty.resize(columns: 132, rows: 43)
        raiseUnblocked(SIGWINCH)  // The pty is not our controlling terminal: signal by hand.
        try await waitUntil { !sizes.isEmpty }
        #expect(sizes == [TerminalSize(columns: 132, rows: 43)])
    }

    @Test func continueFromOutsideReentersAndAsksForRepaint() async throws {
        let pty = try PseudoTerminal()
        let before = pty.attributes()
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        var repaints = 0
        session.onResume = { repaints += 1 }
        try session.enter()
        defer { session.leave() }
        let raw = pty.attributes()
        // What SIGTSTP from outside does before the stop: restore (the re-raise is skipped).
        TerminalRestorer.restore()
        expectIdentical(pty.attributes(), before)
        raiseUnblocked(SIGCONT)
        try await waitUntil { repaints > 0 }
        #expect(repaints == 1)
        expectIdentical(pty.attributes(), raw)
        #expect(TerminalRestorer.isArmed)
    }
}
