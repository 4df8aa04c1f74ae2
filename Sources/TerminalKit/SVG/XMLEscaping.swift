/// Escapes text for XML character data and attribute values.
enum XMLEscaping {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, and every character
    /// XML 1.0 forbids (C0 controls other than tab, line feed and carriage return, and
    /// U+FFFE/U+FFFF) replaced by U+FFFD, so the result is always well-formed. O(n).
    static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            default:
                output.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return output
    }

    /// Whether XML 1.0 allows `scalar` in a document.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return true
        case ..<0x20: return false
        case 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }
}
