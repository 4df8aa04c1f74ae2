import AlertTestSupport
import Testing

@testable import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct FileDescriptorIOTests {
    @Test func aFileIsReadWholeThoughProcSaysItsSizeIsZero() throws {
        var status = stat()
        #expect(stat("/proc/self/stat", &status) == 0 && status.st_size == 0)
        let bytes = try #require(FileDescriptorIO.readFile(atPath: "/proc/self/stat", limit: 4096))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("\(getpid()) ("), "the reading process's own line")
        #expect(text.hasSuffix("\n"))
    }

    @Test func aFileOfMoreThanItsLimitOrNoneAtAllIsRefused() throws {
        let path = try #require(temporaryFile(holding: Array(repeating: 7, count: 100_000)))
        defer { unlink(path) }
        #expect(FileDescriptorIO.readFile(atPath: path, limit: 100_000)?.count == 100_000)
        #expect(FileDescriptorIO.readFile(atPath: path, limit: 99_999) == nil)
        #expect(FileDescriptorIO.readFile(atPath: "/dev/zero", limit: 1 << 20) == nil)
        #expect(FileDescriptorIO.readFile(atPath: "/nonexistent/file", limit: 10) == nil)
        #expect(FileDescriptorIO.readFile(atPath: "/dev/null", limit: 10) == [])
    }

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

/// The path of a new temporary file holding `bytes`, or nil.
private func temporaryFile(holding bytes: [UInt8]) -> String? {
    var template = Array("/tmp/FileDescriptorIOTests.XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    guard (try? FileDescriptorIO.writeAll(bytes, to: descriptor)) != nil else { return nil }
    return String(
        decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// `alert pager`'s copy when its output is no terminal: every byte as it came.
@Test func aByteCopyPassesEveryByteThrough() throws {
    let input = closeOnExecPipe() ?? [-1, -1]
    let output = closeOnExecPipe() ?? [-1, -1]
    #expect(input[0] >= 0 && output[0] >= 0)
    let bytes: [UInt8] = Array(0...255) + [0x1B, 0x5B, 0x32, 0x4A, 0x0D, 0x0A, 0xFF, 0xC3]
    try FileDescriptorIO.writeAll(bytes, to: input[1])
    close(input[1])
    #expect(ByteCopy.copy(from: input[0], to: output[1]) == .end)
    close(output[1])
    var copied = [UInt8](repeating: 0, count: 1024)
    let count = read(output[0], &copied, copied.count)
    #expect(Array(copied.prefix(max(count, 0))) == bytes)
    close(input[0])
    close(output[0])
}

/// Room for a terminal session's descriptors is there in a test process.
@Test func aSessionsDescriptorsAreAvailable() {
    #expect(DescriptorHeadroom.isAvailable())
}
