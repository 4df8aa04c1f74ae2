import AlertQueue
import AlertStyles
import AlertTestSupport
import Dispatch
import TerminalKit
import Testing

@testable import AlertTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// A runtime on a pseudo-terminal, its window on a manual frame clock with animations on.
@MainActor
private final class RuntimeHarness {
    let pty: PseudoTerminal
    let frameClock = ManualAlertClock()
    let window: TerminalAlertWindow
    let runtime: TerminalRuntime
    let controller: AlertController

    init(placement: TerminalPlacement = .fullScreen) throws {
        pty = try PseudoTerminal(columns: 40, rows: 12)
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        let screen = TerminalScreen(
            columns: 40, rows: 12, colorMode: .ansi16, placement: placement)
        window = TerminalAlertWindow(screen: screen, frameClock: frameClock)
        runtime = TerminalRuntime(session: session, screen: screen, window: window)
        controller = AlertController(window: window, clock: ManualAlertClock())
    }

    /// Shows an alert, lets it appear, answers it with Enter and types `q` while it leaves.
    func typeWhileTheOnlyAlertLeaves() {
        controller.showAlert(title: "Only", cancelTitle: "OK")
        frameClock.runUntilIdle()
        runtime.route(.key(.enter, []))
        runtime.route(.key(.character("q"), []))
        frameClock.runUntilIdle()
        _ = pty.drainOutput()
    }

    /// Reads what the runtime wrote and answers each cursor position request in it with
    /// `row`, as the terminal would; returns what was written.
    func answerCursorRequests(row: Int) -> String {
        let written = String(decoding: pty.drainOutput(), as: UTF8.self)
        let requests = written.components(separatedBy: "\u{1B}[6n").count - 1
        for _ in 0..<requests { runtime.route(.reply(.cursorPosition(row: row, column: 0))) }
        return written
    }
}

@MainActor
@Suite struct TerminalRuntimeTests {
    @Test func answersAlreadyThereReachTheFirstFrameAndKeysAfterThemFollowIt() throws {
        let harness = try RuntimeHarness()
        // Typed ahead: the terminal's answers to the probe (REP shown, the dash one column)
        // and a key after them, there before the first frame is written.
        harness.pty.type(Array("\u{1B}[1;4R\u{1B}[1;5Rx".utf8))
        var unhandled: [InputEvent] = []
        let listening = harness.runtime.addUnhandledInputListener { unhandled.append($0) }
        defer { listening.cancel() }
        try harness.runtime.start()
        defer { harness.runtime.stop() }
        #expect(harness.runtime.screen.repeatsCharacters)
        #expect(harness.runtime.screen.ambiguousWidth == .narrow)
        #expect(unhandled == [.key(.character("x"), [])], "the answers are no input")
    }

    /// Reads the runtime's input as its read source would, routing every event (the test
    /// holds the main actor, so the main queue does not run), until `done` or about 2 s.
    private func readInput(of harness: RuntimeHarness, until done: () -> Bool) throws {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(2)
        while !done(), clock.now < deadline {
            let events = try harness.runtime.session.readEvents(timeout: .milliseconds(100))
            for event in events { harness.runtime.route(event) }
        }
    }

