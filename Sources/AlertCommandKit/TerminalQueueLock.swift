import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Makes `alert` processes on one terminal take turns: each holds an exclusive `flock` on a
/// lock file named after the controlling terminal's device number while its alert is up,
/// and a second process waits for it (in cooked mode: nothing of the terminal is touched
/// before the lock is held). The kernel drops the lock when the process ends, however it
/// ends, so a crashed `alert` never blocks the next one.
///
/// Waiters are served in the order the kernel wakes them, which is the order they started
/// when two wait (the usual case); with three or more the later ones may swap.
final class TerminalQueueLock {
    private var descriptor: Int32

    /// Waits until no other `alert` on this terminal holds the lock, then holds it. Returns
    /// nil (run unlocked) when the lock file cannot be opened; a signal while waiting ends
    /// the process as usual (the terminal is still untouched).
    static func acquire(environment: [String: String]) -> TerminalQueueLock? {
        let path = lockPath(environment: environment)
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                return nil
            }
        }
        return TerminalQueueLock(descriptor: descriptor)
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Lets the next `alert` on this terminal go. Idempotent.
    func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit {
        release()
    }

    /// `$XDG_RUNTIME_DIR` (else `/tmp`) `/alert-UID-tty-DEVICE.lock`.
    static func lockPath(environment: [String: String]) -> String {
        let directory = environment["XDG_RUNTIME_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return "\(directory)/alert-\(getuid())-tty-\(controllingTerminalDevice()).lock"
    }

    /// The controlling terminal's device number (`tty_nr` of `/proc/self/stat`), else the
    /// device of the first standard descriptor that is a terminal, else 0.
    static func controllingTerminalDevice() -> UInt64 {
        // Read to the end: a /proc file reports a size of 0.
        if let data = FileHandle(forReadingAtPath: "/proc/self/stat")?.readDataToEndOfFile(),
            case let stat = String(decoding: data, as: UTF8.self),
            let afterName = stat.range(of: ")", options: .backwards)
        {
            // After "pid (comm)": state ppid pgrp session tty_nr …
            let fields = stat[afterName.upperBound...].split(separator: " ")
            if fields.count > 4, let device = UInt64(fields[4]), device != 0 { return device }
        }
        for descriptor: Int32 in [0, 1, 2] where isatty(descriptor) == 1 {
            var status = stat()
            if fstat(descriptor, &status) == 0 { return UInt64(status.st_rdev) }
        }
        return 0
    }
}
