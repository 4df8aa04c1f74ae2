import FoundationEssentials
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// What `/proc/PID/stat` says about a process.
enum ProcessStatus {
    /// The fields after `pid (comm)`: state, ppid, pgrp, session, tty_nr, …; nil when the
    /// process does not exist (or `/proc` is not there).
    static func fields(of pid: pid_t) -> [Substring]? {
        // Read to the end: a /proc file reports a size of 0.
        guard pid > 0,
            let bytes = FileDescriptorIO.readFile(atPath: "/proc/\(pid)/stat", limit: 1 << 16),
            case let stat = String(decoding: bytes, as: UTF8.self),
            let closing = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: closing)...].split(separator: " ")
    }

    /// The process's state letter (`R`, `S`, `T` stopped, `Z` …); nil when it does not exist.
    static func state(of pid: pid_t) -> Character? {
        fields(of: pid)?.first?.first
    }
}
