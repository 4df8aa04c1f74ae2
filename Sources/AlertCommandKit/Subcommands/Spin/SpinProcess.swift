import Dispatch
import FoundationEssentials
import Synchronization
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// The command `alert spin` runs, as `alert`'s own child from start to end.
///
/// Lent the terminal (gum's spin, `lendingTerminal`), it runs as gum runs it instead: in
/// `alert`'s own session and process group, with `alert`'s standard input, so that it reads
/// the keys typed (the spinner reads none meanwhile); the terminal's Ctrl+C reaches it
/// itself, and `alert` ends it then too. Otherwise:
///
/// It is found on `PATH` and started as a shell starts a command (no signal blocked or
/// ignored, whatever this process blocks for its own handling), in a session of its own
/// with no controlling terminal: its standard input is `/dev/null`, its standard output and
/// error go into one pipe, and opening `/dev/tty` fails (ENXIO) instead of stopping it in
/// the background while the spinner holds the terminal. A command that must ask on the
/// terminal (a password prompt of sudo or ssh) fails at once and says so; it belongs before
/// `alert spin`, or under an askpass helper.
///
/// The command is ended with `alert`: cancelling the awaiting task (Ctrl+C, `--timeout`)
/// sends its group SIGTERM and SIGCONT (a stopped command takes it), and SIGKILL when it
/// has not ended ``killDelay`` later; SIGTERM, SIGHUP or SIGINT sent to `alert` from
/// outside is passed on to the group before `alert` itself ends as the signal says; and
/// Ctrl+Z stops the group with `alert` and `fg` continues it (``SpinSignals``).
///
/// Its output is read as it comes and never held in memory: what is to be shown after it
/// ends (``SpinShownOutput``) goes to unnamed temporary files (``CommandOutputFile``), one
/// a part (both streams together, standard output or standard error alone), and the rest
/// is thrown away. Its two streams share one pipe, so that they stay in the order they
/// came, unless one is kept alone; then each has a pipe of its own, and the two are taken
/// together in the order they are read. The run ends when the command exits: what it wrote
/// by then is read, and a process it left in the background keeps running but is no longer
/// read from.
enum SpinProcess {
    /// Why the command could not be started.
    struct StartError: Error, CustomStringConvertible {
        var code: Int32
        var description: String { String(cString: strerror(code)) }
    }

    /// How the command ended: its exit status (128 + the signal when a signal ended it; 127
    /// when it is not found, as a shell says) and, when it is shown after that status, the
    /// part of what it wrote that is.
    struct Ended: Sendable {
        var status: Int32
        var output: CommandOutputFile?
    }

    /// How long a command that was asked to end (SIGTERM) has before it is killed.
    static let killDelay: DispatchTimeInterval = .seconds(2)

