import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines of standard input read one byte at a time (no stdio buffer, so no byte after the
/// line is taken from the program), off the main actor, and only when asked; a read still
/// waiting when ``cancel()`` is called returns without taking anything more.
final class StandardInputLines: @unchecked Sendable {
    /// What one read gave.
    enum Line: Equatable {
        /// A line, without its line feed.
        case text(String)
        /// The input ended.
        case end
        /// ``cancel()`` was called while waiting.
        case cancelled
    }

    private let descriptor: Int32
    private let lock = NSLock()
    private var isCancelled = false

    init(descriptor: Int32 = 0) {
        self.descriptor = descriptor
    }

    /// Stops reads that wait, now and later.
    func cancel() {
        lock.withLock { isCancelled = true }
    }

    /// The next line (read on a global queue).
    func next() async -> Line {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: self.readLine())
            }
        }
    }

    private func readLine() -> Line {
        var bytes: [UInt8] = []
        while true {
            if lock.withLock({ isCancelled }) { return .cancelled }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 50)
            if ready < 0 && errno != EINTR { return bytes.isEmpty ? .end : .text(decode(bytes)) }
            guard ready > 0 else { continue }
            var byte: UInt8 = 0
            let count = read(descriptor, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return bytes.isEmpty ? .end : .text(decode(bytes)) }
            if byte == UInt8(ascii: "\n") { return .text(decode(bytes)) }
            bytes.append(byte)
        }
    }

    private func decode(_ bytes: [UInt8]) -> String {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}
