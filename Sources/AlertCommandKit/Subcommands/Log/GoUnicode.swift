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
}
