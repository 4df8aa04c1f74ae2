import Testing

@testable import TerminalKit

/// The zlib streams below were written by zlib itself (Python's `zlib` module), one per
/// DEFLATE block type.
@Suite struct InflaterTests {
    /// "hello" in one stored block (level 0).
    static let stored: [UInt8] = [
        0x78, 0x01, 0x01, 0x05, 0x00, 0xFA, 0xFF, 0x68, 0x65, 0x6C, 0x6C, 0x6F,
        0x06, 0x2C, 0x02, 0x15,
    ]
    /// "abc" and "def" in two stored blocks, the first not final.
    static let twoStoredBlocks: [UInt8] = [
        0x78, 0x01, 0x00, 0x03, 0x00, 0xFC, 0xFF, 0x61, 0x62, 0x63, 0x00, 0x00,
        0x00, 0xFF, 0xFF, 0x01, 0x03, 0x00, 0xFC, 0xFF, 0x64, 0x65, 0x66, 0x08,
        0x1E, 0x02, 0x56,
    ]
    /// "abc" eight times with fixed Huffman codes: three literals, then one back-reference.
    static let fixed: [UInt8] = [
        0x78, 0x01, 0x4B, 0x4C, 0x4A, 0x4E, 0xC4, 0x86, 0x00, 0x72, 0xE0, 0x09,
        0x31,
    ]
    /// ``skewedText`` at level 9: one dynamic-Huffman block.
    static let dynamic: [UInt8] = [
        0x78, 0xDA, 0xED, 0xD0, 0x39, 0x0E, 0x80, 0x30, 0x10, 0x43, 0xD1, 0xB3,
        0x7A, 0x49, 0x93, 0x68, 0xEE, 0xDF, 0xC2, 0x97, 0xE0, 0x06, 0x94, 0x94,
        0x23, 0xDB, 0x4F, 0x4A, 0xE4, 0xB5, 0xEB, 0x73, 0xA6, 0x59, 0x96, 0xBB,
        0x3B, 0x47, 0xD3, 0xCD, 0xB1, 0x76, 0x86, 0x84, 0x43, 0x77, 0x6D, 0xCC,
        0x11, 0x92, 0xDE, 0xB5, 0x23, 0x12, 0x03, 0x84, 0x5A, 0xD9, 0x08, 0xC0,
        0x6C, 0x02, 0x40, 0x6D, 0xF4, 0x68, 0x9D, 0x00, 0x94, 0x43, 0x24, 0x06,
        0x08, 0x49, 0x01, 0x44, 0xCD, 0x6C, 0x02, 0x50, 0x36, 0x02, 0x30, 0x40,
        0x00, 0x0A, 0x20, 0x00, 0x03, 0x04, 0xA0, 0x00, 0x02, 0x30, 0x40, 0x00,
        0x0A, 0x20, 0x00, 0x03, 0x04, 0xA0, 0x00, 0x02, 0x30, 0x40, 0x00, 0xFA,
        0xBE, 0xF4, 0xFF, 0x83, 0x6F, 0xFF, 0xE0, 0x02, 0xF0, 0x27, 0xEF, 0x3F,
    ]

    /// 600 letters from a–m, most of them in a repeating pattern.
    static var skewedText: [UInt8] {
        (0..<600).map { (index: Int) -> UInt8 in
            let letter: Int = index % 5 != 0 ? (index * index) % 13 : (index / 5) % 4
            return UInt8(97 + letter)
        }
    }

    @Test func aStoredBlockIsCopiedAsItIs() throws {
        #expect(try Inflater.inflateZlib(Self.stored, limit: 100) == Array("hello".utf8))
    }

    @Test func blocksFollowOneAnotherUntilTheFinalOne() throws {
        #expect(try Inflater.inflateZlib(Self.twoStoredBlocks, limit: 100) == Array("abcdef".utf8))
    }

    @Test func fixedHuffmanCodesAndBackReferencesAreDecoded() throws {
        let expected = Array(String(repeating: "abc", count: 8).utf8)
        #expect(try Inflater.inflateZlib(Self.fixed, limit: 100) == expected)
    }

    @Test func dynamicHuffmanTablesAreReadFromTheBlock() throws {
        #expect(Self.dynamic[2] >> 1 & 3 == 2, "the fixture is a dynamic block")
        #expect(try Inflater.inflateZlib(Self.dynamic, limit: 600) == Self.skewedText)
    }

    @Test func outputBeyondTheLimitIsRefused() {
        #expect(throws: ImageDecodingError.self) {
            try Inflater.inflateZlib(Self.dynamic, limit: 599)
        }
        #expect(throws: ImageDecodingError.self) {
            try Inflater.inflateZlib(Self.stored, limit: 4)
        }
    }

    @Test func aWrongChecksumIsRefused() {
        var broken = Self.fixed
        broken[broken.count - 1] ^= 0x01
        #expect(throws: ImageDecodingError.corrupt("zlib Adler-32 mismatch")) {
            try Inflater.inflateZlib(broken, limit: 100)
        }
    }

    @Test func aBadHeaderOrAPresetDictionaryIsRefused() {
        var notDeflate = Self.stored
        notDeflate[0] = 0x79
        #expect(throws: ImageDecodingError.corrupt("bad zlib header")) {
            try Inflater.inflateZlib(notDeflate, limit: 100)
        }
        // FDICT set; 0x7820 is a multiple of 31, so the header's check still holds.
        var dictionary = Self.stored
        dictionary[1] = 0x20
        #expect(throws: ImageDecodingError.unsupportedFormat("zlib preset dictionary")) {
            try Inflater.inflateZlib(dictionary, limit: 100)
        }
    }

    @Test func aStreamCutShortIsRefusedNotReadPastItsEnd() {
        for length in [0, 5, 8, Self.dynamic.count / 2, Self.dynamic.count - 4] {
            #expect(throws: ImageDecodingError.self, "cut at \(length)") {
                try Inflater.inflateZlib(Array(Self.dynamic.prefix(length)), limit: 600)
            }
        }
    }

    @Test func blockTypeThreeIsRefused() {
        // Header, then BFINAL 1 and BTYPE 11.
        #expect(throws: ImageDecodingError.corrupt("deflate block type 3")) {
            try Inflater.inflateZlib([0x78, 0x01, 0x07, 0, 0, 0, 0, 0], limit: 100)
        }
    }
}
