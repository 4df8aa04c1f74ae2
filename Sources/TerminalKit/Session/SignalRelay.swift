import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Installs the session's signal handlers and turns the asynchronous ones into main-queue
/// callbacks through a self-pipe.
///
/// - SIGINT, SIGTERM, SIGHUP, SIGTSTP: ``TerminalRestorer/handleSignal(_:)`` (restore, then
///   re-raise). A signal the process inherited as ignored (`nohup`) stays ignored.
/// - Every other signal whose default action ends the process: the terminal is restored,
///   then the process ends as the signal's default action says (``TerminalRestorer``'s
///   chained path). The crash signals (``crashSignals``: SIGQUIT, SIGABRT, SIGSEGV …) are
///   taken even over a handler, such as the Swift runtime's backtracer; a real fault still
///   reaches that handler, on a sane terminal. The others (``otherEndingSignals``: SIGUSR1,
///   SIGALRM …) are taken only while their action is the default, so a program's own
///   handler keeps them.
/// - SIGPIPE: ignored while the session is active, so a closed output is an error, not death
///   in raw mode.
/// - SIGWINCH, SIGCONT: the handler writes one byte (`W`, `C`) to a non-blocking pipe; a
///   dispatch read source on the main queue reads it and calls the matching callback. A
///   SIGINT while the session's input is lent is relayed the same way (`I`).
@MainActor
final class SignalRelay {
    static let fatalSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGTSTP]

    /// Signals that report a crash (or ask for a core dump): taken even where a handler is
    /// installed; a fault the kernel raises still reaches that handler, after the restore.
    static let crashSignals: [Int32] = [
        SIGQUIT, SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV, SIGTRAP, SIGSYS,
    ]

    /// The other catchable signals whose default action ends the process. SIGKILL and
    /// SIGSTOP cannot be caught; SIGCHLD, SIGURG and SIGWINCH are ignored by default;
    /// SIGCONT is relayed; SIGTTIN and SIGTTOU stop rather than end.
    static let otherEndingSignals: [Int32] = [
        SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPWR, SIGIO,
        SIGSTKFLT,
    ]

    nonisolated(unsafe) private static var pipeWriteDescriptor: Int32 = -1
    /// A second self-pipe that only SIGCONT writes to, read by ``waitForContinue(timeout:)``
    /// (the stop hook, on the main thread, while the main queue cannot run).
    nonisolated(unsafe) private static var continuePipe: (read: Int32, write: Int32) = (-1, -1)

    private var previousHandlers: [Int32: sighandler_t?] = [:]
    private var chainedSignals: Set<Int32> = []
    private var pipeDescriptors: (read: Int32, write: Int32) = (-1, -1)
    private var pipeSource: (any DispatchSourceRead)?

    /// Whether SIGWINCH and SIGCONT are being relayed to the main queue.
    var isRelaying: Bool {
        pipeSource != nil
    }

    /// Installs the fatal-signal handlers (restore + re-raise).
    func installFatalHandlers() {
        for signalNumber in Self.fatalSignals where previousHandlers[signalNumber] == nil {
            let previous = signal(signalNumber, SIG_IGN)
            if Self.isIgnore(previous) && signalNumber != SIGTSTP {
                previousHandlers[signalNumber] = .some(previous)
                continue  // Inherited as ignored: keep ignoring.
            }
            signal(signalNumber, fatalSignalHandler)
            previousHandlers[signalNumber] = .some(previous)
        }
        for signalNumber in Self.crashSignals + Self.otherEndingSignals
        where !chainedSignals.contains(signalNumber) {
            let onlyDefault = Self.otherEndingSignals.contains(signalNumber)
            if TerminalRestorer.chain(signalNumber, onlyDefault: onlyDefault) {
                chainedSignals.insert(signalNumber)
            }
        }
        // A closed output (a pipe or socket reader gone) must come back as EPIPE from
        // `write`, not kill the process with raw mode still on.
        if previousHandlers[SIGPIPE] == nil {
            previousHandlers[SIGPIPE] = .some(signal(SIGPIPE, SIG_IGN))
        }
    }

    /// Handles SIGCONT without the main queue: puts the SIGTSTP handler back and lets
    /// ``TerminalRestorer/reapplyAfterContinue()`` set the terminal up again. For line-mode
    /// readers (an echo suppression) whose thread may be blocked in a read.
    func installContinueReapplier() {
        guard previousHandlers[SIGCONT] == nil else { return }
        previousHandlers[SIGCONT] = .some(signal(SIGCONT, continueReapplyHandler))
    }

    /// Puts the SIGTSTP handler back after a stop (the stop itself needs the default action).
    func reinstallStopHandler() {
        guard previousHandlers[SIGTSTP] != nil else { return }
        signal(SIGTSTP, fatalSignalHandler)
    }

    /// Starts relaying SIGWINCH and SIGCONT to the main queue.
    func startRelaying(
        onResize: @escaping @MainActor () -> Void, onContinue: @escaping @MainActor () -> Void,
        onInterrupt: @escaping @MainActor () -> Void = {}
    ) throws(TerminalSessionError) {
        guard pipeSource == nil else { return }
        guard let descriptors = closeOnExecPipe() else {
            throw .systemCall(name: "pipe", errno: errno)
        }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        pipeDescriptors = (descriptors[0], descriptors[1])
        Self.pipeWriteDescriptor = descriptors[1]
        if let continueDescriptors = closeOnExecPipe() {
            for descriptor in continueDescriptors {
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            }
            Self.continuePipe = (continueDescriptors[0], continueDescriptors[1])
        }
        let readDescriptor = descriptors[0]
        let source = DispatchSource.makeReadSource(fileDescriptor: readDescriptor, queue: .main)
        source.setEventHandler {
            MainActor.assumeIsolated {
                var resized = false
                var continued = false
                var interrupts = 0
                while case .bytes(let bytes) = FileDescriptorIO.readAvailable(from: readDescriptor)
                {
                    resized = resized || bytes.contains(UInt8(ascii: "W"))
                    continued = continued || bytes.contains(UInt8(ascii: "C"))
                    interrupts += bytes.count { $0 == UInt8(ascii: "I") }
                }
                if continued { onContinue() }
                if resized { onResize() }
                for _ in 0..<interrupts { onInterrupt() }
            }
        }
        source.resume()
        pipeSource = source
        for signalNumber in [SIGWINCH, SIGCONT] where previousHandlers[signalNumber] == nil {
            previousHandlers[signalNumber] = .some(signal(signalNumber, relaySignalHandler))
        }
    }

    /// A SIGINT taken while the session's input is lent: one byte (`I`) down the self-pipe,
    /// for the main queue to deliver as the Ctrl+C key. Async-signal-safe.
    nonisolated static func relayInterrupt() {
        let savedErrno = errno
        var byte = UInt8(ascii: "I")
        if pipeWriteDescriptor >= 0 {
            _ = write(pipeWriteDescriptor, &byte, 1)
        }
        errno = savedErrno
    }

    /// Empties the continue pipe (SIGCONTs already seen). Async-signal-safe.
    nonisolated static func forgetContinues() {
        var buffer = [UInt8](repeating: 0, count: 64)
        guard continuePipe.read >= 0 else { return }
        while buffer.withUnsafeMutableBytes({ read(continuePipe.read, $0.baseAddress, 64) }) > 0 {}
    }

    /// Waits until a SIGCONT arrives (since ``forgetContinues()``), or `milliseconds` pass;
    /// true when it came. Without the main queue: the caller may be its only thread.
    nonisolated static func waitForContinue(milliseconds: Int32) -> Bool {
        guard continuePipe.read >= 0 else { return false }
        var descriptor = pollfd(fd: continuePipe.read, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            forgetContinues()
            return ready > 0
        }
    }

    /// Puts every signal disposition back as it was and closes the pipe.
    func uninstall() {
        for (signalNumber, previous) in previousHandlers {
            signal(signalNumber, previous ?? SIG_DFL)
        }
        previousHandlers = [:]
        for signalNumber in chainedSignals { TerminalRestorer.unchain(signalNumber) }
        chainedSignals = []
        pipeSource?.cancel()
        pipeSource = nil
        if pipeDescriptors.read >= 0 {
            Self.pipeWriteDescriptor = -1
            close(pipeDescriptors.read)
            close(pipeDescriptors.write)
            pipeDescriptors = (-1, -1)
        }
        if Self.continuePipe.read >= 0 {
            let (read, write) = Self.continuePipe
            Self.continuePipe = (-1, -1)
            close(read)
            close(write)
        }
    }

    private static func isIgnore(_ handler: sighandler_t?) -> Bool {
        unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// The SIGWINCH / SIGCONT handler: async-signal-safe (one `write`, one `signal`).
    nonisolated fileprivate static func relay(_ signalNumber: Int32) {
        let savedErrno = errno
        if signalNumber == SIGCONT {
            // SIGTSTP re-raised itself with the default action: take it back.
            signal(SIGTSTP, fatalSignalHandler)
        }
        var byte = signalNumber == SIGWINCH ? UInt8(ascii: "W") : UInt8(ascii: "C")
        if pipeWriteDescriptor >= 0 {
            _ = write(pipeWriteDescriptor, &byte, 1)
        }
        if signalNumber == SIGCONT, continuePipe.write >= 0 {
            _ = write(continuePipe.write, &byte, 1)
        }
        errno = savedErrno
    }
}

// The C signal handlers are file-scope functions, nonisolated on purpose: the kernel runs a
// handler on whichever thread it picks, and a closure written inside the main-actor
// `SignalRelay` would carry a main-actor isolation check that traps off the main thread.

/// SIGINT, SIGTERM, SIGHUP, SIGTSTP: restore the terminal, then re-raise.
private func fatalSignalHandler(_ signalNumber: Int32) {
    TerminalRestorer.handleSignal(signalNumber)
}

/// SIGCONT for a line-mode reader: SIGTSTP's handler back, the terminal set up again.
private func continueReapplyHandler(_ signalNumber: Int32) {
    let savedErrno = errno
    signal(SIGTSTP, fatalSignalHandler)
    TerminalRestorer.reapplyAfterContinue()
    errno = savedErrno
}

/// SIGWINCH, SIGCONT: one byte down the self-pipe.
private func relaySignalHandler(_ signalNumber: Int32) {
    SignalRelay.relay(signalNumber)
}
