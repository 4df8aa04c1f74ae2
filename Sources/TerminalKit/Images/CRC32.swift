/// CRC-32 (ISO 3309, as PNG uses it) and Adler-32 (as zlib uses it).
enum Checksum {
    private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 {
            c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1
        }
        return c
    }

    /// The CRC-32 of `bytes`, continuing from `crc` (pass the result of a previous call).
    static func crc32<C: Collection>(_ bytes: C, continuing crc: UInt32 = 0) -> UInt32
    where C.Element == UInt8 {
        var c = ~crc
        for byte in bytes {
            c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8)
        }
        return ~c
    }

    /// The Adler-32 of `bytes`.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        var index = 0
        while index < bytes.count {
            // 5552 is the largest run before the sums can overflow 32 bits.
            let end = min(index + 5552, bytes.count)
            while index < end {
                a += UInt32(bytes[index])
                b += a
                index += 1
            }
            a %= 65521
            b %= 65521
        }
        return (b << 16) | a
    }
}
