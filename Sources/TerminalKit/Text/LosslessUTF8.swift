/// Turns bytes into a `String` and back without losing any: what is not UTF-8 survives the
/// trip, byte for byte (as Python's `surrogateescape` does).
///
/// A byte that is not part of well-formed UTF-8 becomes one scalar of a reserved run of
/// private-use code points, `U+10FF80` … `U+10FFFF` (`U+10FF00` + the byte, every such byte
/// being 0x80 or above), and ``encode(_:)`` writes that scalar back as the byte. So that
/// the trip is exact for every input, a well-formed code point of that run found in the
/// bytes is escaped byte by byte too. On the screen such a scalar reads as U+FFFD: the
/// sanitiser (`TextSanitizer`) shows it so, never the private-use glyph.
///
/// Command-line arguments, lines read from standard input, an answers file and a filter's
/// choices are decoded with it, and an answer written unsanitised is encoded with it, so
/// an answer is the bytes it was given. O(n) in the bytes or scalars.
package enum LosslessUTF8 {
    /// The first scalar of the reserved run, standing for byte 0x00 (only 0x80 … 0xFF occur).
    private static let base: UInt32 = 0x10_FF00

    /// `bytes` as text: well-formed UTF-8 as its code points, any other byte as its escape.
    /// Bytes held in one run of memory (an array, a slice, a buffer) are read in place; any
    /// other collection is copied into an array first.
    package static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        // Generic code is not specialized for the callers in other modules: everything
        // past this point is concrete, so each byte costs no dynamic dispatch.
        if let text = bytes.withContiguousStorageIfAvailable(decode(contiguous:)) {
            return text
        }
        return Array(bytes).withUnsafeBufferPointer(decode(contiguous:))
    }

    /// `bytes` as text (see ``decode(_:)``).
    private static func decode(contiguous bytes: UnsafeBufferPointer<UInt8>) -> String {
        // ASCII is always well-formed and holds no reserved code point.
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            let length = wellFormedLength(bytes, at: index)
            if length == 0 {
                scalars.append(escape(bytes[index]))
                index += 1
                continue
            }
            let sequence = UnsafeBufferPointer(rebasing: bytes[index..<index + length])
            let scalar = decodeScalar(sequence)
            if isEscape(scalar) {
                // A reserved code point in the input itself: kept as its bytes, so that
                // encoding gives those bytes back rather than one byte.
                for byte in sequence { scalars.append(escape(byte)) }
            } else {
                scalars.append(scalar)
            }
            index += length
        }
        return String(scalars)
    }

    /// The bytes `text` stands for: its code points in UTF-8, each escape as its byte.
    package static func encode(_ text: String) -> [UInt8] {
        guard text.unicodeScalars.contains(where: isEscape) else { return Array(text.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if isEscape(scalar) {
                bytes.append(UInt8(scalar.value - base))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// Whether `scalar` stands for a byte that was not UTF-8.
    package static func isEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= base + 0x80 && scalar.value <= base + 0xFF
    }

    /// The escape of `byte` (0x80 … 0xFF).
    private static func escape(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(base + UInt32(byte))!
    }

    /// The length of the well-formed UTF-8 sequence at `index` (1 to 4), or 0 when the byte
    /// there starts none (the table of well-formed sequences of the Unicode standard, 3.9).
    private static func wellFormedLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int
    {
        let lead = bytes[index]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return 0
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
            return 0
        }
        return length
    }

    /// The code point of a well-formed sequence.
    private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar {
        let first = bytes[0]
        var value: UInt32
        switch bytes.count {
        case 1: return Unicode.Scalar(first)
        case 2: value = UInt32(first & 0x1F)
        case 3: value = UInt32(first & 0x0F)
        default: value = UInt32(first & 0x07)
        }
        for byte in bytes.dropFirst() { value = value << 6 | UInt32(byte & 0x3F) }
        // Well-formed sequences hold no surrogate and nothing above U+10FFFF.
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}

extension String {
    /// Whether this text is `other` scalar for scalar: exact, unlike `==`, which also takes
    /// canonically equivalent text as equal (`é` and `e` with a combining acute accent).
    /// Titles, options and ids are matched so: two that look alike stay two.
    package func isIdentical(to other: String) -> Bool {
        utf8.elementsEqual(other.utf8)
    }
}
