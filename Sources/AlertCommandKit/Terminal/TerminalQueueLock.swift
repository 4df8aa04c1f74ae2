import AlertProtocol
import Dispatch
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Makes `alert` processes on one terminal take turns, first come first served, with
/// `flock` on files named after the controlling terminal's device number, kept in a
/// ``PrivateStateDirectory``. Everything happens before the terminal is touched, so a
/// waiting `alert` leaves it cooked; the kernel drops a process's locks when it ends,
/// however it ends, so a crashed `alert` never blocks the others.
///
/// - Each process takes the next ticket (a counter file, under its own short lock) and
///   locks a slot file for it; then it waits for the slot of the ticket before its own:
///   that process has finished (or died) when its slot lock can be taken. This chain is
///   what keeps the order.
/// - Then it takes the terminal lock itself, held while its alert is up: even when a
///   waiter dies and lets its successor through early, two alerts never share the screen.
/// - Slot and terminal files hold the process id of their owner, so a waiter that waits
///   more than a moment can say whom it waits for, and that it is stopped when it is.
///
/// It is handed from the thread that waited for it to the main actor once, and used by one
/// of them at a time: hence `@unchecked Sendable`.
final class TerminalQueueLock: @unchecked Sendable {
    private var descriptors: [Int32]
    /// The ticket counter, open to see whether others queued after ``ticket``.
    private var tickets: Int32
    /// This process's ticket.
    private let ticket: UInt64
    /// The directory of the lock files, kept open to tell which waiters step aside.
    private var directory: PrivateStateDirectory?
    /// The lock's file name (``lockName()``), for the slots of the waiters.
    private let name: String

    /// What a waiting process says on the terminal: who holds the turn (a line without a
    /// line feed, written over the last one), or nil when the wait is over.
    typealias Notice = (String?) -> Void

    /// Waits for this process's turn on the terminal, then holds it. Returns nil (run
    /// without taking turns, after a line through `warn`, standard error unless told) when the directory is not
    /// private or the files cannot be opened; a signal while waiting ends the process as
    /// usual. `notice` is told, about once a second, whom the wait is for. A process that
    /// `stepsAside` (a gauge, which gives its turn to any other waiter) says so in a mark
    /// beside its slot, so that another such process does not step aside for it.
    static func acquire(
        environment: [String: String], stepsAside: Bool = false,
        warn: (String) -> Void = { CommandDiagnostics.warn($0) }, notice: Notice = { _ in }
    ) -> TerminalQueueLock? {
        let directory: PrivateStateDirectory
        do {
            directory = try PrivateStateDirectory.open(environment: environment)
        } catch {
            warn("alerts on this terminal will not take turns: \(error)")
            return nil
        }
        var keepsDirectory = false
        defer { if !keepsDirectory { directory.close() } }
        let name = lockName()
        guard let tickets = directory.openFile(name + ".tickets") else {
            warn("alerts on this terminal will not take turns: \(name) is unsafe")
            return nil
        }
        lockWaiting(tickets, namesHolder: false, notice: notice)
        let ticket = readNumber(tickets)
        writeNumber(ticket &+ 1, to: tickets)
        let slot = directory.openFile(slotName(name, ticket))
        if let slot {
            lockWaiting(slot, namesHolder: false, notice: notice)
            writeNumber(UInt64(getpid()), to: slot)
        }
        if stepsAside, let mark = directory.openFile(asideName(name, ticket)) { close(mark) }
        flock(tickets, LOCK_UN)
        if ticket > 0,
            let previous = directory.openFile(slotName(name, ticket - 1), creating: false)
        {
            lockWaiting(previous, notice: notice)
            // Only this process waits for it.
            directory.removeFile(slotName(name, ticket - 1))
            directory.removeFile(asideName(name, ticket - 1))
            close(previous)
        }
        guard let turn = openOrWarn(name, in: directory, warn) else {
            if let slot { close(slot) }
            close(tickets)
            return nil
        }
        lockWaiting(turn, notice: notice)
        writeNumber(UInt64(getpid()), to: turn)
        keepsDirectory = true
        return TerminalQueueLock(
            descriptors: [turn] + (slot.map { [$0] } ?? []), tickets: tickets, ticket: ticket,
            directory: directory, name: name)
    }

    /// Whether another process queued for the terminal after this one (it took a later
    /// ticket), or is taking its ticket right now. With `besidesThoseSteppingAside`, waiters
    /// that themselves step aside (another gauge) do not count: two of them would otherwise
    /// hand the turn back and forth. O(1) (O(w) for w waiters with the option).
    func othersWait(besidesThoseSteppingAside: Bool = false) -> Bool {
        guard tickets >= 0 else { return false }
        // A process taking its ticket holds the counter for a moment, and marks itself as
        // one that steps aside in that moment: asked about those, wait for the moment to
        // pass (another gauge taking its ticket is no waiter to step aside for).
        guard
            flock(tickets, LOCK_SH | LOCK_NB) == 0
                || besidesThoseSteppingAside && Self.lockSoon(tickets)
        else { return true }
        defer { flock(tickets, LOCK_UN) }
        let next = Self.readNumber(tickets)
        guard next > ticket &+ 1 else { return false }
        guard besidesThoseSteppingAside, let directory else { return true }
        return (ticket &+ 1..<next).contains { waiter in
            guard let mark = directory.openFile(Self.asideName(name, waiter), creating: false)
            else { return true }
            close(mark)
            return false
        }
    }

