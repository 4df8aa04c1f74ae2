#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one routine that puts the terminal back as it was, shared by ``TerminalSession/leave()``,
/// the fatal-signal handlers, Ctrl+Z and `atexit`.
///
/// It must be callable from a signal handler, so its state lives in one manually allocated
/// record of plain values (no Swift objects, no allocation, no locks) and it only calls
/// `write` and `tcsetattr`, which are async-signal-safe. One session owns it at a time.
package enum TerminalRestorer {
    /// The plain-value state read by the signal path.
    struct Record {
        var isArmed = false
        var inputDescriptor: Int32 = -1
        var outputDescriptor: Int32 = -1
        var savedAttributes = termios()
        var leaveBytes: UnsafeMutablePointer<UInt8>?
        var leaveByteCount = 0
        /// What a continue after a stop sets again (an echo suppression's silent line mode),
        /// when ``reappliesOnContinue`` is set.
        var continueAttributes = termios()
        var reappliesOnContinue = false
        /// Whether SIGINT is relayed as the Ctrl+C key instead of ending the process (the
        /// session's input lent to another program, the terminal's signal keys on).
        var relaysInterrupt = false
    }

    /// A C function that re-raises a signal. Replaceable so that tests can follow the signal
    /// path without killing the test process.
    package typealias SignalAction = @convention(c) (Int32) -> Void

    nonisolated(unsafe) static let record: UnsafeMutablePointer<Record> = {
        let pointer = UnsafeMutablePointer<Record>.allocate(capacity: 1)
        pointer.initialize(to: Record())
        return pointer
    }()

    /// What the fatal-signal path calls after restoring: by default, reset the signal to its
    /// default action and raise it again, so the process dies with the right status (or, for
    /// SIGTSTP, stops). Tests replace it; set it before a session is entered.
    nonisolated(unsafe) package static var reraiseHook: SignalAction = { signalNumber in
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
    }

    /// What `TerminalSession.suspend()` calls to stop the process once the terminal is
    /// restored: by default SIGTSTP, at its default action here, to the whole process group,
    /// the stop a shell's job control expects. The group is the job: when the program runs
    /// inside a script, the script's shell stops with it, so the interactive shell gets the
    /// terminal back and `fg` resumes them all (stopping this process alone would leave the
    /// script's shell waiting and the terminal hung). Where nobody could continue the job
    /// (an orphaned group) the kernel discards the stop, rather than hanging for good as a
    /// SIGSTOP would.
    ///
    /// One `kill` for the whole job, this process included, and then a wait for the SIGCONT
    /// that ends the stop before the session sets the terminal up again. The wait matters
    /// because the signal may be taken by any thread of this process, a moment after
    /// `kill` returns (an `async` program has no main thread that takes signals): without
    /// it the session could set the terminal up, and the stop then come, leaving a cooked
    /// terminal to an alert that draws as if raw. A `fg` that comes before the stop
    /// discards the pending stop and ends the wait too, and where the kernel discards the
    /// stop (an orphaned job) the wait ends after two seconds. Tests replace it.
    nonisolated(unsafe) package static var stopHook: @convention(c) () -> Void = {
        SignalRelay.forgetContinues()
        signal(SIGTSTP, SIG_DFL)
        kill(0, SIGTSTP)
        _ = SignalRelay.waitForContinue(milliseconds: 2_000)
    }

    nonisolated(unsafe) private static var isExitHandlerRegistered = false

    /// The most bytes the leave sequences may take (they take well under 100).
    static let leaveCapacity = 512

    /// The leave sequences' bytes: one buffer for the life of the process, never freed, so
    /// a signal handled on another thread while the main thread disarms never reads freed
    /// memory.
    nonisolated(unsafe) static let leaveBuffer: UnsafeMutablePointer<UInt8> = {
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: leaveCapacity)
        pointer.initialize(repeating: 0, count: leaveCapacity)
        return pointer
    }()

    /// Whether a session currently owns the terminal.
    package static var isArmed: Bool {
        record.pointee.isArmed
    }

    /// Records what to restore (called by the session on the main actor, before it changes the
    /// terminal). Registers the `atexit` hook the first time.
    static func arm(input: Int32, output: Int32, saved: termios, leaveBytes: [UInt8]) {
        disarm()
        let count = min(leaveBytes.count, leaveCapacity)
        leaveBuffer.update(from: leaveBytes, count: count)
        record.pointee.inputDescriptor = input
        record.pointee.outputDescriptor = output
        record.pointee.savedAttributes = saved
        record.pointee.leaveBytes = leaveBuffer
        record.pointee.leaveByteCount = count
        record.pointee.isArmed = true
        // Initialise the lazily created hook now, never for the first time in a handler.
        _ = reraiseHook
        if !isExitHandlerRegistered {
            isExitHandlerRegistered = true
            atexit { TerminalRestorer.restore() }
        }
    }

    /// From now until ``stopReapplying()``, a continue after a stop sets `attributes` again
    /// and re-arms the restorer (see ``reapplyAfterContinue()``).
    static func reapplyOnContinue(_ attributes: termios) {
        record.pointee.continueAttributes = attributes
        record.pointee.reappliesOnContinue = true
    }

    /// Ends ``reapplyOnContinue(_:)``.
    static func stopReapplying() {
        record.pointee.reappliesOnContinue = false
    }

    /// The SIGCONT path of a suppression: after a stop restored the terminal, set its
    /// attributes again and re-arm, so what is typed next stays hidden and a later signal
    /// restores again. Async-signal-safe.
    static func reapplyAfterContinue() {
        let state = record
        guard state.pointee.reappliesOnContinue, !state.pointee.isArmed else { return }
        var attributes = state.pointee.continueAttributes
        while tcsetattr(state.pointee.inputDescriptor, TCSANOW, &attributes) != 0 && errno == EINTR
        {}
        state.pointee.isArmed = true
    }

    /// Forgets the record without touching the terminal (main actor only). The leave
    /// buffer stays allocated: a handler running on another thread may still read it.
    static func disarm() {
        record.pointee.isArmed = false
        record.pointee.leaveByteCount = 0
        record.pointee.relaysInterrupt = false
    }

    /// From now until `relaying` is false again or the restorer is disarmed, SIGINT is
    /// relayed to the session as the Ctrl+C key (``handleSignal(_:)``) instead of restoring
    /// the terminal and ending the process.
    static func relayInterrupts(_ relaying: Bool) {
        record.pointee.relaysInterrupt = relaying
    }

    /// Writes the leave sequences and sets the saved attributes back, exactly. Does nothing
    /// when no session is armed, so it is idempotent. Async-signal-safe.
    package static func restore() {
        let state = record
        guard state.pointee.isArmed else { return }
        // Disarmed only at the end: a signal that lands in the middle of a restore (from
        // `leave()`) restores again in its handler instead of cutting this one short.
        defer { state.pointee.isArmed = false }
        let savedErrno = errno
        if let bytes = state.pointee.leaveBytes {
            var offset = 0
            let count = state.pointee.leaveByteCount
            while offset < count {
                let written = write(state.pointee.outputDescriptor, bytes + offset, count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    break
                }
            }
        }
        var saved = state.pointee.savedAttributes
        while tcsetattr(state.pointee.inputDescriptor, TCSANOW, &saved) != 0 && errno == EINTR {}
        errno = savedErrno
    }

    /// The actions that were in place before ``chain(_:onlyDefault:)``, by signal number:
    /// plain memory the signal path reads without allocating.
    nonisolated(unsafe) static let previousActions: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
        pointer.initialize(repeating: sigaction(), count: Int(NSIG))
        return pointer
    }()

    /// Puts the chained handler on `signalNumber`, keeping the action that was there to pass
    /// the signal on to. Leaves an ignored signal alone, and with `onlyDefault` any signal
    /// that has a handler. Returns whether it chained.
    static func chain(_ signalNumber: Int32, onlyDefault: Bool) -> Bool {
        var previous = sigaction()
        guard sigaction(signalNumber, nil, &previous) == 0 else { return false }
        // The union holds either kind of handler; neither is ever SIG_DFL's or SIG_IGN's value.
        let handler = unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self)
        let isDefault = handler == unsafeBitCast(SIG_DFL, to: Int.self)
        let isIgnored = handler == unsafeBitCast(SIG_IGN, to: Int.self)
        if isIgnored || (onlyDefault && !isDefault) { return false }
        previousActions[Int(signalNumber)] = previous
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = chainedSignalHandler
        action.sa_flags = SA_SIGINFO | SA_RESTART | SA_ONSTACK
        sigemptyset(&action.sa_mask)
        return sigaction(signalNumber, &action, nil) == 0
    }

    /// Puts back the action ``chain(_:onlyDefault:)`` kept.
    static func unchain(_ signalNumber: Int32) {
        _ = sigaction(signalNumber, previousActions + Int(signalNumber), nil)
    }

    /// The chained path: restore the terminal, then end as the signal asks. A fault the
    /// kernel raised for an instruction (``isFault(_:code:)``) puts the earlier action back
    /// and returns, so the instruction runs again and raises it with its real details for
    /// the crash reporter that was there (the Swift runtime's backtracer). Any other
    /// signal — sent by a process (`kill`, `abort`), a timer, the terminal or a resource
    /// limit — takes its default action, which ends the process. Async-signal-safe.
    static func passOn(_ signalNumber: Int32, code: Int32) {
        restore()
        if isFault(signalNumber, code: code) {
            _ = sigaction(signalNumber, previousActions + Int(signalNumber), nil)
        } else {
            signal(signalNumber, SIG_DFL)
            raise(signalNumber)
        }
    }

    /// Whether a signal is a fault of the instruction that was running: one of the signals
    /// an instruction raises, with a positive `si_code` (the kernel's own, not `SI_USER`,
    /// `SI_TKILL` or `SI_QUEUE`). Returning from its handler runs the instruction again.
    static func isFault(_ signalNumber: Int32, code: Int32) -> Bool {
        // A switch, not a collection: nothing may allocate in a signal handler.
        guard code > 0 else { return false }
        switch signalNumber {
        case SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGSYS: return true
        default: return false
        }
    }

    /// The fatal-signal path (SIGINT, SIGTERM, SIGHUP, and SIGTSTP from outside): restore the
    /// terminal, then ``reraiseHook``; but a SIGINT while the session's input is lent is
    /// relayed to it as the Ctrl+C key, as raw mode would have read it. Installed as the C
    /// signal handler; tests call it directly.
    package static func handleSignal(_ signalNumber: Int32) {
        if signalNumber == SIGINT, record.pointee.isArmed, record.pointee.relaysInterrupt {
            SignalRelay.relayInterrupt()
            return
        }
        restore()
        reraiseHook(signalNumber)
    }
}

/// The handler of the chained signals (file scope and nonisolated: the kernel runs it on any
/// thread).
private func chainedSignalHandler(
    _ signalNumber: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _: UnsafeMutableRawPointer?
) {
    TerminalRestorer.passOn(signalNumber, code: info?.pointee.si_code ?? 0)
}
