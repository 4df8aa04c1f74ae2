/// Keys and values as go-logfmt's encoder writes them (encode.go, jsonstring.go), which
/// charmbracelet/log's logfmt formatter uses.
package enum LogfmtEncoding {
    /// `key` without the characters a logfmt key cannot hold (spaces and controls, `=`,
    /// `"`, DEL, U+FFFD); nil when nothing is left, and go-logfmt then drops the pair.
    package static func key(_ key: String) -> String? {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: key.unicodeScalars.filter { !isSpecial($0) })
        return result.isEmpty ? nil : String(result)
    }

    /// `value` as it is, or in double quotes when it holds a space, control character, `=`,
    /// `"`, DEL or U+FFFD; `"null"` quoted; the empty value written as nothing.
    package static func value(_ value: String) -> String {
        if value == "null" { return "\"null\"" }
        guard value.unicodeScalars.contains(where: isSpecial) else { return value }
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\", "\"": result += "\\" + String(scalar)
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{FFFD}": result += "\\ufffd"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u" + GoUnicode.hexDigits(scalar.value, count: 4)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func isSpecial(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value <= 0x20 || scalar == "=" || scalar == "\"" || scalar.value == 0x7F
            || scalar == "\u{FFFD}"
    }
}
