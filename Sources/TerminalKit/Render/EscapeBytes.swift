/// Appending the pieces of escape sequences to a byte buffer without building strings.
extension Array where Element == UInt8 {
    /// Appends ESC `[`.
    mutating func appendCSI() {
        append(0x1B)
        append(0x5B)
    }

    /// Appends `value` (≥ 0) in decimal.
    mutating func appendDecimal(_ value: Int) {
        if value < 10 {
            append(UInt8(48 + value))
            return
        }
        // Colour components and most counts: two or three digits, appended one by one.
        if value < 100 {
            append(UInt8(48 + value / 10))
            append(UInt8(48 + value % 10))
            return
        }
        if value < 1000 {
            append(UInt8(48 + value / 100))
            append(UInt8(48 + value / 10 % 10))
            append(UInt8(48 + value % 10))
            return
        }
        var digits = EscapeBytes.decimalDigitCount(value)
        let start = count
        append(contentsOf: repeatElement(0, count: digits))
        var rest = value
        while digits > 0 {
            digits -= 1
            self[start + digits] = UInt8(48 + rest % 10)
            rest /= 10
        }
    }

    /// Appends ESC `[` `n` `final`, leaving `n` out when it is 1 (the default).
    mutating func appendCSI(_ count: Int, _ final: UInt8) {
        appendCSI()
        if count != 1 {
            appendDecimal(count)
        }
        append(final)
    }

    /// Appends the ASCII bytes of `text`.
    mutating func appendASCII(_ text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }
}

/// Byte counts of escape sequences, for choosing the shortest.
enum EscapeBytes {
    /// The number of decimal digits of `value` (≥ 0).
    static func decimalDigitCount(_ value: Int) -> Int {
        var digits = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        return digits
    }

    /// The length of ESC `[` `n` `final` as ``Swift/Array/appendCSI(_:_:)`` writes it.
    static func csiLength(_ count: Int) -> Int {
        count == 1 ? 3 : 3 + decimalDigitCount(count)
    }
}
