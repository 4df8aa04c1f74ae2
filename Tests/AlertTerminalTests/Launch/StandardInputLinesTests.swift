import AlertTestSupport
import TerminalKit
import Testing

@testable import AlertTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct StandardInputLinesTests {
    @Test func linesArriveInOrderUntilTheInputEnds() async throws {
        let ends = try #require(closeOnExecPipe())
        defer { close(ends[0]) }
        let lines = StandardInputLines(descriptor: ends[0])
        let bytes = Array("first\nsecond\r\n".utf8)
        #expect(bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == bytes.count)
        close(ends[1])
        #expect(await lines.next() == .text("first"))
        #expect(await lines.next() == .text("second"))
        #expect(await lines.next() == .end)
    }

    @Test func cancelEndsAWaitForALineThatNeverComes() async throws {
        let ends = try #require(closeOnExecPipe())
        defer {
            close(ends[0])
            close(ends[1])
        }
        let lines = StandardInputLines(descriptor: ends[0])
        lines.cancel()
        #expect(await lines.next() == .cancelled)
    }
}
