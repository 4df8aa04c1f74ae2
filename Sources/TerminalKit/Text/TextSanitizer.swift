/// Neutralises text from callers (titles, messages, button titles, pasted input) before it can
/// reach a cell or the terminal.
///
/// Removed whole: escape sequences (CSI, OSC, DCS, SOS, PM, APC, and two-byte ESC sequences,
/// in both their 7-bit `ESC x` and 8-bit C1 forms), bidirectional overrides and isolates.
/// Replaced by U+FFFD: any other C0 or C1 control and DEL, and a byte that was not UTF-8
/// (a `LosslessUTF8` escape). A tab becomes one space. A line
/// feed is kept only when `keepingNewlines` is true, and ends a sequence left open, so an
/// unterminated one removes the rest of its line, never the lines after it. Runs in O(n)
/// over the scalars.
package enum TextSanitizer {
    /// Returns `text` with every control character and escape sequence neutralised.
    package static func sanitize(_ text: String, keepingNewlines: Bool = false) -> String {
        // Printable ASCII holds nothing to remove: the text as it is, with no copy.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var output = String.UnicodeScalarView()
        var state = State.text
        for scalar in text.unicodeScalars {
            if scalar == "\n", state != .text {
                // A line feed ends any sequence left open: an unterminated one never eats
                // the lines after it (a message's own line end included).
                state = .text
            }
            switch state {
            case .text:
                state = consumeText(scalar, into: &output, keepingNewlines: keepingNewlines)
            case .escape:
                state = afterEscape(scalar)
            case .controlSequence:
                // Parameters and intermediates run until a final byte 0x40...0x7E.
                if (0x40...0x7E).contains(scalar.value) || isUnsafe(scalar) {
                    state = .text
                }
            case .controlString:
                // OSC/DCS/SOS/PM/APC run until BEL, ST (ESC \) or 8-bit ST.
                if scalar.value == 0x07 || scalar.value == 0x9C {
                    state = .text
                } else if scalar.value == 0x1B {
                    state = .controlStringEscape
                }
            case .controlStringEscape:
                state = scalar == "\\" ? .text : .controlString
            }
        }
        return String(output)
    }

    /// Whether `text` would come through ``sanitize(_:keepingNewlines:)`` unchanged.
    package static func isSafe(_ text: String, keepingNewlines: Bool = false) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            if scalar == "\n" { return keepingNewlines }
            return !isUnsafe(scalar) && !isBidiControl(scalar)
        }
    }

    private enum State {
        case text
        case escape
        case controlSequence
        case controlString
        case controlStringEscape
    }

    private static func consumeText(
        _ scalar: Unicode.Scalar,
        into output: inout String.UnicodeScalarView,
        keepingNewlines: Bool
    ) -> State {
        switch scalar.value {
        case 0x1B:
            return .escape
        case 0x9B:
            return .controlSequence
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
            return .controlString
        case 0x09:
            output.append(" ")
        case 0x0A where keepingNewlines:
            output.append(scalar)
        default:
            if isBidiControl(scalar) { return .text }
            output.append(isUnsafe(scalar) ? replacement : scalar)
        }
        return .text
    }

    private static func afterEscape(_ scalar: Unicode.Scalar) -> State {
        switch scalar {
        case "[": return .controlSequence
        case "]", "P", "X", "^", "_": return .controlString
        case "\u{1B}": return .escape
        default:
            // A two-byte sequence (ESC 7, ESC c, ESC ( B's first half...) is dropped whole.
            return .text
        }
    }

    private static let replacement: Unicode.Scalar = "\u{FFFD}"

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || LosslessUTF8.isEscape(scalar)
    }

    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