    /// Runs `command` and returns how it ended; throws `CancellationError` when the task was
    /// cancelled (the command is then ended, and this returns once it has). `shown` says
    /// which output is kept to be printed. With `passingStreamsThrough` the command writes
    /// to this process's standard output and error, and reads its standard input unless
    /// that is a terminal (gum's spin into a file or a pipe); nothing is kept then. With
    /// `lendingTerminal` it reads `alert`'s standard input whatever that is, in `alert`'s
    /// own session and process group.
    static func run(
        _ command: [String], showing shown: SpinShownOutput, passingStreamsThrough: Bool = false,
        lendingTerminal: Bool = false
    ) async throws -> Ended {
        let kept = passingStreamsThrough ? [] : shown.kept
        var files: [SpinShownOutput.Part: CommandOutputFile] = [:]
        for part in kept { files[part] = try CommandOutputFile() }
        let apart = kept.contains(.standardOutput) || kept.contains(.standardError)
        let pipes = try OutputPipes(apart: apart)
        // Made before the command starts: without it the drain could not learn of the exit.
        let wake: WakePipe
        do {
            wake = try WakePipe()
        } catch {
            pipes.closeAll()
            throw error
        }
        let pid: pid_t
        SpinSignals.prepare(lendingTerminal: lendingTerminal)
        let readsInput = lendingTerminal || passingStreamsThrough && isatty(STDIN_FILENO) == 0
        do {
            pid = try spawn(
                command, output: passingStreamsThrough ? nil : pipes.writers,
                input: readsInput ? STDIN_FILENO : nil, ownSession: !lendingTerminal)
        } catch {
            SpinSignals.forget()
            pipes.closeAll()
            wake.close()
            if let start = error as? StartError, start.code == ENOENT {
                let message = Array("\(command[0]): command not found\n".utf8)
                files[.everything]?.append(message)
                files[.standardError]?.append(message)
                return Ended(status: 127, output: files[shown.part(forStatus: 127)])
            }
            throw error
        }
        pipes.closeWriters()
        let streams =
            apart
            ? [
                KeptStream(
                    descriptor: pipes.readers[0],
                    files: [files[.standardOutput], files[.everything]].compactMap { $0 }),
                KeptStream(
                    descriptor: pipes.readers[1],
                    files: [files[.standardError], files[.everything]].compactMap { $0 }),
            ]
            : [
                KeptStream(
                    descriptor: pipes.readers[0], files: files[.everything].map { [$0] } ?? [])
            ]
        SpinSignals.follow(pid)
        let child = Child(pid: pid)
        let status = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let exited = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    let status = child.waitForExit()
                    wake.signal()
                    exited.wait()
                    wake.close()
                    continuation.resume(returning: status)
                }
                DispatchQueue.global().async {
                    drain(streams, until: wake)
                    for stream in streams { close(stream.descriptor) }
                    exited.signal()
                }
            }
        } onCancel: {
            child.end()
        }
        SpinSignals.forget()
        // Ended because the task was cancelled: the run did not end by itself.
        try Task.checkCancellation()
        return Ended(status: status, output: files[shown.part(forStatus: status)])
    }

    /// The pipes the command writes its output into: one for both streams, or with `apart`
    /// one a stream (standard output's first). Their read ends are made non-blocking.
    private struct OutputPipes {
        var readers: [Int32] = []
        var writers: [Int32] = []

        /// - Throws: ``StartError`` when a pipe cannot be made.
        init(apart: Bool) throws(StartError) {
            for _ in 0..<(apart ? 2 : 1) {
                guard let descriptors = closeOnExecPipe() else {
                    let code = errno
                    closeAll()
                    throw StartError(code: code)
                }
                _ = fcntl(descriptors[0], F_SETFL, fcntl(descriptors[0], F_GETFL) | O_NONBLOCK)
                readers.append(descriptors[0])
                writers.append(descriptors[1])
            }
        }

        /// Closes the write ends (the command holds its own copies).
        func closeWriters() {
            for descriptor in writers { close(descriptor) }
        }

        /// Closes every end.
        func closeAll() {
            for descriptor in readers + writers { close(descriptor) }
        }
    }

    /// One pipe of the command's output and the files what comes through it is added to
    /// (none: it is thrown away).
    private struct KeptStream: Sendable {
        var descriptor: Int32
        var files: [CommandOutputFile]
    }

    /// The running command: its group is signalled only while it has not been reaped (its
    /// id could be another process's afterwards).
    private final class Child: @unchecked Sendable {
        let pid: pid_t
        private let lock = Mutex(())
        private var reaped = false

        init(pid: pid_t) {
            self.pid = pid
        }

        /// Sends `signal` to the command's group (or, lent the terminal, to the command)
        /// unless it has been reaped.
        func signal(_ signal: Int32) {
            lock.withLock { _ in
                if !reaped { SpinSignals.send(signal, to: pid) }
            }
        }

        /// Asks the group to end (SIGTERM, SIGCONT), and kills it ``killDelay`` later if the
        /// command is still there.
        func end() {
            signal(SIGTERM)
            signal(SIGCONT)
            DispatchQueue.global().asyncAfter(deadline: .now() + SpinProcess.killDelay) {
                self.signal(SIGKILL)
            }
        }

        /// Waits for the command to exit (leaving it a zombie, so its id stays its own until
        /// it is marked reaped), then reaps it; the exit status as a shell reports it.
        func waitForExit() -> Int32 {
            var info = siginfo_t()
            while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 {
                guard errno == EINTR else { break }
            }
            var status: Int32 = 0
            lock.withLock { _ in
                SpinSignals.group = 0
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                reaped = true
            }
            let signal = status & 0x7F
            return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        }
    }

    /// A pipe whose read end becomes readable once ``signal()`` is called: it tells the
    /// reader of the output that the command has exited.
    private final class WakePipe: @unchecked Sendable {
        let readEnd: Int32
        private let writeEnd: Int32

        /// - Throws: ``StartError`` when no pipe can be made.
        init() throws(StartError) {
            guard let descriptors = closeOnExecPipe() else { throw StartError(code: errno) }
            (readEnd, writeEnd) = (descriptors[0], descriptors[1])
        }

        func signal() {
            var byte: UInt8 = 1
            _ = write(writeEnd, &byte, 1)
        }

        func close() {
            _ = Glibc.close(readEnd)
            _ = Glibc.close(writeEnd)
        }
    }

    /// Starts `command` with its output into `output` (one pipe for both streams, or one a
    /// stream; nil: this process's own standard output and error), its input from `input`
    /// (nil: `/dev/null`), and, with `ownSession`, in a session of its own.
    private static func spawn(
        _ command: [String], output: [Int32]?, input: Int32?, ownSession: Bool
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if input == nil {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        if let output, let first = output.first {
            posix_spawn_file_actions_adddup2(&actions, first, 1)
            posix_spawn_file_actions_adddup2(&actions, output.last ?? first, 2)
        }
        // A session of its own: no controlling terminal to stop on, and one process group
        // (its id the command's) that a signal reaches, what the command started included.
        // Lent the terminal, `alert`'s own, in the foreground, as gum's exec.Command runs it.
        switch ChildSpawn.start(command, actions: &actions, ownSession: ownSession) {
        case .success(let pid): return pid
        case .failure(let error): throw StartError(code: error.code)
        }
    }

    /// The most read from the output pipes once the command exited: the most a pipe can hold
    /// (Linux's largest pipe size by default, 1 MiB).
    static let afterExitBound = 1 << 20

    /// Reads each of `streams` (non-blocking) in blocks, into its files, until each ends
    /// or `wake` says the command exited; then takes what the pipes hold (at most
    /// ``afterExitBound`` bytes in all, so a background child still writing cannot keep the
    /// run going) and stops.
    private static func drain(_ streams: [KeptStream], until wake: WakePipe) {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var open = streams
        var exited = false
        var leftAfterExit = afterExitBound
        while !open.isEmpty {
            if !exited {
                var watched = open.map {
                    pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0)
                }
                watched.append(pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0))
                if poll(&watched, nfds_t(watched.count), -1) < 0, errno == EINTR { continue }
                exited = watched[open.count].revents != 0
            }
            var index = 0
            while index < open.count {
                let count = chunk.withUnsafeMutableBytes {
                    read(open[index].descriptor, $0.baseAddress, $0.count)
                }
                if count > 0 {
                    for file in open[index].files { file.append(Array(chunk[0..<count])) }
                    if exited {
                        leftAfterExit -= count
                        if leftAfterExit <= 0 { return }
                    } else {
                        index += 1
                    }
                } else if count < 0 && errno == EINTR {
                    continue
                } else if count < 0 && errno == EAGAIN && !exited {
                    index += 1
                } else {
                    open.remove(at: index)  // Its end, an error, or emptied after the exit.
                }
            }
        }
    }
}
