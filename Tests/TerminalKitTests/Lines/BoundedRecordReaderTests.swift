import Foundation
import Testing

@testable import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

struct BoundedRecordReaderTests {
    /// A pipe holding `bytes`, its writing end closed when `closing` (else left open and
    /// returned, to be closed by the test).
    func pipe(holding bytes: [UInt8], closing: Bool = true) -> (read: Int32, write: Int32) {
        let descriptors = closeOnExecPipe() ?? [-1, -1]
        #expect(descriptors[0] >= 0)
        _ = bytes.withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
        if closing { close(descriptors[1]) }
        return (descriptors[0], closing ? -1 : descriptors[1])
    }

    /// Reads `descriptor` with `reader`'s bounds and collects the records as text.
    func records(
        of descriptor: Int32, separator: UInt8 = 10, maximumRecords: Int = 100,
        maximumBytes: Int = 1_000_000, until deadline: ContinuousClock.Instant? = nil
    ) -> ([String], BoundedRecordReader.Ending) {
        let reader = BoundedRecordReader(
            descriptor: descriptor, separator: separator, maximumRecords: maximumRecords,
            maximumBytes: maximumBytes)
        var texts: [String] = []
        let ending = reader.readRecords(until: deadline) {
            texts.append(String(decoding: $0, as: UTF8.self))
        }
        return (texts, ending)
    }

    /// A line ends at a line feed only: CR, VT, FF, NEL, U+2028 and U+2029 inside it are
    /// part of it (fzf and dialog keep such a line whole); a CR just before the line feed
    /// goes, and the last line needs no line feed.
    @Test func aLineEndsAtALineFeedOnly() {
        let text = "a\rb\n\u{0B}c\u{0C}d\nNEL\u{85}x\nls\u{2028}ps\u{2029}\ncrlf\r\nlast"
        let input = pipe(holding: Array(text.utf8))
        defer { close(input.read) }
        let (lines, ending) = records(of: input.read)
        #expect(ending == .end)
        #expect(
            lines == [
                "a\rb", "\u{0B}c\u{0C}d", "NEL\u{85}x", "ls\u{2028}ps\u{2029}", "crlf", "last",
            ])
    }

    /// After each block read, `afterBlock` is called with that block's records handed over
    /// (a reader that shows them hands them on there), before the next block is waited for.
    @Test func afterBlockFollowsEachBlocksRecords() {
        let input = pipe(holding: Array("one\ntwo\nthr".utf8), closing: false)
        defer { close(input.read) }
        let reader = BoundedRecordReader(
            descriptor: input.read, maximumRecords: 100, maximumBytes: 1000)
        var events: [String] = []
        let ending = reader.readRecords(
            record: { events.append(String(decoding: $0, as: UTF8.self)) },
            afterBlock: {
                events.append("|")
                if events.count == 3 {
                    // The first block's records were handed over; the rest comes now.
                    _ = Array("ee\nfour\n".utf8).withUnsafeBytes {
                        write(input.write, $0.baseAddress, $0.count)
                    }
                    close(input.write)
                }
            })
        #expect(ending == .end)
        #expect(events == ["one", "two", "|", "three", "four", "|"])
    }

    /// With NUL as separator, line feeds and carriage returns are part of a record.
    @Test func nulSeparatedRecordsKeepTheirLineFeeds() {
        let input = pipe(holding: Array("one\ntwo\r\n\0three\0".utf8))
        defer { close(input.read) }
        let (texts, ending) = records(of: input.read, separator: 0)
        #expect(ending == .end)
        #expect(texts == ["one\ntwo\r\n", "three"])
    }

    /// Past a bound, reading stops and says which bound it was.
    @Test func readingStopsAtEitherBound() {
        let many = pipe(holding: Array(String(repeating: "y\n", count: 50).utf8))
        defer { close(many.read) }
        let (counted, countEnding) = records(of: many.read, maximumRecords: 10)
        #expect(countEnding == .tooManyRecords)
        #expect(counted.count == 10)
        let long = pipe(holding: [UInt8](repeating: 0x78, count: 5000))
        defer { close(long.read) }
        let (none, byteEnding) = records(of: long.read, maximumBytes: 4096)
        #expect(byteEnding == .tooManyBytes)
        #expect(none.isEmpty, "a record cut by the bound is not handed over")
    }

    /// Endless input (`/dev/zero`, one line that never ends) is stopped by the byte bound.
    @Test func endlessInputStopsAtTheByteBound() {
        let zero = open("/dev/zero", O_RDONLY)
        defer { close(zero) }
        #expect(records(of: zero, maximumBytes: 1 << 20).1 == .tooManyBytes)
    }

    /// Input that neither ends nor comes is given up on once the deadline passes, with what
    /// came before it handed over.
    @Test func aDeadlineEndsAWaitForInputThatNeverEnds() {
        let open = pipe(holding: Array("first\nhalf".utf8), closing: false)
        defer {
            close(open.read)
            close(open.write)
        }
        let start = ContinuousClock.now
        let (texts, ending) = records(of: open.read, until: start + .milliseconds(200))
        #expect(ending == .timedOut)
        #expect(texts == ["first"])
        #expect(ContinuousClock.now - start < .seconds(30), "a guard against a hang only")
    }

    /// A directory or a closed descriptor is an error, not a crash or an empty list.
    @Test func aDirectoryOrAClosedDescriptorCannotBeRead() {
        let directory = open("/tmp", O_RDONLY)
        defer { close(directory) }
        #expect(records(of: directory).1 == .unreadable(errno: EISDIR))
        // -1: a number no test in this process can open meanwhile.
        #expect(records(of: -1).1 == .unreadable(errno: EBADF))
    }
}
