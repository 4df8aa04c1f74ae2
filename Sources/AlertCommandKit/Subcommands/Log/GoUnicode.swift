/// The two character classes of Go's `unicode` package that charmbracelet/log and Go's
/// `fmt` decide quoting by (`unicode.IsPrint`, `unicode.IsSpace`), for Unicode scalars.
package enum GoUnicode {
    /// Go's `unicode.IsPrint`: a letter, mark, number, punctuation or symbol (general
    /// categories L, M, N, P, S), or the ASCII space; no other space, no control or format
    /// character.
    package static func isPrint(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter,
            .otherLetter, .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber,
            .letterNumber, .otherNumber, .connectorPunctuation, .dashPunctuation,
            .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
            .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// Go's `unicode.IsSpace`: the Unicode White_Space property (tab, line feed, vertical
    /// tab, form feed, carriage return, space, U+0085, U+00A0 and the other Unicode spaces).
    package static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
    }

    /// `value` as `digits` lower-case hexadecimal digits, zero-padded (`\u00e9`'s `00e9`).
    package static func hexDigits(_ value: UInt32, count digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// The escape Go writes for a character it does not print as it is: `\a \b \f \n \r
    /// \t \v`, `\x1b` for another control character (and for U+007F DELETE when
    /// `hexForDelete`, as `strconv` writes it; charmbracelet/log writes `\u007f`), `\u200b`
    /// below U+10000, `\U0001f600` above.
    package static func escape(_ scalar: Unicode.Scalar, hexForDelete: Bool) -> String {
        switch scalar {
        case "\u{07}": return "\\a"
        case "\u{08}": return "\\b"
        case "\u{0C}": return "\\f"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\u{0B}": return "\\v"
        default:
            if scalar.value < 0x20 || (hexForDelete && scalar.value == 0x7F) {
                return "\\x" + hexDigits(scalar.value, count: 2)
            }
            if scalar.value < 0x10000 { return "\\u" + hexDigits(scalar.value, count: 4) }
            return "\\U" + hexDigits(scalar.value, count: 8)
        }
    }
}
