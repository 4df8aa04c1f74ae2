import AlertTestSupport
import Testing

@testable import AlertCommandKit

#if canImport(Glibc)
    import Glibc
#endif

/// A waiter's notice is written only where no other alert draws.
struct TerminalTurnTests {
    @Test func aNoticeIsWrittenOnACookedTerminalOrWhenTheHolderIsStopped() throws {
        let pty = try PseudoTerminal()
        let waiting = TerminalQueueLock.waitingNotice(holder: 42, state: "S")
        let stopped = TerminalQueueLock.waitingNotice(holder: 42, state: "T")
        #expect(TerminalTurn.mayTell(waiting, on: pty.slave), "nothing draws on a cooked one")
        var raw = pty.attributes()
        cfmakeraw(&raw)
        #expect(tcsetattr(pty.slave, TCSANOW, &raw) == 0)
        #expect(!TerminalTurn.mayTell(waiting, on: pty.slave), "an alert draws on a raw one")
        #expect(TerminalTurn.mayTell(stopped, on: pty.slave), "a stopped one draws nothing")
    }
}
