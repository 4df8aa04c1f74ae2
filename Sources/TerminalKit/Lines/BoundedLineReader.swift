#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from a descriptor in blocks, with a bound on a line's length, and never takes
/// a byte past the line it returns: several programs in one script can share a piped or
/// redirected standard input, each taking only its own answers.
///
/// How it avoids reading ahead depends on what the descriptor is: a
/// regular file is read in blocks and the offset set back to just after the line; a pipe or
/// socket is peeked at and only the line is taken; a terminal in canonical mode hands over
/// one line per `read` anyway. Anything else is read a byte at a time, still bounded.
///
/// A line longer than ``maximumLength`` bytes is ``Line/tooLong``: the caller treats the
/// input as unusable rather than reading on without end (a line from `/dev/zero` never ends).
package struct BoundedLineReader: Sendable {
    /// What one read gave.
    package enum Line: Hashable, Sendable {
        /// A line, without its line feed (and without a carriage return before it), decoded
        /// with `LosslessUTF8`: a byte that is not UTF-8 is kept, never made U+FFFD.
        case text(String)
        /// The line went past ``BoundedLineReader/maximumLength`` bytes without a line feed.
        case tooLong
        /// The input ended.
        case end
        /// The input cannot be read: `errno` of the failed read (`EISDIR` for a directory).
        /// Bytes of a line not yet ended are dropped with it.
        case unreadable(errno: Int32)
        /// The cancellation descriptor became readable while waiting. Bytes of a line not yet
        /// ended that the read had taken (a pipe can hold half a line) go with it.
        case cancelled
    }

    /// The descriptor lines are read from.
    package let descriptor: Int32
    /// The longest line taken, in bytes, without its line feed.
    package let maximumLength: Int
    /// A descriptor whose readability cancels a wait (the read end of a pipe that another
    /// thread writes a byte to), or nil.
    package let cancellation: Int32?

    /// The default bound: 64 KiB, far above any typed answer.
    package static let defaultMaximumLength = 65_536

    /// A reader of `descriptor` (standard input by default).
    package init(
        descriptor: Int32 = STDIN_FILENO, maximumLength: Int = Self.defaultMaximumLength,
        cancellation: Int32? = nil
    ) {
        self.descriptor = descriptor
        self.maximumLength = max(maximumLength, 1)
        self.cancellation = cancellation
    }

    /// The next line. Blocks until a whole line, the end of the input, a line too long, or
    /// the cancellation. O(line length) bytes copied; O(line length / block) system calls,
    /// except for descriptors it cannot peek at or read per line, such as a raw terminal (one
    /// per byte).
    package func readLine() -> Line {
        let kind = InputKind.of(descriptor)
        var line: [UInt8] = []
        while true {
            guard waitForInput() else { return .cancelled }
            let room = maximumLength + 1 - line.count
            let chunk: Chunk
            switch kind {
            case .regularFile: chunk = readFromFile(upTo: min(room, Self.blockSize))
            case .pipe: chunk = readFromPipe(upTo: min(room, Self.blockSize))
            case .socket: chunk = readFromSocket(upTo: min(room, Self.blockSize))
            case .canonicalTerminal: chunk = readPlain(upTo: min(room, Self.blockSize))
            case .other: chunk = readPlain(upTo: 1)
            }
            switch chunk {
            case .again: continue
            case .end: return line.isEmpty ? .end : .text(Self.decodeAndWipe(&line))
            case .failed(let code):
                Self.wipe(&line)
                return .unreadable(errno: code)
            case .bytes(let bytes, let endsLine):
                line += bytes
                if endsLine { return .text(Self.decodeAndWipe(&line)) }
                if line.count > maximumLength {
                    Self.wipe(&line)
                    return .tooLong
                }
            }
        }
    }

    /// What a descriptor is, which decides how a line is read without reading ahead.
    enum InputKind: Hashable, Sendable {
        /// A file: read in blocks, then the offset is set back.
        case regularFile
        /// A pipe: peeked at with `tee(2)` where the system has it.
        case pipe
        /// A socket: peeked at with `MSG_PEEK`.
        case socket
        /// A terminal in canonical mode: one `read` returns at most one line.
        case canonicalTerminal
        /// Anything else (a raw terminal, a device): a byte at a time.
        case other

        /// The kind of `descriptor`.
        static func of(_ descriptor: Int32) -> InputKind {
            var status = stat()
            guard fstat(descriptor, &status) == 0 else { return .other }
            switch status.st_mode & S_IFMT {
            case S_IFREG: return .regularFile
            case S_IFIFO: return PipePeek.isAvailable ? .pipe : .other
            case S_IFSOCK: return .socket
            default:
                var attributes = termios()
                guard isatty(descriptor) == 1, tcgetattr(descriptor, &attributes) == 0,
                    attributes.c_lflag & tcflag_t(ICANON) != 0
                else { return .other }
                return .canonicalTerminal
            }
        }
    }

    private static let blockSize = 4096

    private enum Chunk {
        case bytes([UInt8], endsLine: Bool)
        case end
        case again
        case failed(Int32)
    }

    /// Waits until the descriptor is readable; false when the cancellation came first.
    private func waitForInput() -> Bool {
        guard let cancellation else { return true }
        var descriptors = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: cancellation, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&descriptors, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 { return true }  // The read reports the problem.
            if descriptors[1].revents != 0 { return false }
            return true
        }
    }

    /// Reads a block and gives back what follows the first line feed.
    private func readFromFile(upTo count: Int) -> Chunk {
        let (bytes, result) = readBytes(upTo: count) { read(descriptor, $0, $1) }
        guard let bytes else { return result }
        guard let newline = bytes.firstIndex(of: 10) else { return .bytes(bytes, endsLine: false) }
        let extra = bytes.count - newline - 1
        if extra > 0 { _ = lseek(descriptor, off_t(-extra), SEEK_CUR) }
        return .bytes(Array(bytes[..<newline]), endsLine: true)
    }

    /// Peeks at what the pipe holds, then takes up to the first line feed.
    private func readFromPipe(upTo count: Int) -> Chunk {
        guard let peeked = PipePeek.peek(descriptor, upTo: count) else { return readPlain(upTo: 1) }
        guard !peeked.isEmpty else { return .end }
        let take = (peeked.firstIndex(of: 10).map { $0 + 1 }) ?? peeked.count
        return readExactly(take)
    }

    /// Peeks at what the socket holds, then takes up to the first line feed.
    private func readFromSocket(upTo count: Int) -> Chunk {
        let (bytes, result) = readBytes(upTo: count) { recv(descriptor, $0, $1, Int32(MSG_PEEK)) }
        guard let bytes else { return result }
        let take = (bytes.firstIndex(of: 10).map { $0 + 1 }) ?? bytes.count
        return readExactly(take)
    }

    /// One `read` of up to `count` bytes, split at a line feed (which a canonical terminal
    /// only ever puts last).
    private func readPlain(upTo count: Int) -> Chunk {
        let (bytes, result) = readBytes(upTo: count) { read(descriptor, $0, $1) }
        guard let bytes else { return result }
        guard let newline = bytes.firstIndex(of: 10) else { return .bytes(bytes, endsLine: false) }
        return .bytes(Array(bytes[..<newline]), endsLine: true)
    }

    /// Takes exactly `count` bytes that a peek saw (so they are there).
    private func readExactly(_ count: Int) -> Chunk {
        var taken: [UInt8] = []
        while taken.count < count {
            let (bytes, result) = readBytes(upTo: count - taken.count) { read(descriptor, $0, $1) }
            guard let bytes else {
                if case .again = result { continue }
                if case .failed = result { return result }
                break
            }
            taken += bytes
        }
        guard taken.last == 10 else { return taken.isEmpty ? .end : .bytes(taken, endsLine: false) }
        return .bytes(Array(taken.dropLast()), endsLine: true)
    }

    /// Runs one read-like call into a fresh buffer: the bytes, or nil with `.end` (end of
    /// input), `.failed` (an error, with its `errno`) or `.again` (`EINTR`, `EAGAIN`).
    private func readBytes(
        upTo count: Int, _ call: (UnsafeMutableRawPointer, Int) -> Int
    ) -> ([UInt8]?, Chunk) {
        var buffer = [UInt8](repeating: 0, count: max(count, 1))
        defer { Self.wipe(&buffer) }
        let got = buffer.withUnsafeMutableBytes { call($0.baseAddress!, $0.count) }
        if got > 0 { return (Array(buffer[..<got]), .again) }
        if got < 0 && errno == EINTR { return (nil, .again) }
        if got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
            _ = FileDescriptorIO.waitUntilReady(
                descriptor, events: Int16(POLLIN), timeoutMilliseconds: -1)
            return (nil, .again)
        }
        return (nil, got == 0 ? .end : .failed(errno))
    }

    /// The line `bytes` hold, whose storage is then overwritten with zeros: a line may be a
    /// secret (a password read with the echo off), and the reader's own buffers keep no copy
    /// of it. (The `String` handed back is the caller's; Swift gives no way to wipe one.)
    static func decodeAndWipe(_ bytes: inout [UInt8]) -> String {
        var end = bytes.count
        if bytes.last == 13 { end -= 1 }
        // Bytes that are not UTF-8 are kept as they are (see LosslessUTF8), never U+FFFD.
        let text = LosslessUTF8.decode(bytes[..<end])
        wipe(&bytes)
        return text
    }

    /// Overwrites `bytes` with zeros where they are stored (in place when the array is the
    /// only owner of its storage, as the reader's own buffers are).
    static func wipe(_ bytes: inout [UInt8]) {
        bytes.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            memset(base, 0, raw.count)
        }
    }
}
