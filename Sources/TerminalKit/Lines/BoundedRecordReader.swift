#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a stream to its end as records (lines, or NUL-ended records), with bounds on how
/// many records and how many bytes it takes and a deadline on how long it waits: input is
/// a stream, never a trusted size, so `yes`, `/dev/zero` or a pipe that never ends cannot
/// make it read (or grow) without end, and a deadline that passes ends the wait.
///
/// A record ends at the separator byte only (a line feed, or a NUL): a carriage return,
/// vertical tab, form feed, NEL or U+2028 inside a line is part of it, as fzf and dialog
/// read lines. With a line feed as separator, one carriage return just before it (a CRLF
/// file) is dropped. The last record needs no separator.
///
/// The wait is `poll(2)` on the descriptor with the time left, so nothing spins; what can
/// be neither polled nor read (a directory, a closed descriptor) is an error.
package struct BoundedRecordReader: Sendable {
    /// How a read ended.
    package enum Ending: Hashable, Sendable {
        /// The input ended; every record was handed over.
        case end
        /// More than ``BoundedRecordReader/maximumRecords`` records came; reading stopped
        /// there.
        case tooManyRecords
        /// More than ``BoundedRecordReader/maximumBytes`` bytes came; reading stopped there.
        case tooManyBytes
        /// The deadline passed before the input ended.
        case timedOut
        /// The input cannot be read: `errno` of the failed call (`EISDIR` for a directory,
        /// `EBADF` for a closed descriptor).
        case unreadable(errno: Int32)
    }

    /// The descriptor records are read from.
    package let descriptor: Int32
    /// The byte that ends a record: a line feed (10) or a NUL (0).
    package let separator: UInt8
    /// The most records taken; one more is ``Ending/tooManyRecords``.
    package let maximumRecords: Int
    /// The most bytes read, separators included; one more is ``Ending/tooManyBytes``.
    package let maximumBytes: Int

    /// A reader of `descriptor`, records ending at `separator`, within the bounds.
    package init(descriptor: Int32, separator: UInt8 = 10, maximumRecords: Int, maximumBytes: Int) {
        self.descriptor = descriptor
        self.separator = separator
        self.maximumRecords = max(maximumRecords, 1)
        self.maximumBytes = max(maximumBytes, 1)
    }

    /// Reads until the end of the input, a bound, the `deadline` (nil: none) or an error,
    /// handing each record (without its separator) to `record` as it completes, and calling
    /// `afterBlock` once the records of each block read are handed over (a reader that
    /// shows them as they come hands a block's records on there). A record cut by a bound
    /// or the deadline is not handed over. O(bytes read) time; memory is the record being
    /// read plus one block.
    package func readRecords(
        until deadline: ContinuousClock.Instant? = nil,
        record: (ArraySlice<UInt8>) -> Void, afterBlock: () -> Void = {}
    ) -> Ending {
        guard descriptor >= 0 else { return .unreadable(errno: EBADF) }
        var pending: [UInt8] = []
        var records = 0
        var total = 0
        var block = [UInt8](repeating: 0, count: Self.blockSize)
        while true {
            if let wait = Self.waitForInput(descriptor, until: deadline) { return wait }
            let got = block.withUnsafeMutableBytes {
                read(descriptor, $0.baseAddress!, $0.count)
            }
            if got < 0 {
                if errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { continue }
                return .unreadable(errno: errno)
            }
            if got == 0 {
                guard !pending.isEmpty else { return .end }
                guard records < maximumRecords else { return .tooManyRecords }
                record(trimmed(pending[...]))
                return .end
            }
            total += got
            if total > maximumBytes { return .tooManyBytes }
            var start = 0
            while let end = block[start..<got].firstIndex(of: separator) {
                guard records < maximumRecords else { return .tooManyRecords }
                records += 1
                if pending.isEmpty {
                    record(trimmed(block[start..<end]))
                } else {
                    pending += block[start..<end]
                    record(trimmed(pending[...]))
                    pending.removeAll(keepingCapacity: true)
                }
                start = end + 1
            }
            pending += block[start..<got]
            afterBlock()
        }
    }

    /// `bytes` without the carriage return of a CRLF line (lines only).
    private func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard separator == 10, bytes.last == 13 else { return bytes }
        return bytes.dropLast()
    }

    private static let blockSize = 65_536

    /// Waits until `descriptor` can be read (or reports its end or an error); nil then, or
    /// how the read ends: ``Ending/timedOut`` once `deadline` passed, ``Ending/unreadable(errno:)``
    /// when the descriptor cannot be polled.
    private static func waitForInput(_ descriptor: Int32, until deadline: ContinuousClock.Instant?)
        -> Ending?
    {
        var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            var timeout: Int32 = -1
            if let deadline {
                let left = deadline - .now
                guard left > .zero else { return .timedOut }
                let (seconds, attoseconds) = left.components
                // Rounded up: a wait that ends a little early would only wait again.
                let milliseconds =
                    seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
                timeout = Int32(clamping: milliseconds)
            }
            let ready = poll(&watched, 1, timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                return .unreadable(errno: errno)
            }
            if ready == 0 { continue }  // The deadline is looked at again above.
            if watched.revents & Int16(POLLNVAL) != 0 { return .unreadable(errno: EBADF) }
            return nil
        }
    }
}
