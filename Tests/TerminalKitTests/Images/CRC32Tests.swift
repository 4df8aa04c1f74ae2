import Testing

@testable import TerminalKit

/// The check values below are zlib's (Python's `zlib.crc32` and `zlib.adler32`).
@Suite struct CRC32Tests {
    @Test func crc32MatchesTheStandardCheckValue() {
        #expect(Checksum.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Checksum.crc32([UInt8]()) == 0)
    }

    @Test func aCRCCanBeCarriedOnAcrossPieces() {
        let whole = Array("IHDR and then some".utf8)
        let first = Checksum.crc32(whole.prefix(4))
        #expect(Checksum.crc32(whole.dropFirst(4), continuing: first) == Checksum.crc32(whole))
    }

    @Test func adler32MatchesZlibAlsoPastTheRunWhereSumsAreReduced() {
        #expect(Checksum.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Checksum.adler32([]) == 1)
        #expect(Checksum.adler32([UInt8](repeating: 0xFF, count: 6000)) == 0xA497_59EA)
    }
}
