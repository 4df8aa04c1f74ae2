import AlertQueue
import AlertStyles
import AlertTestSupport
import TerminalKit
import Testing

@testable import AlertTerminal

/// A runtime on a pseudo-terminal, its window on a manual frame clock with animations on.
@MainActor
private final class RuntimeHarness {
    let pty: PseudoTerminal
    let frameClock = ManualAlertClock()
    let window: TerminalAlertWindow
    let runtime: TerminalRuntime
    let controller: AlertController

    init() throws {
        pty = try PseudoTerminal(columns: 40, rows: 12)
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        let screen = TerminalScreen(columns: 40, rows: 12, colorMode: .ansi16)
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
}

@MainActor
@Suite struct TerminalRuntimeTests {
    @Test func theProbesAnswersReachTheScreenBeforeTheFirstFrame() throws {
        let harness = try RuntimeHarness()
        // Typed ahead: the terminal's answers to the probe (REP shown, the dash one column)
        // and a key after them.
        harness.pty.type(Array("\u{1B}[1;4R\u{1B}[1;5Rx".utf8))
        var unhandled: [InputEvent] = []
        harness.runtime.onUnhandledInput = { unhandled.append($0) }
        try harness.runtime.start()
        defer { harness.runtime.stop() }
        #expect(harness.runtime.screen.repeatsCharacters)
        #expect(harness.runtime.screen.ambiguousWidth == .narrow)
        #expect(unhandled == [.key(.character("x"), [])], "the answers are no input")
    }

    @Test func startingLeavesTheWindowsLateInputListenerInPlace() throws {
        let harness = try RuntimeHarness()
        var late: [InputEvent] = []
        var unhandled: [InputEvent] = []
        harness.window.onUnconsumedInput = { late.append($0) }
        harness.runtime.onUnhandledInput = { unhandled.append($0) }
        try harness.runtime.start()
        defer { harness.runtime.stop() }
        harness.runtime.route(.key(.character("x"), []))
        #expect(unhandled == [.key(.character("x"), [])], "no alert: the app hears it at once")
        harness.typeWhileTheOnlyAlertLeaves()
        #expect(late == [.key(.character("q"), [])], "the window's own listener still hears it")
        #expect(unhandled == [.key(.character("x"), [])])
    }

    @Test func withoutAWindowListenerLateInputReachesThePresenterThenTheApp() throws {
        let harness = try RuntimeHarness()
        var heard: [String] = []
        harness.runtime.presenterUnhandledInput = { _ in heard.append("presenter") }
        harness.runtime.onUnhandledInput = { _ in heard.append("app") }
        try harness.runtime.start()
        defer { harness.runtime.stop() }
        harness.typeWhileTheOnlyAlertLeaves()
        #expect(heard == ["presenter", "app"])
        #expect(harness.window.onUnconsumedInput == nil, "the runtime never sets the window's")
    }
}
