/// How charmbracelet/log's text formatter decides to quote a value and escapes it
/// (text.go: `needsQuoting`, `escapeStringForOutput`).
package enum LogValueQuoting {
    /// Whether the text formatter writes `value` in double quotes: it has a space (any
    /// Unicode space), a character that is not printable, `"` or `=`.
    package static func needsQuoting(_ value: String) -> Bool {
        value.unicodeScalars.contains { scalar in
            scalar == "\"" || scalar == "=" || GoUnicode.isSpace(scalar)
                || !GoUnicode.isPrint(scalar)
        }
    }

    /// `value` with each character that is not printable escaped as Go writes it (`\n`,
    /// `\t`, `\x1b`, `\u200b`, `\U0001f600`), and with `escapingQuotes` each `"` as `\"`;
    /// unchanged when it has nothing to escape.
    package static func escaped(_ value: String, escapingQuotes: Bool) -> String {
        let needsEscaping = value.unicodeScalars.contains { scalar in
            scalar == "\"" || !GoUnicode.isPrint(scalar)
        }
        guard needsEscaping else { return value }
        var result = ""
        for scalar in value.unicodeScalars {
            if escapingQuotes && scalar == "\"" {
                result += "\\\""
            } else if GoUnicode.isPrint(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += GoUnicode.escape(scalar, hexForDelete: false)
            }
        }
        return result
    }
}
