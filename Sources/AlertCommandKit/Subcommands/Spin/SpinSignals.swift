import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// What happens to the command `alert spin` runs (in a session of its own, so no signal of
/// the terminal reaches it) when `alert` gets a signal: SIGTERM, SIGHUP and SIGINT are
/// passed on to its process group (with SIGCONT, should it be stopped) before `alert` ends
/// as the signal says (through the handler that was there, such as the terminal session's,
/// which restores the terminal first); a signal `alert` inherited as ignored stays ignored.
/// Ctrl+Z stops the group (SIGSTOP: a group without a terminal ignores SIGTSTP) together
/// with `alert`, and continues it when `alert` is continued.
///
/// The handlers are installed before the command starts (a signal in between is held
/// until its group is known), and the terminal session's re-raise and stop hooks are
/// wrapped too, for when the session installs its handlers over these.
///
/// A command lent the terminal (gum's spin) runs in `alert`'s own process group instead:
/// the terminal's signal keys reach it themselves, so only SIGTERM and SIGHUP are passed
/// on, to it alone, and a Ctrl+C or Ctrl+Z is not sent a second time.
///
/// One command at a time (`alert` runs one). The state is plain values that the handlers,
/// which may run on any thread, read without locks.
enum SpinSignals {
    /// The signals passed on: SIGTERM, SIGHUP, and SIGINT unless the terminal is lent.
    nonisolated(unsafe) static var passedOn: [Int32] = [SIGTERM, SIGHUP, SIGINT]

    /// The command's process group (or, lent the terminal, the command), 0 when none
    /// (written before it is reaped).
    nonisolated(unsafe) static var group: pid_t = 0
    /// Whether the command has the terminal, in `alert`'s process group: the signals go to
    /// it alone, and only those the terminal does not send it.
    nonisolated(unsafe) private(set) static var isLent = false
    /// Each passed-on signal's handler before ``follow(_:)``, indexed by signal number.
    nonisolated(unsafe) static let previous: UnsafeMutablePointer<sighandler_t?> = {
        let pointer = UnsafeMutablePointer<sighandler_t?>.allocate(capacity: 65)
        pointer.initialize(repeating: nil, count: 65)
        return pointer
    }()
    /// The terminal session's stop hook before ``follow(_:)``.
    nonisolated(unsafe) static var previousStopHook: (@convention(c) () -> Void)?
    /// The terminal session's re-raise hook before ``follow(_:)``.
    nonisolated(unsafe) static var previousReraiseHook: (@convention(c) (Int32) -> Void)?
    /// Whether the handlers are installed.
    nonisolated(unsafe) private static var isFollowing = false
    /// Between ``prepare()`` and ``follow(_:)`` (the command being started): a signal that
    /// comes then waits in ``pending`` for the group to be known.
    nonisolated(unsafe) private static var isStarting = false
    /// A signal that came while the command was being started, 0 for none.
    nonisolated(unsafe) private static var pending: Int32 = 0

    /// Installs the handlers before the command starts: a signal that comes before
    /// ``follow(_:)`` is held until then (else it would end `alert` and leave the command
    /// running).
    static func prepare(lendingTerminal: Bool = false) {
        isLent = lendingTerminal
        passedOn = lendingTerminal ? [SIGTERM, SIGHUP] : [SIGTERM, SIGHUP, SIGINT]
        pending = 0
        isStarting = true
        install()
    }

    /// Passes signals on to `pid`'s group from now until ``forget()``, and one held since
    /// ``prepare()`` now.
    static func follow(_ pid: pid_t) {
        group = pid
        install()
        isStarting = false
        let held = pending
        pending = 0
        if held != 0 { passOn(held) }
    }