    /// The first frame goes out at once on a terminal that has not answered (it used to
    /// wait 100 ms for the probe's answers); the answers, when they come, set REP and the
    /// ambiguous width for the frames after them, and no key typed before, between or after
    /// them is lost or doubled, nor is an answer taken for a key.
    @Test func theFirstFrameWaitsForNoAnswerAndTheLateAnswersAreNoInput() throws {
        let harness = try RuntimeHarness()
        var unhandled: [InputEvent] = []
        let listening = harness.runtime.addUnhandledInputListener { unhandled.append($0) }
        defer { listening.cancel() }
        let clock = ContinuousClock()
        let started = try clock.measure { try harness.runtime.start() }
        defer { harness.runtime.stop() }
        #expect(started < .milliseconds(100), "the first frame waited: \(started)")
        let written = String(decoding: harness.pty.drainOutput(), as: UTF8.self)
        #expect(written.contains("\u{1B}[2J"), "the first frame is on the terminal")
        #expect(!harness.runtime.screen.repeatsCharacters)
        #expect(harness.runtime.screen.ambiguousWidth == nil)
        // The terminal answers late (REP shown, the dash one column), keys around its answers.
        harness.pty.type("x\u{1B}[1;4Ry\u{1B}[1;5Rz")
        try readInput(of: harness) { unhandled.count >= 3 }
        #expect(harness.runtime.screen.repeatsCharacters)
        #expect(harness.runtime.screen.ambiguousWidth == .narrow)
        #expect(
            unhandled == ["x", "y", "z"].map { .key(.character($0), []) },
            "the answers are no input, and every key is heard once")
    }

    /// Answers that come after the terminal has been let go would reach the shell: an alert
    /// answered at once (keys typed ahead) leaves only after the probe's answers, read while
    /// they are still due; a terminal that answers nothing is not waited for after that.
    @Test func anAlertAnsweredAtOnceReadsTheProbesAnswersBeforeLeaving() throws {
        let harness = try RuntimeHarness()
        harness.runtime.session.firstAnswerWait = .seconds(10)
        var unhandled: [InputEvent] = []
        let listening = harness.runtime.addUnhandledInputListener { unhandled.append($0) }
        defer { listening.cancel() }
        try harness.runtime.start()
        harness.pty.type("q")
        try readInput(of: harness) { !unhandled.isEmpty }
        let master = harness.pty.master
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100)) {
            let late = Array("\u{1B}[1;4R\u{1B}[1;5Rbob\n".utf8)
            _ = late.withUnsafeBytes { write(master, $0.baseAddress!, $0.count) }
        }
        harness.runtime.stop()
        #expect(unhandled == [.key(.character("q"), [])])
        #expect(harness.runtime.screen.repeatsCharacters, "the late answers were read")
        // What the next program reads (the terminal is cooked again): only the user's line.
        var ready = pollfd(fd: harness.pty.slave, events: Int16(POLLIN), revents: 0)
        var left = [UInt8](repeating: 0, count: 64)
        var count = 0
        if poll(&ready, 1, 2000) > 0 {
            count = left.withUnsafeMutableBytes { read(harness.pty.slave, $0.baseAddress!, 64) }
        }
        #expect(String(decoding: left[..<max(count, 0)], as: UTF8.self) == "bob\n")
    }

    @Test func lateInputReachesTheWindowsListenersAndTheRuntimes() throws {
        let harness = try RuntimeHarness()
        var late: [InputEvent] = []
        var unhandled: [InputEvent] = []
        let windowListening = harness.window.addUnconsumedInputListener { late.append($0) }
        defer { windowListening.cancel() }
        let listening = harness.runtime.addUnhandledInputListener { unhandled.append($0) }
        defer { listening.cancel() }
        try harness.runtime.start()
        defer { harness.runtime.stop() }
        harness.runtime.route(.key(.character("x"), []))
        #expect(unhandled == [.key(.character("x"), [])], "no alert: the app hears it at once")
        #expect(late.isEmpty, "input handled at once is no late input")
        harness.typeWhileTheOnlyAlertLeaves()
        #expect(late == [.key(.character("q"), [])], "the window's own listener hears it")
        #expect(unhandled == [.key(.character("x"), []), .key(.character("q"), [])])
    }

    @Test func lateInputReachesThePresenterThenTheAppInTheOrderAdded() throws {
        let harness = try RuntimeHarness()
        var heard: [String] = []
        let presenter = harness.runtime.addUnhandledInputListener { _ in heard.append("presenter") }
        defer { presenter.cancel() }
        let app = harness.runtime.addUnhandledInputListener { _ in heard.append("app") }
        try harness.runtime.start()
        defer { harness.runtime.stop() }
        harness.typeWhileTheOnlyAlertLeaves()
        #expect(heard == ["presenter", "app"])
        app.cancel()
        harness.runtime.route(.key(.character("x"), []))
        #expect(heard == ["presenter", "app", "presenter"], "a cancelled listener hears no more")
    }

    /// An inline runtime showing an alert, whose terminal said the region's top is row 1.
    private func inlineRuntimeShowingAnAlertAtRow1() throws -> RuntimeHarness {
        let harness = try RuntimeHarness(placement: .inline)
        try harness.runtime.start()
        harness.controller.showAlert(title: "Resized", cancelTitle: "OK")
        harness.frameClock.runUntilIdle()
        harness.runtime.screen.renderNow()
        _ = harness.answerCursorRequests(row: 1)
        return harness
    }

    /// tmux, narrowed below the width of an inline alert, pushes the region's top rows into
    /// its scrollback and puts the cursor on its top row; widened again, it brings those rows
    /// back above the cursor, which is then on the region's fourth row. The answer after the
    /// resize shows it: the region is painted again from its old top, three rows up.
    @Test func aResizeThatLeavesTheCursorInsideTheOldRegionRepaintsFromItsTop() throws {
        let harness = try inlineRuntimeShowingAnAlertAtRow1()
        defer { harness.runtime.stop() }
        #expect(harness.runtime.screen.regionHeight > 3)
        harness.runtime.session.onResize?(TerminalSize(columns: 30, rows: 12))
        let repaint = harness.answerCursorRequests(row: 4)
        let again = harness.answerCursorRequests(row: 1)
        #expect(
            !repaint.contains("\u{1B}[3A\u{1B}[K"), "the resize's own frame starts at the cursor")
        #expect(again.contains("\r\u{1B}[3A\u{1B}[K"), "\(again.debugDescription)")
        #expect(harness.answerCursorRequests(row: 1).isEmpty, "found where it was painted")
    }

    /// Where the cursor is still at the region's top after a resize (xterm does not reflow),
    /// or the terminal grew taller (rows may come back from its scrollback above the region),
    /// the region stays where the cursor is.
    @Test func aResizeThatKeepsTheCornerOrGrowsTallerRepaintsNothingMore() throws {
        let harness = try inlineRuntimeShowingAnAlertAtRow1()
        defer { harness.runtime.stop() }
        harness.runtime.session.onResize?(TerminalSize(columns: 30, rows: 12))
        _ = harness.answerCursorRequests(row: 1)
        #expect(harness.answerCursorRequests(row: 1).isEmpty)
        harness.runtime.session.onResize?(TerminalSize(columns: 30, rows: 16))
        _ = harness.answerCursorRequests(row: 4)
        #expect(harness.answerCursorRequests(row: 4).isEmpty)
    }

    /// gum spin's command reads the terminal: the runtime lends its input as the window
    /// says, from the start when the window said so before, and asks the terminal nothing
    /// meanwhile (its answer would be the command's input).
    @Test func theInputIsLentAsTheWindowSaysAndNothingIsAskedMeanwhile() throws {
        let harness = try RuntimeHarness(placement: .inline)
        harness.window.lendsInput = true
        try harness.runtime.start()
        defer { harness.runtime.stop() }
        let session = harness.runtime.session
        #expect(session.isLendingInput)
        harness.controller.showAlert(title: "Spinning", cancelTitle: "OK")
        harness.frameClock.runUntilIdle()
        _ = harness.pty.drainOutput()
        let repaint = {
            harness.runtime.screen.forceFullRepaint()
            harness.runtime.screen.renderNow()
            return String(decoding: harness.pty.drainOutput(), as: UTF8.self)
        }
        #expect(!repaint().contains("\u{1B}[6n"), "no cursor position asked while lent")
        harness.window.lendsInput = false
        #expect(!session.isLendingInput)
        #expect(repaint().contains("\u{1B}[6n"), "the region is looked for again")
        harness.window.lendsInput = true
        #expect(session.isLendingInput)
    }
}
