#if canImport(Glibc)
    import Glibc
#endif

/// A child process started with `posix_spawn` as a shell would start it: no signal blocked,
/// the termination and job-control signals at their defaults, and chosen descriptors as its
/// standard input, output and error.
public final class SpawnedProcess {
    /// The child's process id.
    public let pid: pid_t
    /// The shell-style exit status, once the child has been waited for.
    public private(set) var exitStatus: Int32?

    private init(pid: pid_t) {
        self.pid = pid
    }

    /// Why a spawn or a wait failed.
    public enum Failure: Error, CustomStringConvertible {
        /// A system call failed with this errno.
        case system(String, Int32)
        /// The child did not exit within the safety limit and was killed.
        case hung

        /// What went wrong, for the test log.
        public var description: String {
            switch self {
            case .system(let call, let code): "\(call) failed with errno \(code)"
            case .hung: "the child did not exit within the safety limit"
            }
        }
    }

    /// Starts `path` with `arguments`. `descriptors` are the parent's descriptors for the
    /// child's 0, 1 and 2; `closing` are closed in the child. With `controllingTerminal`
    /// (a slave's path) the child starts a new session with that terminal as its
    /// controlling terminal, as a login shell in a terminal emulator has; with
    /// `newSession` alone it gets a session with no controlling terminal at all.
    public static func spawn(
        _ path: String, arguments: [String], environment: [String: String],
        descriptors: (input: Int32, output: Int32, error: Int32), closing: [Int32] = [],
        controllingTerminal: String? = nil, newSession: Bool = false
    ) throws -> SpawnedProcess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let controllingTerminal {
            // Opened after setsid without O_NOCTTY, it becomes the controlling terminal;
            // the dup2s below then replace the descriptor, the terminal stays the session's.
            posix_spawn_file_actions_addopen(&actions, 2, controllingTerminal, O_RDWR, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, descriptors.input, 0)
        posix_spawn_file_actions_adddup2(&actions, descriptors.output, 1)
        posix_spawn_file_actions_adddup2(&actions, descriptors.error, 2)
        for descriptor in closing where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGTSTP, SIGCONT, SIGTTIN, SIGTTOU, SIGPIPE] {
            sigaddset(&defaultSignals, signal)
        }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        // POSIX_SPAWN_SETSID (glibc): setsid() in the child before the file actions.
        let setSession: Int32 = controllingTerminal != nil || newSession ? 0x80 : 0
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | setSession))
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw Failure.system("posix_spawn", result) }
        return SpawnedProcess(pid: pid)
    }

    /// The exit status as a shell reports it (128 + the signal when killed by one), or nil
    /// while the child runs.
    public func exitStatusIfExited() -> Int32? {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        exitStatus = Self.shellStatus(status)
        return exitStatus
    }

    /// Waits for the child, draining `terminal` meanwhile (so it never blocks on a full
    /// pseudo-terminal), and returns its shell-style exit status. A safety limit (30 s)
    /// kills a hung child so a suite never hangs; it is not a timing assertion.
    public func waitForExit(draining terminal: PseudoTerminal? = nil) throws -> Int32 {
        for _ in 0..<600 {
            if let status = exitStatusIfExited() {
                terminal?.collectTranscript()
                return status
            }
            if let terminal {
                terminal.collectTranscript(patience: 50)
            } else {
                usleep(50_000)
            }
        }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        exitStatus = Self.shellStatus(status)
        throw Failure.hung
    }

    /// A `waitpid` status as a shell reports it.
    public static func shellStatus(_ status: Int32) -> Int32 {
        (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}
