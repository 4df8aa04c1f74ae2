import Foundation
import TerminalKit
import Testing

@testable import AlertCommandKit

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct CommandOutputFileTests {
    /// Copies `file` through a pipe (small outputs only) and returns what came out.
    private func copied(_ file: CommandOutputFile, sanitizing: Bool) throws -> [UInt8] {
        let descriptors = closeOnExecPipe() ?? [-1, -1]
        #expect(descriptors[0] >= 0)
        try file.write(to: descriptors[1], sanitizing: sanitizing)
        close(descriptors[1])
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = block.withUnsafeMutableBytes { read(descriptors[0], $0.baseAddress, 4096) }
            guard count > 0 else { break }
            bytes += block[..<count]
        }
        close(descriptors[0])
        return bytes
    }

    /// Into a pipe or a file the bytes pass as they are, not UTF-8 included; onto a
    /// terminal they go through the sanitiser (no escape sequence).
    @Test func bytesPassExactlyOrSanitisedForATerminal() throws {
        let file = try CommandOutputFile()
        file.append([0xFF, 0xFE, 0x00, 0x61])
        file.append(Array("\u{1B}]0;title\u{07}ok\n".utf8))
        #expect(
            try copied(file, sanitizing: false)
                == [0xFF, 0xFE, 0x00, 0x61] + Array("\u{1B}]0;title\u{07}ok\n".utf8))
        let shown = try copied(file, sanitizing: true)
        #expect(!shown.contains(0x1B) && !shown.contains(0x07))
        #expect(String(decoding: shown, as: UTF8.self).hasSuffix("ok\n"))
        #expect(file.lostReason == nil)
    }

    /// Sanitised blocks are cut after a line feed, or, in a line longer than a block,
    /// before a character's first byte: never inside a character.
    @Test func blocksAreCutBetweenCharacters() {
        #expect(CommandOutputFile.cutPoint(in: Array("ab\ncd".utf8)) == 3)
        #expect(CommandOutputFile.cutPoint(in: Array("abcd".utf8)) == 0, "a short line waits")
        let long = [UInt8](repeating: 0x61, count: CommandOutputFile.blockSize) + Array("é".utf8)
        let cut = CommandOutputFile.cutPoint(in: Array(long.dropLast()))
        #expect(cut == CommandOutputFile.blockSize, "before the é's first byte")
    }
}
