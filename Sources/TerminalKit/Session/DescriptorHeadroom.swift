#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the process can still open the descriptors a terminal session needs: its
/// self-pipes, and what Dispatch opens for its sources and queues (an epoll descriptor and
/// event descriptors), which Dispatch cannot do without — it stops the process when the
/// table is full. A session asks before it changes the terminal, so a tight `ulimit -n`
/// is an error the caller can report, never a crash in raw mode.
package enum DescriptorHeadroom {
    /// How many free descriptors a session asks for: its two self-pipes (4), Dispatch's
    /// epoll and event descriptors for the main queue, its manager and a timer (about 4),
    /// and room for a lock file, `/dev/tty` and a child's pipe.
    package static let sessionNeeds = 16

    /// Whether `count` more descriptors can be opened: opens `/dev/null` up to `count`
    /// times and closes them again. When the soft limit is what stops it and the hard limit
    /// is higher, the soft one is raised (to the hard one, at most 4,096) and the check
    /// made again, as a program that needs the room would do. O(`count`).
    package static func isAvailable(_ count: Int = sessionNeeds) -> Bool {
        if canOpen(count) { return true }
        var limit = rlimit()
        guard getrlimit(resourceLimit, &limit) == 0, limit.rlim_cur < limit.rlim_max else {
            return false
        }
        limit.rlim_cur = min(limit.rlim_max, max(limit.rlim_cur, 4096))
        return setrlimit(resourceLimit, &limit) == 0 && canOpen(count)
    }

    /// The soft limit on open descriptors as `ulimit -n` says it (`unlimited` for none).
    package static var softLimitDescription: String {
        var limit = rlimit()
        guard getrlimit(resourceLimit, &limit) == 0, limit.rlim_cur != rlim_t.max else {
            return "unlimited"
        }
        return String(limit.rlim_cur)
    }

    private static func canOpen(_ count: Int) -> Bool {
        var opened: [Int32] = []
        defer { for descriptor in opened { close(descriptor) } }
        while opened.count < count {
            let descriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return errno != EMFILE && errno != ENFILE }
            opened.append(descriptor)
        }
        return true
    }

    #if canImport(Glibc)
        private static let resourceLimit = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
        private static let resourceLimit = RLIMIT_NOFILE
    #endif
}
