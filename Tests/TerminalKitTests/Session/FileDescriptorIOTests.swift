import AlertTestSupport
import Testing

@testable import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct FileDescriptorIOTests {
    @Test func whatIsWrittenIsReadBackThenNothingYetThenTheEnd() throws {
        let ends = try #require(closeOnExecPipe())
        defer { close(ends[0]) }
        #expect(FileDescriptorIO.readAvailable(from: ends[0]) == .nothingYet)
        try FileDescriptorIO.writeAll(Array("hello".utf8), to: ends[1])
        #expect(FileDescriptorIO.readAvailable(from: ends[0]) == .bytes(Array("hello".utf8)))
        #expect(FileDescriptorIO.readAvailable(from: ends[0]) == .nothingYet)
        close(ends[1])
        #expect(FileDescriptorIO.readAvailable(from: ends[0]) == .endOfInput)
    }

    @Test func aReadTakesNoMoreThanItsLimit() throws {
        let ends = try #require(closeOnExecPipe())
        defer {
            close(ends[0])
            close(ends[1])
        }
        try FileDescriptorIO.writeAll(Array("abcdef".utf8), to: ends[1])
        #expect(
            FileDescriptorIO.readAvailable(from: ends[0], limit: 4) == .bytes(Array("abcd".utf8)))
        #expect(FileDescriptorIO.readAvailable(from: ends[0], limit: 4) == .bytes(Array("ef".utf8)))
    }

    @Test func aDescriptorThatIsNotOpenIsAnErrorNotACrash() {
        #expect(throws: TerminalSessionError.systemCall(name: "write", errno: EBADF)) {
            try FileDescriptorIO.writeAll([1], to: -1)
        }
    }

    @Test func aDescriptorIsReadyWhenItHasSomethingToSay() throws {
        let ends = try #require(closeOnExecPipe())
        defer {
            close(ends[0])
            close(ends[1])
        }
        let readable = Int16(POLLIN)
        #expect(!FileDescriptorIO.waitUntilReady(ends[0], events: readable, timeoutMilliseconds: 0))
        try FileDescriptorIO.writeAll([1], to: ends[1])
        #expect(FileDescriptorIO.waitUntilReady(ends[0], events: readable, timeoutMilliseconds: 0))
    }
}
