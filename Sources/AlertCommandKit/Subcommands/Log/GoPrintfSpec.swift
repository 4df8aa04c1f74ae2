/// The flags, width and precision of one Go `fmt` verb (`%-8.3s`), and how the verb writes
/// a string operand with them (fmt/format.go, fmt/print.go).
struct GoPrintfSpec {
    /// `#`: `%#q` back-quotes, `%#x` writes `0x`.
    var sharp = false
    /// `0`: pads with zeros (only on the left).
    var zero = false
    /// `+`: `%+q` escapes every non-ASCII character.
    var plus = false
    /// `-`: pads on the right.
    var minus = false
    /// ` `: `% x` separates the bytes with spaces.
    var space = false
    /// `%#v`: Go syntax, a quoted string.
    var sharpV = false
    /// The width in characters, when given.
    var width: Int?
    /// The precision (characters kept, or bytes for `%x`), when given.
    var precision: Int?

    /// What the verb writes for the string `argument`: `%s %v` the text, `%q` Go-quoted,
    /// `%x %X` its UTF-8 bytes in hexadecimal, `%T` `string`; any other verb Go's
    /// `%!d(string=…)`, as a string operand is for it.
    func render(_ argument: String, verb: Unicode.Scalar) -> String {
        switch verb {
        case "T": return padded("string")
        case "v": return sharpV ? quoted(argument) : padded(truncated(argument))
        case "s": return padded(truncated(argument))
        case "q": return quoted(argument)
        case "x": return hexadecimal(argument, digits: Array("0123456789abcdefx"))
        case "X": return hexadecimal(argument, digits: Array("0123456789ABCDEFX"))
        default: return "%!\(verb)(string=\(padded(truncated(argument))))"
        }
    }

    /// `text` cut to the precision, in Unicode scalars (Go's runes).
    func truncated(_ text: String) -> String {
        guard let precision, text.unicodeScalars.count > precision else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.prefix(precision))
        return String(scalars)
    }

    /// `text` padded to the width (counted in Unicode scalars) with spaces, or zeros on
    /// the left with `0`.
    func padded(_ text: String) -> String {
        guard let width, width > 0 else { return text }
        let padding = padding(width - text.unicodeScalars.count)
        return minus ? text + padding : padding + text
    }

    private func padding(_ count: Int) -> String {
        count > 0 ? String(repeating: zero ? "0" : " ", count: count) : ""
    }

    private func quoted(_ argument: String) -> String {
        let text = truncated(argument)
        if sharp && GoStringQuoting.canBackquote(text) {
            return padded("`" + text + "`")
        }
        return padded(GoStringQuoting.quoted(text, asciiOnly: plus))
    }

    /// fmt's `fmtSbx`: two digits a byte, `0x` once (`#`) or before each byte (`# `).
    private func hexadecimal(_ argument: String, digits: [Character]) -> String {
        var bytes = Array(argument.utf8)
        if let precision, precision < bytes.count { bytes = Array(bytes.prefix(precision)) }
        guard !bytes.isEmpty else { return width.map { padding($0) } ?? "" }
        var encodedWidth = 2 * bytes.count
        if space {
            if sharp { encodedWidth *= 2 }
            encodedWidth += bytes.count - 1
        } else if sharp {
            encodedWidth += 2
        }
        let prefix = "0" + String(digits[16])
        var encoded = sharp ? prefix : ""
        for (index, byte) in bytes.enumerated() {
            if space && index > 0 {
                encoded += sharp ? " " + prefix : " "
            }
            encoded.append(digits[Int(byte >> 4)])
            encoded.append(digits[Int(byte & 0xF)])
        }
        guard let width, width > encodedWidth else { return encoded }
        let fill = padding(width - encodedWidth)
        return minus ? encoded + fill : fill + encoded
    }
}
