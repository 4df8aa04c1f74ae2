import Dispatch
import Foundation
import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines of standard input, read off the main actor and only when asked, through a
/// `BoundedLineReader` (in blocks, bounded, never taking a byte past the line). A read still
/// waiting when ``cancel()`` is called returns at once: the wait watches a pipe of its own
/// beside the input, so nothing polls. It takes nothing more then; but from a pipe that
/// held only the start of a line, that start was already taken (a pipe cannot be waited on
/// for more without taking what it holds), and is dropped with the cancelled read.
final class StandardInputLines: @unchecked Sendable {
    /// What one read gave.
    typealias Line = BoundedLineReader.Line

    private let descriptor: Int32
    private let cancelPipe: (read: Int32, write: Int32)

    init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
        var descriptors: [Int32] = [-1, -1]
        if pipe(&descriptors) == 0 {
            for end in descriptors { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
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
        var byte: UInt8 = 1
        if cancelPipe.write >= 0 { _ = write(cancelPipe.write, &byte, 1) }
    }

    /// The next line (read on a global queue).
    func next() async -> Line {
        let reader = BoundedLineReader(
            descriptor: descriptor, cancellation: cancelPipe.read >= 0 ? cancelPipe.read : nil)
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: reader.readLine())
            }
        }
    }
}
