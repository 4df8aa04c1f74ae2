#if canImport(Glibc)
    import Glibc
#endif

/// A pseudo-terminal pair for the session tests: the session runs on the slave side, the test
/// plays the terminal on the master side.
final class PseudoTerminal {
    let master: Int32
    let slave: Int32

    init() throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else {
            throw PseudoTerminalError.openFailed(errno)
        }
        self.master = master
        self.slave = slave
    }

    deinit {
        close(master)
        close(slave)
    }

    /// The slave's attributes now.
    func attributes() -> termios {
        var attributes = termios()
        _ = tcgetattr(slave, &attributes)
        return attributes
    }

    /// Reads from the master until `count` bytes arrived or nothing more comes for a while.
    func readOutput(atLeast count: Int, patience milliseconds: Int32 = 2000) -> [UInt8] {
        var collected: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while collected.count < count {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, milliseconds) > 0 else { break }
            let read = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress!, 4096) }
            guard read > 0 else { break }
            collected += buffer[..<read]
        }
        return collected
    }

    /// Whatever the master can read right now (waiting briefly for stragglers).
    func drainOutput() -> [UInt8] {
        readOutput(atLeast: Int.max, patience: 100)
    }

    /// Types `bytes` as if the user (or the terminal) sent them.
    func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress!, $0.count) }
    }

    /// Changes the window size, as a terminal emulator does when resized.
    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }
}

enum PseudoTerminalError: Error {
    case openFailed(Int32)
}
