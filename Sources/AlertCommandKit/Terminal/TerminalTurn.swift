import AlertTerminal
import Dispatch
import FoundationEssentials
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// A turn on the terminal that a long-lived alert (`alert progress`) can give up for a
/// while: when another `alert` waits for the terminal, such as a question the script that
/// feeds the gauge asks, the gauge steps aside, lets it ask, and comes back.
@MainActor
package protocol CommandTurn: AnyObject {
    /// Whether another `alert` waits for this terminal.
    var othersWait: Bool { get }
    /// Lets the alerts that wait have the terminal, and returns once it is this process's
    /// turn again (after them, in the order they all queued).
    func yield() async
    /// Calls `handler` whenever ``othersWait`` may have changed, until the returned
    /// function is called; nil when there is no such event (then look now and then).
    func watchOthers(_ handler: @escaping @MainActor () -> Void) -> (@MainActor () -> Void)?
}

extension CommandTurn {
    /// No event: the caller looks at ``othersWait`` now and then.
    package func watchOthers(_ handler: @escaping @MainActor () -> Void)
        -> (@MainActor () -> Void)?
    { nil }
}

/// This process's turn on its controlling terminal, held through a ``TerminalQueueLock``.
@MainActor
final class TerminalTurn: CommandTurn {
    private var lock: TerminalQueueLock?
    private let terminal: Int32
    private let environment: [String: String]
    private let stepsAside: Bool

    /// Waits for this process's turn on `terminal` and holds it; nil when no lock could be
    /// taken (the alert then goes on without taking turns). A turn that `stepsAside` (an
    /// `alert progress`) is marked so, and steps aside only for waiters that do not.
    /// With `warnsOnTerminal` (whiptail's and dialog's modes, whose standard error carries
    /// the answer), why no turn could be taken is said on the terminal, not there.
    init?(
        terminal: Int32, environment: [String: String], stepsAside: Bool = false,
        warnsOnTerminal: Bool = false
    ) {
        guard
            let lock = Self.take(
                on: terminal, environment: environment, tellsWait: true, stepsAside: stepsAside,
                warn: warnsOnTerminal
                    ? { try? TextOutput.write("alert: \($0)\r\n", to: terminal) }
                    : { CommandDiagnostics.warn($0) })
        else {
            return nil
        }
        self.stepsAside = stepsAside
        self.lock = lock
        self.terminal = terminal
        self.environment = environment
    }

    var othersWait: Bool { lock?.othersWait(besidesThoseSteppingAside: true) ?? false }

    /// Hears of every ticket another process takes, through the lock's watch.
    func watchOthers(_ handler: @escaping @MainActor () -> Void) -> (@MainActor () -> Void)? {
        guard
            let source = lock?.watchTickets(
                on: .main, { MainActor.assumeIsolated { handler() } })
        else { return nil }
        return { source.cancel() }
    }

    /// Lets the turn go and queues again, off the main actor (the wait blocks). While it
    /// waits it says nothing on the terminal: the alert of another process is drawn there.
    func yield() async {
        lock?.release()
        lock = nil
        let terminal = terminal
        let environment = environment
        let stepsAside = stepsAside
        lock = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    returning: Self.take(
                        on: terminal, environment: environment, tellsWait: false,
                        stepsAside: stepsAside))
            }
        }
    }

    /// Lets the next `alert` on this terminal go. Idempotent.
    func release() {
        lock?.release()
        lock = nil
    }

    /// Waits for this process's turn on `terminal` and returns the lock that holds it (nil:
    /// no lock could be taken). A background job waits, stopped by the terminal, before it
    /// queues; one sent to the background while it queued lets the turn go and waits again:
    /// a turn is only ever held by a process that can draw. With `tellsWait`, a waiter's
    /// notice is written over one line of the terminal when ``mayTell(_:on:)`` allows it,
    /// and only a notice written is taken away.
    nonisolated static func take(
        on terminal: Int32, environment: [String: String], tellsWait: Bool,
        stepsAside: Bool = false, warn: (String) -> Void = { CommandDiagnostics.warn($0) }
    ) -> TerminalQueueLock? {
        while true {
            let waited = TerminalForeground.waitUntilForeground(terminal)
            var isShown = false
            let lock = TerminalQueueLock.acquire(
                environment: environment, stepsAside: stepsAside, warn: warn
            ) { notice in
                guard tellsWait, notice == nil ? isShown : mayTell(notice ?? "", on: terminal)
                else { return }
                // Back to the start of the line and clear it (our own bytes), then the
                // notice (sanitised: it holds a process id read from a file).
                try? TextOutput.write("\r\u{1B}[K", to: terminal, sanitizing: false)
                if let notice { try? TextOutput.write(notice, to: terminal) }
                isShown = notice != nil
            }
            // Sent to the background while queued: go again, unless the terminal cannot make
            // this process wait (SIGTTOU ignored), which would only spin.
            guard let lock, waited, !TerminalForeground.isForeground(terminal) else {
                return lock
            }
            lock.release()
        }
    }
}

extension TerminalTurn {
    /// Whether a waiter may write `notice` on `terminal`: not while another alert draws
    /// there (the terminal raw, without line editing), where it would land on that alert's
    /// box, move the cursor the alert draws from, and send what is typed next outside the
    /// box; the alert on screen says enough. A holder that is stopped draws nothing, and
    /// its notice is the only word of why nothing happens: that one is written.
    nonisolated static func mayTell(_ notice: String, on terminal: Int32) -> Bool {
        if notice.contains(TerminalQueueLock.stoppedHolder) { return true }
        var attributes = termios()
        guard tcgetattr(terminal, &attributes) == 0 else { return false }
        return attributes.c_lflag & tcflag_t(ICANON) != 0
    }
}

/// A turn on the terminal of a full-screen presenter, which holds the terminal (raw, the
/// alternate screen) from start to end: while the turn is given up, so is the terminal.
@MainActor
final class FullScreenTurn: CommandTurn {
    private let turn: any CommandTurn
    private let presenter: TerminalScreenAlertsPresenter

    init(turn: any CommandTurn, presenter: TerminalScreenAlertsPresenter) {
        self.turn = turn
        self.presenter = presenter
    }

    var othersWait: Bool { turn.othersWait }

    func watchOthers(_ handler: @escaping @MainActor () -> Void) -> (@MainActor () -> Void)? {
        turn.watchOthers(handler)
    }

    /// Gives the terminal back, lets the turn go until it comes back, and takes the
    /// terminal again (a failure ends the alerts; `alert` reports it).
    func yield() async {
        presenter.stepAside()
        await turn.yield()
        presenter.comeBack()
    }
}
