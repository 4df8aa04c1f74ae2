import Dispatch
import FoundationEssentials
import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines of standard input, read off the main actor and only when asked, through a
/// `BoundedLineReader` (in blocks, bounded, never taking a byte past the line). A read still
/// waiting when ``cancel()`` or ``interrupt()`` is called returns at once: the wait watches
/// a pipe of its own beside the input, so nothing polls. It takes nothing more then; but
/// from a pipe that held only the start of a line, that start was already taken (a pipe
/// cannot be waited on for more without taking what it holds), and is dropped with the
/// cancelled read. A terminal keeps what was typed of the line for the next read.
///
/// Called from the main actor only (the reads themselves run on a global queue).
final class StandardInputLines: @unchecked Sendable {
    /// What one read gave.
    typealias Line = BoundedLineReader.Line

    private let descriptor: Int32
    private let cancelPipe: (read: Int32, write: Int32)
    /// Whether ``cancel()`` was called: every read from then on is cancelled.
    private var isCancelled = false

    init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
        let descriptors = closeOnExecPipe() ?? [-1, -1]
        if descriptors[0] >= 0 {
            // Drained without waiting before each read (see interrupt()).
            _ = fcntl(descriptors[0], F_SETFL, fcntl(descriptors[0], F_GETFL) | O_NONBLOCK)
        }
        cancelPipe = (descriptors[0], descriptors[1])
    }

    deinit {
        if cancelPipe.read >= 0 {
            close(cancelPipe.read)
            close(cancelPipe.write)
        }
    }

    /// Stops reads that wait, now and later.
    func cancel() {
        isCancelled = true
        wake()
    }

    /// Stops the read that waits now (it returns `.cancelled`); later reads go on as usual.
    func interrupt() {
        wake()
    }

    private func wake() {
        var byte: UInt8 = 1
        if cancelPipe.write >= 0 { _ = write(cancelPipe.write, &byte, 1) }
    }

    /// The next line (read on a global queue); `.cancelled` at once after ``cancel()``.
    func next() async -> Line {
        if isCancelled { return .cancelled }
        // An interruption of an earlier read is spent: drain it.
        var drained = [UInt8](repeating: 0, count: 64)
        while cancelPipe.read >= 0, read(cancelPipe.read, &drained, drained.count) > 0 {}
        let reader = BoundedLineReader(
            descriptor: descriptor, cancellation: cancelPipe.read >= 0 ? cancelPipe.read : nil)
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: reader.readLine())
            }
        }
    }
}
