/// Go's `strconv.Quote`, `strconv.QuoteToASCII` and `strconv.CanBackquote`, which `fmt`'s
/// `%q` verb writes strings with.
package enum GoStringQuoting {
    /// `text` in double quotes with Go's escapes: `\"` and `\\`; `\a \b \f \n \r \t \v`;
    /// other control characters as `\x1b`; a character that is not printable
    /// (``GoUnicode/isPrint(_:)``), or with `asciiOnly` any non-ASCII character, as `\u00a0`
    /// or `\U0001f600`.
    package static func quoted(_ text: String, asciiOnly: Bool = false) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            result += escaped(scalar, asciiOnly: asciiOnly)
        }
        return result + "\""
    }

    /// Whether Go writes `text` between backquotes for `%#q`: no control character but the
    /// tab, no backquote and no U+FEFF.
    package static func canBackquote(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            if scalar == "\t" { return true }
            if scalar.value < 0x20 || scalar.value == 0x7F { return false }
            return scalar != "`" && scalar != "\u{FEFF}"
        }
    }

    private static func escaped(_ scalar: Unicode.Scalar, asciiOnly: Bool) -> String {
        if scalar == "\"" || scalar == "\\" { return "\\" + String(scalar) }
        let printable =
            asciiOnly ? scalar.value < 0x80 && GoUnicode.isPrint(scalar) : GoUnicode.isPrint(scalar)
        if printable { return String(scalar) }
        return GoUnicode.escape(scalar, hexForDelete: true)
    }
}
