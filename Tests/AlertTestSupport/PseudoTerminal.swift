#if canImport(Glibc)
    import Glibc
#endif

/// A pseudo-terminal pair for tests: the program under test runs on the slave side (a
/// session in-process, or a spawned executable), the test plays the terminal and its user
/// on the master side.
public final class PseudoTerminal {
    /// The terminal's side, where the test reads output and types keys.
    public let master: Int32
    /// The program's side.
    public let slave: Int32
    /// The slave's path (`/dev/pts/N`), for a child that makes it its controlling terminal.
    public let slavePath: String
    /// Everything ``waitForOutput(containing:patience:)`` has read so far.
    public private(set) var transcript: [UInt8] = []

    /// Opens a pair sized `columns` × `rows`.
    public init(columns: UInt16 = 100, rows: UInt16 = 30) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else {
            throw PseudoTerminalError.openFailed(errno)
        }
        // Not inherited by programs other tests start meanwhile: a terminal (or a pipe) held
        // open by a stranger never sees its end. A child gets the slave through dup2, which
        // drops the flag on its copy.
        for descriptor in [master, slave] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        self.master = master
        self.slave = slave
        // ttyname_r, not ttyname: tests open terminals on many threads at once, and
        // ttyname's one static buffer let one test's path end up in another's.
        var path = [CChar](repeating: 0, count: 256)
        slavePath =
            ttyname_r(slave, &path, path.count) == 0
            ? String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : ""
    }

    deinit {
        close(master)
        close(slave)
    }

    /// The slave's attributes now.
    public func attributes() -> termios {
        var attributes = termios()
        _ = tcgetattr(slave, &attributes)
        return attributes
    }

    /// Reads from the master until `count` bytes arrived or nothing more comes for a while.
    public func readOutput(atLeast count: Int, patience milliseconds: Int32 = 2000) -> [UInt8] {
        var collected: [UInt8] = []
        while collected.count < count, let chunk = readChunk(patience: milliseconds) {
            collected += chunk
        }
        return collected
    }

    /// Whatever the master can read right now (waiting briefly for stragglers).
    public func drainOutput() -> [UInt8] {
        readOutput(atLeast: Int.max, patience: 100)
    }

    /// Reads into ``transcript`` until what was read since `offset` contains `text`; false
    /// when nothing more came for `milliseconds` (a safety limit, not a timing assertion).
    @discardableResult
    public func waitForOutput(
        containing text: String, after offset: Int = 0, patience milliseconds: Int32 = 10_000
    ) -> Bool {
        let needle = Array(text.utf8)
        while true {
            let start = min(offset, transcript.count)
            if transcript[start...].firstRange(of: needle) != nil { return true }
            guard let chunk = readChunk(patience: milliseconds) else { return false }
            transcript += chunk
        }
    }

    /// Reads what comes into ``transcript`` until nothing more comes for `milliseconds`, or,
    /// with `limit`, for at most `limit` milliseconds in all (a screen that goes on drawing,
    /// a spinner, never falls quiet).
    public func collectTranscript(patience milliseconds: Int32 = 100, atMost limit: Int? = nil) {
        let clock = ContinuousClock()
        let end = limit.map { clock.now + .milliseconds($0) }
        while let chunk = readChunk(patience: milliseconds) {
            transcript += chunk
            if let end, clock.now >= end { return }
        }
    }

    /// Types `bytes` as if the user (or the terminal) sent them.
    public func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress!, $0.count) }
    }

    /// Types `text` as UTF-8.
    public func type(_ text: String) {
        type(Array(text.utf8))
    }

    /// Changes the window size, as a terminal emulator does when resized.
    public func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// One read from the master, or nil when nothing came for `milliseconds` (or it closed).
    private func readChunk(patience milliseconds: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return nil }
        let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress!, 4096) }
        guard count > 0 else { return nil }
        return Array(buffer[..<count])
    }
}

/// Whether two attribute sets are identical, byte for byte.
public func sameAttributes(_ lhs: termios, _ rhs: termios) -> Bool {
    withUnsafeBytes(of: lhs) { left in
        withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) }
    }
}

/// Why a ``PseudoTerminal`` could not be opened.
public enum PseudoTerminalError: Error {
    /// `openpty` failed with this errno.
    case openFailed(Int32)
}
