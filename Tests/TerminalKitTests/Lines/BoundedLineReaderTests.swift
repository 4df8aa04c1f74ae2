import Foundation
import Testing

@testable import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

struct BoundedLineReaderTests {
    /// A line read may be a secret: the reader's buffer is zeros once the line is out.
    @Test func theBytesOfALineAreWipedOnceItIsDecoded() {
        var bytes = Array("hunter2\r".utf8)
        #expect(BoundedLineReader.decodeAndWipe(&bytes) == "hunter2")
        #expect(bytes.count == 8 && bytes.allSatisfy { $0 == 0 })
        var empty: [UInt8] = []
        BoundedLineReader.wipe(&empty)
        #expect(empty.isEmpty)
    }

    /// A pipe holding `text`, its writing end closed.
    func pipe(holding text: String) -> Int32 {
        let descriptors = closeOnExecPipe() ?? [-1, -1]
        #expect(descriptors[0] >= 0)
        _ = Array(text.utf8).withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
        close(descriptors[1])
        return descriptors[0]
    }

    /// A file holding `text`, opened for reading.
    func file(holding text: String) -> Int32 {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("lines-\(UUID().uuidString)").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        defer { unlink(path) }
        return open(path, O_RDONLY)
    }

    @Test(arguments: ["pipe", "file"])
    func readsLineByLineAndLeavesTheRestForTheNextReader(_ kind: String) {
        let text = "2\n王小明\r\n\nlast"
        let descriptor = kind == "pipe" ? pipe(holding: text) : file(holding: text)
        defer { close(descriptor) }
        let first = BoundedLineReader(descriptor: descriptor)
        #expect(first.readLine() == .text("2"))
        // Another reader (another process) finds the rest untouched.
        let second = BoundedLineReader(descriptor: descriptor)
        #expect(second.readLine() == .text("王小明"))
        #expect(second.readLine() == .text(""))
        #expect(second.readLine() == .text("last"))
        #expect(second.readLine() == .end)
    }

    @Test func aPipeIsReadInBlocksNotByteByByte() {
        #expect(BoundedLineReader.InputKind.of(pipe(holding: "")) == .pipe)
        let descriptor = file(holding: "")
        defer { close(descriptor) }
        #expect(BoundedLineReader.InputKind.of(descriptor) == .regularFile)
    }

    @Test(arguments: ["pipe", "file"])
    func aLineLongerThanTheBoundIsRefusedWithoutReadingItAll(_ kind: String) {
        // 10 MB without a line feed, then a line that must stay unread.
        let text = String(repeating: "x", count: 10_000_000) + "\nnext\n"
        let descriptor: Int32
        if kind == "pipe" {
            let descriptors = closeOnExecPipe() ?? [-1, -1]
            #expect(descriptors[0] >= 0)
            let writer = descriptors[1]
            // The writer blocks once the pipe is full; the reader must stop before the end.
            DispatchQueue.global().async {
                _ = Array(text.utf8).withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
                close(writer)
            }
            descriptor = descriptors[0]
        } else {
            descriptor = file(holding: text)
        }
        defer { close(descriptor) }
        let reader = BoundedLineReader(descriptor: descriptor, maximumLength: 1000)
        #expect(reader.readLine() == .tooLong)
        if kind == "file" {
            #expect(lseek(descriptor, 0, SEEK_CUR) <= 1001 + 4096, "read no further than a block")
        } else {
            // Drain the rest so the writer finishes (and gets no SIGPIPE).
            var sink = [UInt8](repeating: 0, count: 65_536)
            var drained = 0
            while case let count = read(descriptor, &sink, sink.count), count > 0 {
                drained += count
            }
            #expect(drained > 9_000_000, "the reader stopped near the bound")
        }
    }

    @Test func aLineOfExactlyTheBoundIsTaken() {
        let descriptor = pipe(holding: String(repeating: "y", count: 100) + "\n")
        defer { close(descriptor) }
        let reader = BoundedLineReader(descriptor: descriptor, maximumLength: 100)
        #expect(reader.readLine() == .text(String(repeating: "y", count: 100)))
    }

    @Test func aWaitingReadReturnsWhenCancelled() {
        let input = closeOnExecPipe() ?? [-1, -1]
        let cancel = closeOnExecPipe() ?? [-1, -1]
        #expect(input[0] >= 0 && cancel[0] >= 0)
        defer { for descriptor in input + cancel { close(descriptor) } }
        let reader = BoundedLineReader(descriptor: input[0], cancellation: cancel[0])
        var byte: UInt8 = 1
        _ = write(cancel[1], &byte, 1)
        #expect(reader.readLine() == .cancelled)
    }

    @Test func aLongLineSpreadOverManyWritesArrivesWhole() {
        let descriptors = closeOnExecPipe() ?? [-1, -1]
        #expect(descriptors[0] >= 0)
        let writer = descriptors[1]
        let line = String(repeating: "abcdefgh", count: 2_000)  // 16 kB, several blocks
        DispatchQueue.global().async {
            for chunk in Array(line.utf8).chunks(ofCount: 3_000) {
                _ = chunk.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
            }
            _ = "\nrest\n".withCString { write(writer, $0, 6) }
            close(writer)
        }
        defer { close(descriptors[0]) }
        let reader = BoundedLineReader(descriptor: descriptors[0])
        #expect(reader.readLine() == .text(line))
        #expect(reader.readLine() == .text("rest"))
    }

    /// A descriptor that cannot be read (a directory) is not the end of the input.
    @Test func aDirectoryIsUnreadableNotEnded() {
        let directory = open("/tmp", O_RDONLY)
        defer { close(directory) }
        #expect(BoundedLineReader(descriptor: directory).readLine() == .unreadable(errno: EISDIR))
    }
}

extension Array {
    fileprivate func chunks(ofCount count: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: self.count, by: count).map {
            self[$0..<Swift.min($0 + count, self.count)]
        }
    }
}
