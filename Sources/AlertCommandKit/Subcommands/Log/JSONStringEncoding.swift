/// A string as Go's `encoding/json` writes it with HTML escaping off, which is how
/// charmbracelet/log's JSON formatter writes keys and values (json.go).
package enum JSONStringEncoding {
    /// `text` in double quotes: `\"` and `\\`; `\b \f \n \r \t`; other control characters as
    /// `\u001b`; U+2028 and U+2029 as `\u2028` `\u2029`; everything else as it is (`<`,
    /// `&` and DEL included).
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{2028}", "\u{2029}":
                result += "\\u" + GoUnicode.hexDigits(scalar.value, count: 4)
            default:
                if scalar.value < 0x20 {
                    result += "\\u" + GoUnicode.hexDigits(scalar.value, count: 4)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