    /// Installs the handlers, once.
    private static func install() {
        guard !isFollowing else { return }
        isFollowing = true
        for signalNumber in passedOn {
            let old = signal(signalNumber, spinPassOnHandler)
            if isIgnore(old) {
                signal(signalNumber, SIG_IGN)
            }
            previous[Int(signalNumber)] = old
        }
        previousStopHook = TerminalRestorer.stopHook
        TerminalRestorer.stopHook = spinStopHook
        // The terminal session may install its own handlers after these (when the spinner
        // is drawn after the command started); they restore the terminal and then re-raise
        // through this hook, so the command is ended on that path too.
        previousReraiseHook = TerminalRestorer.reraiseHook
        TerminalRestorer.reraiseHook = spinReraiseHook
    }

    /// Stops passing signals on: every handler is put back as it was (and a signal held
    /// while a command that never started was being started is raised again).
    static func forget() {
        group = 0
        isStarting = false
        defer {
            let held = pending
            pending = 0
            if held != 0 { raise(held) }
        }
        guard isFollowing else { return }
        isFollowing = false
        for signalNumber in passedOn {
            let current = signal(signalNumber, previous[Int(signalNumber)])
            if !isPassOn(current) { signal(signalNumber, current) }  // Replaced meanwhile.
        }
        if let previousStopHook { TerminalRestorer.stopHook = previousStopHook }
        previousStopHook = nil
        if let previousReraiseHook { TerminalRestorer.reraiseHook = previousReraiseHook }
        previousReraiseHook = nil
    }

    /// Whether `handler` is `SIG_IGN`.
    static func isIgnore(_ handler: sighandler_t?) -> Bool {
        unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Whether `handler` is this type's own.
    private static func isPassOn(_ handler: sighandler_t?) -> Bool {
        let own: sighandler_t? = spinPassOnHandler
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(own, to: Int.self)
    }

    /// The handler's work: pass the signal on, then end as the previous handler says.
    /// Async-signal-safe (`kill`, `signal`, `raise`, and the previous handler).
    nonisolated static func passOn(_ signalNumber: Int32) {
        let target = group
        if target == 0, isStarting {
            pending = signalNumber
            return
        }
        if target > 0 {
            send(signalNumber, to: target)
            send(SIGCONT, to: target)
        }
        let old = previous[Int(signalNumber)]
        let value = unsafeBitCast(old, to: Int.self)
        if let old, value != unsafeBitCast(SIG_IGN, to: Int.self),
            value != unsafeBitCast(SIG_DFL, to: Int.self)
        {
            old(signalNumber)
        } else {
            signal(signalNumber, SIG_DFL)
            raise(signalNumber)
        }
    }

    /// The re-raise hook's work (the terminal restored): end the group as `alert` is
    /// ended, then re-raise as before.
    nonisolated static func reraise(_ signalNumber: Int32) {
        let target = group
        // The terminal's own keys (Ctrl+C, Ctrl+Z) reached a command lent it already.
        if target > 0, !isLent || (signalNumber != SIGINT && signalNumber != SIGTSTP) {
            send(signalNumber, to: target)
            send(SIGCONT, to: target)
        }
        if let previousReraiseHook {
            previousReraiseHook(signalNumber)
        } else {
            signal(signalNumber, SIG_DFL)
            raise(signalNumber)
        }
    }

    /// The stop hook's work: stop the group, stop `alert` as before, continue the group.
    nonisolated static func stop() {
        let target = group
        if target > 0 { send(SIGSTOP, to: target) }
        previousStopHook?()
        if target > 0, group == target { send(SIGCONT, to: target) }
    }

    /// Sends `signalNumber` to the command's group `target`, or to the command alone when it
    /// was lent the terminal. Async-signal-safe.
    nonisolated static func send(_ signalNumber: Int32, to target: pid_t) {
        kill(isLent ? target : -target, signalNumber)
    }
}

/// The handler of the passed-on signals (file scope and nonisolated: the kernel runs it on
/// any thread).
private func spinPassOnHandler(_ signalNumber: Int32) {
    SpinSignals.passOn(signalNumber)
}

/// The re-raise hook while a command runs.
private func spinReraiseHook(_ signalNumber: Int32) {
    SpinSignals.reraise(signalNumber)
}

/// The stop hook while a command runs.
private func spinStopHook() {
    SpinSignals.stop()
}
