import Testing

@testable import TerminalKit

@Suite struct LosslessUTF8Tests {
    /// Byte strings that are not UTF-8, or hold the reserved run, or are the edges of it.
    static let samples: [[UInt8]] = [
        [0x63, 0x61, 0x66, 0xFF],  // "caf" and a stray byte
        [0xC3],  // a sequence cut short
        [0xC3, 0x28],  // a lead byte without its continuation
        [0xE0, 0x80, 0x80],  // an overlong form
        [0xED, 0xA0, 0x80],  // a surrogate
        [0xF4, 0x90, 0x80, 0x80],  // above U+10FFFF
        [0xF4, 0x8F, 0xBE, 0x80],  // U+10FF80, the first reserved code point, well formed
        [0xF4, 0x8F, 0xBF, 0xBF],  // U+10FFFF
        [0x80, 0xBF, 0xC0, 0xC1, 0xF5, 0xFF],  // bytes that never start a sequence
        Array("é e\u{301} 中文 🙂\t\r".utf8),  // well formed, kept as it is
    ]

    @Test(arguments: samples)
    func givesEveryByteBack(bytes: [UInt8]) {
        let text = LosslessUTF8.decode(bytes)
        #expect(LosslessUTF8.encode(text) == bytes)
    }

    /// Bytes in one run of memory are read in place, any other collection through a copy:
    /// a slice, a buffer and a lazy view give the text the array gives.
    @Test(arguments: samples)
    func everyKindOfCollectionDecodesAlike(bytes: [UInt8]) {
        let text = LosslessUTF8.decode(bytes)
        let padded = [0x41] + bytes
        #expect(LosslessUTF8.decode(padded[1...]).isIdentical(to: text))
        #expect(LosslessUTF8.decode(bytes.lazy.map { $0 }).isIdentical(to: text))
        bytes.withUnsafeBufferPointer { buffer in
            #expect(LosslessUTF8.decode(buffer).isIdentical(to: text))
        }
    }

    @Test func wellFormedTextIsItsOwnCodePoints() {
        let text = "é e\u{301} 中文 🙂"
        #expect(LosslessUTF8.decode(Array(text.utf8)).isIdentical(to: text))
        #expect(LosslessUTF8.encode(text) == Array(text.utf8))
        #expect(
            !LosslessUTF8.decode(Array(text.utf8)).unicodeScalars.contains(
                where: LosslessUTF8.isEscape))
    }

    @Test func aStrayByteIsOneEscapeNotTheReplacementCharacter() {
        let text = LosslessUTF8.decode([0x61, 0xFF, 0x62])
        #expect(text.unicodeScalars.map(\.value) == [0x61, 0x10_FFFF, 0x62])
        #expect(!text.contains("\u{FFFD}"))
    }

    @Test func theSanitiserShowsAnEscapeAsTheReplacementCharacter() {
        let text = LosslessUTF8.decode([0x61, 0xFF, 0x62])
        #expect(TextSanitizer.sanitize(text) == "a\u{FFFD}b")
        #expect(!TextSanitizer.isSafe(text))
    }

    @Test func identityIsScalarForScalar() {
        #expect("é".isIdentical(to: "\u{E9}"))
        #expect(!"\u{E9}".isIdentical(to: "e\u{301}"))
        #expect("\u{E9}" == "e\u{301}")  // what String's == says, and why it is not used
    }
}
