import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Makes `alert` processes on one terminal take turns, first come first served, with
/// `flock` on files named after the controlling terminal's device number. Everything
/// happens before the terminal is touched, so a waiting `alert` leaves it cooked; the
/// kernel drops a process's locks when it ends, however it ends, so a crashed `alert`
/// never blocks the others.
///
/// - Each process takes the next ticket (a counter file, under its own short lock) and
///   locks a slot file for it; then it waits for the slot of the ticket before its own:
///   that process has finished (or died) when its slot lock can be taken. This chain is
///   what keeps the order.
/// - Then it takes the terminal lock itself, held while its alert is up: even when a
///   waiter dies and lets its successor through early, two alerts never share the screen.
final class TerminalQueueLock {
    private var descriptors: [Int32]

    /// Waits for this process's turn on the terminal, then holds it. Returns nil (run
    /// unlocked) when the lock files cannot be opened; a signal while waiting ends the
    /// process as usual.
    static func acquire(environment: [String: String]) -> TerminalQueueLock? {
        let path = lockPath(environment: environment)
        guard let tickets = openLockFile(path + ".tickets") else { return nil }
        defer { close(tickets) }
        lockWaiting(tickets)
        let ticket = readTicket(tickets)
        writeTicket(ticket &+ 1, to: tickets)
        let slot = openLockFile(slotPath(path, ticket))
        if let slot { lockWaiting(slot) }
        flock(tickets, LOCK_UN)
        if ticket > 0 {
            let previousPath = slotPath(path, ticket - 1)
            let previous = open(previousPath, O_RDWR | O_CLOEXEC)
            if previous >= 0 {
                lockWaiting(previous)
                unlink(previousPath)  // Only this process ever waits for it.
                close(previous)
            }
        }
        guard let turn = openLockFile(path) else {
            if let slot { close(slot) }
            return nil
        }
        lockWaiting(turn)
        return TerminalQueueLock(descriptors: [turn] + (slot.map { [$0] } ?? []))
    }

    private init(descriptors: [Int32]) {
        self.descriptors = descriptors
    }

    /// Lets the next `alert` on this terminal go. Idempotent.
    func release() {
        for descriptor in descriptors {
            // Unlock before closing: a child being spawned at this moment may still share
            // the descriptor (until its exec closes it), and a close alone would leave the
            // lock held for as long as that copy lives.
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
        descriptors = []
    }

    deinit {
        release()
    }

    /// `$XDG_RUNTIME_DIR` (else `/tmp`) `/alert-UID-tty-DEVICE.lock`; the ticket counter
    /// and the slots are that path followed by `.tickets` and `.N`.
    static func lockPath(environment: [String: String]) -> String {
        let directory = environment["XDG_RUNTIME_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return "\(directory)/alert-\(getuid())-tty-\(controllingTerminalDevice()).lock"
    }

    /// The slot file of `ticket`.
    static func slotPath(_ path: String, _ ticket: UInt64) -> String {
        "\(path).\(ticket)"
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

    private static func openLockFile(_ path: String) -> Int32? {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        return descriptor >= 0 ? descriptor : nil
    }

    /// Waits for an exclusive lock (retrying after signals that did not end the process).
    private static func lockWaiting(_ descriptor: Int32) {
        while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
    }

    /// The counter's value (0 for an empty or unreadable file).
    static func readTicket(_ descriptor: Int32) -> UInt64 {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 32, 0) }
        guard count > 0 else { return 0 }
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        return UInt64(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    private static func writeTicket(_ ticket: UInt64, to descriptor: Int32) {
        let bytes = Array("\(ticket)\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }
}
