import AlertTestSupport
import Testing

@testable import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// In ``TerminalSessionTests``, which runs one test at a time: an echo suppression and a
/// session share the process's one terminal restorer, so these must not run while a test
/// of a session awaits with its session entered.
extension TerminalSessionTests {
    @Test func echoIsOffWhileASecretIsTypedAndBackExactlyAfter() throws {
        let pty = try PseudoTerminal()
        let before = pty.attributes()
        let silence = try #require(EchoSuppression(descriptor: pty.slave))
        #expect(silence.begin())
        let during = pty.attributes()
        #expect(during.c_lflag & tcflag_t(ECHO) == 0, "typed characters are not shown")
        #expect(during.c_lflag & tcflag_t(ICANON) != 0, "the line can still be edited")
        #expect(during.c_lflag & tcflag_t(ECHONL) != 0, "Enter still moves to the next line")
        // A typed secret comes back from the terminal without its characters.
        pty.type("hunter2\n")
        let echoed = String(decoding: pty.drainOutput(), as: UTF8.self)
        #expect(!echoed.contains("hunter2"))
        silence.end()
        #expect(sameAttributes(before, pty.attributes()))
        silence.end()  // idempotent
        #expect(sameAttributes(before, pty.attributes()))
    }

    @Test func theRestorerThatSignalsRunPutsTheEchoBack() throws {
        let pty = try PseudoTerminal()
        let before = pty.attributes()
        let silence = try #require(EchoSuppression(descriptor: pty.slave))
        #expect(silence.begin())
        #expect(TerminalRestorer.isArmed, "a signal from now on restores the echo")
        TerminalRestorer.restore()  // what the signal handlers and exit run first
        #expect(sameAttributes(before, pty.attributes()))
        silence.end()
        #expect(!TerminalRestorer.isArmed)
    }

    @Test func afterCtrlZAndFgTheEchoGoesOffAgain() throws {
        let originalHook = TerminalRestorer.reraiseHook
        TerminalRestorer.reraiseHook = { _ in }  // the stop itself, not taken here
        defer { TerminalRestorer.reraiseHook = originalHook }
        let pty = try PseudoTerminal()
        let before = pty.attributes()
        let silence = try #require(EchoSuppression(descriptor: pty.slave))
        #expect(silence.begin())
        TerminalRestorer.handleSignal(SIGTSTP)  // Ctrl+Z: the echo is back while stopped
        #expect(sameAttributes(before, pty.attributes()))
        TerminalRestorer.reapplyAfterContinue()  // fg: what SIGCONT's handler runs
        #expect(pty.attributes().c_lflag & tcflag_t(ECHO) == 0, "the rest stays hidden")
        #expect(TerminalRestorer.isArmed, "a later signal restores again")
        silence.end()
        #expect(sameAttributes(before, pty.attributes()))
        TerminalRestorer.reapplyAfterContinue()  // a continue after the end changes nothing
        #expect(sameAttributes(before, pty.attributes()))
    }

    @Test func aPipeHasNoEchoToSuppress() {
        let descriptors = closeOnExecPipe() ?? [-1, -1]
        #expect(descriptors[0] >= 0)
        defer { for descriptor in descriptors { close(descriptor) } }
        #expect(EchoSuppression(descriptor: descriptors[0]) == nil)
    }
}