    /// Takes a shared lock on `file` within about 200 ms (a ticket being taken holds it
    /// that long at most); false when it is still held then.
    private static func lockSoon(_ file: Int32) -> Bool {
        for _ in 0..<100 {
            if flock(file, LOCK_SH | LOCK_NB) == 0 { return true }
            usleep(2000)
        }
        return false
    }

    /// Calls `handler` on `queue` each time the ticket counter is written (another process
    /// took a ticket, so ``othersWait`` may have changed): an inotify watch on the open
    /// counter file, read by a Dispatch source, so a holder learns of a newcomer without
    /// looking again and again. Nil where inotify is not to be had (the caller then looks
    /// now and then); cancelling the source ends the watch and closes its descriptor.
    func watchTickets(
        on queue: DispatchQueue, _ handler: @escaping @Sendable () -> Void
    ) -> (any DispatchSourceRead)? {
        guard tickets >= 0 else { return nil }
        let watcher = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard watcher >= 0 else { return nil }
        // The open file itself, through its descriptor's link: never a name someone could
        // swap meanwhile.
        guard inotify_add_watch(watcher, "/proc/self/fd/\(tickets)", UInt32(IN_MODIFY)) >= 0
        else {
            close(watcher)
            return nil
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: watcher, queue: queue)
        source.setEventHandler {
            var events = [UInt8](repeating: 0, count: 1024)
            while read(watcher, &events, events.count) > 0 {}
            handler()
        }
        source.setCancelHandler { close(watcher) }
        source.resume()
        return source
    }

    /// Opens the lock file `name`, or says through `warn` why the alerts will not take
    /// turns.
    private static func openOrWarn(
        _ name: String, in directory: PrivateStateDirectory, _ warn: (String) -> Void
    ) -> Int32? {
        if let file = directory.openFile(name) { return file }
        warn(
            "alerts on this terminal will not take turns: \(directory.path)/\(name) is a link,"
                + " not a regular file, or not yours")
        return nil
    }

    private init(
        descriptors: [Int32], tickets: Int32, ticket: UInt64, directory: PrivateStateDirectory,
        name: String
    ) {
        self.descriptors = descriptors
        self.tickets = tickets
        self.ticket = ticket
        self.directory = directory
        self.name = name
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
        if tickets >= 0 { close(tickets) }
        tickets = -1
        directory?.close()
        directory = nil
    }

    deinit {
        release()
    }

    /// The terminal lock's file name: `alert-UID-tty-DEVICE.lock`; the ticket counter and
    /// the slots are that name followed by `.tickets` and `.N`.
    static func lockName() -> String {
        "alert-\(getuid())-tty-\(controllingTerminalDevice()).lock"
    }

    /// The terminal lock's path for `environment` (in ``PrivateStateDirectory``).
    static func lockPath(environment: [String: String]) -> String {
        PrivateStateDirectory.path(environment: environment) + "/" + lockName()
    }

    /// The slot file of `ticket`.
    static func slotName(_ name: String, _ ticket: UInt64) -> String {
        "\(name).\(ticket)"
    }

    /// The mark beside the slot of `ticket` that says its process steps aside.
    static func asideName(_ name: String, _ ticket: UInt64) -> String {
        slotName(name, ticket) + ".aside"
    }

    /// The controlling terminal's device number (`tty_nr` of `/proc/self/stat`), else the
    /// device of the first standard descriptor that is a terminal, else 0.
    static func controllingTerminalDevice() -> UInt64 {
        if let fields = ProcessStatus.fields(of: getpid()), fields.count > 4,
            let device = UInt64(fields[4]), device != 0
        {
            return device
        }
        for descriptor: Int32 in [0, 1, 2] where isatty(descriptor) == 1 {
            var status = stat()
            if fstat(descriptor, &status) == 0 { return UInt64(status.st_rdev) }
        }
        return 0
    }

    /// Waits for an exclusive lock. At once when it is free; otherwise the wait happens on
    /// another thread while this one tells `notice`, about once a second, who holds it (with
    /// `namesHolder`, the process id its file holds, and whether that process is stopped).
    static func lockWaiting(_ descriptor: Int32, namesHolder: Bool = true, notice: Notice) {
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
        let locked = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
            locked.signal()
        }
        var said: String?
        while locked.wait(timeout: .now() + .seconds(1)) == .timedOut {
            let holder = namesHolder ? pid_t(truncatingIfNeeded: readNumber(descriptor)) : 0
            let words = waitingNotice(holder: holder, state: ProcessStatus.state(of: holder))
            if words != said {
                notice(words)
                said = words
            }
        }
        if said != nil { notice(nil) }
    }

    /// What a notice says of a holder that is stopped (and so draws nothing).
    static let stoppedHolder = ", which is stopped:"

    /// What a waiter says about `holder` in `state` (a `/proc` state letter; nil when it is
    /// unknown).
    static func waitingNotice(holder: pid_t, state: Character?) -> String {
        guard holder > 0 else { return "alert: waiting for another alert on this terminal…" }
        if state == "T" || state == "t" {
            return "alert: waiting for the alert of process \(holder)\(stoppedHolder)"
                + " bring it back with fg, or kill -CONT \(holder)"
        }
        return "alert: waiting for the alert of process \(holder) on this terminal…"
    }

    /// The number a lock file holds (0 for an empty or unreadable file).
    static func readNumber(_ descriptor: Int32) -> UInt64 {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 32, 0) }
        guard count > 0 else { return 0 }
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        return UInt64(text.trimmingWhitespaceAndNewlines()) ?? 0
    }

    private static func writeNumber(_ number: UInt64, to descriptor: Int32) {
        let bytes = Array("\(number)\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }
}
