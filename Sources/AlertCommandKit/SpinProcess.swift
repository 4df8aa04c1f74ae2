import Dispatch
import Foundation
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// The command `alert spin` runs: found on `PATH`, started as a shell starts a command
/// (no signal blocked or ignored, whatever this process blocks for its own handling), its
/// standard output and error caught in one pipe, standard input `/dev/null`, in a process
/// group of its own, and its end awaited off the main actor. Cancelling the awaiting task
/// terminates the group (SIGTERM), the command and what it started.
enum SpinProcess {
    /// Why the command could not be started.
    struct StartError: Error, CustomStringConvertible {
        var code: Int32
        var description: String { String(cString: strerror(code)) }
    }

    /// Runs `command` and returns its exit status (128 + the signal when a signal ended it;
    /// 127 when it is not found, as a shell says) and what it wrote; throws
    /// `CancellationError` when the task was cancelled (the command is then terminated).
    static func run(_ command: [String]) async throws -> (status: Int32, output: String) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw StartError(code: errno) }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        let (reader, writer) = (descriptors[0], descriptors[1])
        let pid: pid_t
        do {
            pid = try spawn(command, output: writer)
        } catch {
            close(reader)
            close(writer)
            if let start = error as? StartError, start.code == ENOENT {
                return (127, "\(command[0]): command not found\n")
            }
            throw error
        }
        close(writer)
        let ended = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async {
                    let output = readAll(reader)
                    close(reader)
                    continuation.resume(returning: (waitForExit(pid), output))
                }
            }
        } onCancel: {
            kill(-pid, SIGTERM)
        }
        // Stopped because the task was cancelled: the run did not end by itself.
        try Task.checkCancellation()
        return ended
    }

    private static func spawn(_ command: [String], output: Int32) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, output, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // A process group of its own, so a stop reaches what the command started too.
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes,
            Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        let argv = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, command[0], &actions, &attributes, argv, environ)
        guard result == 0 else { throw StartError(code: result) }
        return pid
    }

    private static func readAll(_ descriptor: Int32) -> String {
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data += chunk[0..<count]
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        // What is not UTF-8 is kept, and printed back as its bytes (LosslessUTF8).
        return LosslessUTF8.decode(data)
    }

    /// The exit status as a shell reports it.
    private static func waitForExit(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return 127 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
