#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Small, careful wrappers over `write`, `read` and `poll`.
package enum FileDescriptorIO {
    /// Writes every byte, retrying after partial writes and `EINTR`, and waiting with `poll`
    /// when a non-blocking descriptor says `EAGAIN`.
    package static func writeAll(_ bytes: [UInt8], to fileDescriptor: Int32)
        throws(TerminalSessionError)
    {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written == 0 {
                throw .outputClosed
            } else if errno == EINTR {
                continue
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                _ = waitUntilReady(fileDescriptor, events: Int16(POLLOUT), timeoutMilliseconds: -1)
            } else {
                throw .systemCall(name: "write", errno: errno)
            }
        }
    }

    /// The bytes of the file at `path`, read in blocks to its end (a `/proc` file, whose size
    /// says 0, too); nil when it cannot be opened or read, or holds more than `limit` bytes
    /// (a device without end, such as `/dev/zero`, is never read into memory whole). A named
    /// pipe is waited on until its writer closes it. O(n).
    package static func readFile(atPath path: String, limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            bytes += block[..<count]
            guard bytes.count <= limit else { return nil }
        }
    }

    /// The result of one read.
    enum ReadResult: Equatable {
        case bytes([UInt8])
        case nothingYet
        case endOfInput
    }

    /// Reads what is available (up to `limit` bytes) without blocking: polls first.
    static func readAvailable(from fileDescriptor: Int32, limit: Int = 4096) -> ReadResult {
        guard waitUntilReady(fileDescriptor, events: Int16(POLLIN), timeoutMilliseconds: 0)
        else { return .nothingYet }
        var buffer = [UInt8](repeating: 0, count: limit)
        while true {
            let count = buffer.withUnsafeMutableBytes {
                read(fileDescriptor, $0.baseAddress!, limit)
            }
            if count > 0 { return .bytes(Array(buffer[..<count])) }
            if count == 0 { return .endOfInput }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK { return .nothingYet }
            return .endOfInput
        }
    }

    /// Waits up to `timeoutMilliseconds` (-1: forever) for `events`; true when ready (or when
    /// the descriptor reports hang-up or an error, so that the next read sees it).
    static func waitUntilReady(_ fileDescriptor: Int32, events: Int16, timeoutMilliseconds: Int32)
        -> Bool
    {
        var descriptor = pollfd(fd: fileDescriptor, events: events, revents: 0)
        while true {
            let result = poll(&descriptor, 1, timeoutMilliseconds)
            if result > 0 { return true }
            if result == 0 { return false }
            if errno != EINTR { return true }
        }
    }
}
