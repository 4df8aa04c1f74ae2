#if canImport(Glibc)
    import Glibc
#endif

/// Starting a program as a shell starts a command: found on `PATH`, with every signal at
/// its default and none blocked, whatever this process blocks or ignores for its own
/// handling (`alert spin`'s command, gum write's editor).
package enum ChildSpawn {
    /// glibc's `POSIX_SPAWN_SETSID` (2.26 and later), which Swift does not import: the child
    /// calls `setsid()`.
    private static let setSession: Int32 = 0x80

    /// Starts `command` with `actions` (its descriptors), in a session of its own when
    /// `ownSession` (no controlling terminal, one process group that a signal reaches);
    /// returns its process id, or `posix_spawn`'s error code.
    package static func start(
        _ command: [String], actions: inout posix_spawn_file_actions_t, ownSession: Bool
    ) -> Result<pid_t, SpawnError> {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        let flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | (ownSession ? setSession : 0)
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, command[0], &actions, &attributes, argv, environ)
        return result == 0 ? .success(pid) : .failure(SpawnError(code: result))
    }

    /// Why a program could not be started: `posix_spawn`'s error code.
    package struct SpawnError: Error {
        /// The `errno` value.
        package var code: Int32
    }
}
