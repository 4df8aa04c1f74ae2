/// A colour as gum's flags write it: "212" (ANSI 0–255), "#ff00ff" / "#f0f" hex, or a name
/// (black red green yellow blue magenta cyan white and their bright variants — an alert
/// extension); "" is no colour.
///
/// Numbers follow lipgloss v2's `Color` (color.go): a minus sign is dropped ("-9" is 9),
/// 0–15 are the basic ANSI colours (SGR 30–37 and 90–97), 16–255 the indexed ones
/// (SGR 38;5;n), and a larger number is a 24-bit colour 0xRRGGBB (only its low 24 bits).
package enum TextToolColor: Hashable, Sendable {
    /// An ANSI colour: 0–15 basic (written SGR 30–37, 90–97), 16–255 indexed (SGR 38;5;n).
    case indexed(UInt8)
    /// A 24-bit colour (SGR 38;2;r;g;b).
    case rgb(UInt8, UInt8, UInt8)

    /// The colour `text` names, or nil for text that is no colour.
    ///
    /// lipgloss's `Color` gives `NoColor` for "", for a hex colour that is not `#rgb` or
    /// `#rrggbb`, and for anything Go's `strconv.Atoi` does not take (names, "12px", " 1");
    /// with `NoColor` nothing is drawn, as if the flag were not given. Nil stands for it here.
    /// The colour names are alert's (lipgloss has none): `red`, `bright-red`, `brightred`,
    /// `bright_red`, any case.
    package init?(parsing text: String) {
        if text.hasPrefix("#") {
            guard let color = Self.hex(text) else { return nil }
            self = color
        } else if let number = Int(goAtoi: text) {
            self = Self.number(number)
        } else if let index = Self.namedIndex(text) {
            self = .indexed(index)
        } else {
            return nil
        }
    }

    /// lipgloss's `parseHex`: `#rrggbb` or `#rgb` (each digit doubled), hex digits of any
    /// case.
    private static func hex(_ text: String) -> TextToolColor? {
        let digits = text.utf8.dropFirst().map { hexValue($0) }
        guard !digits.contains(nil) else { return nil }
        let values = digits.compactMap { $0 }
        switch values.count {
        case 6:
            return .rgb(
                values[0] << 4 + values[1], values[2] << 4 + values[3], values[4] << 4 + values[5])
        case 3:
            return .rgb(values[0] * 17, values[1] * 17, values[2] * 17)
        default:
            return nil
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// lipgloss's reading of a number: its magnitude (Go's `-i`, which leaves Int.min as it
    /// is), below 256 an ANSI colour, else 0xRRGGBB.
    private static func number(_ value: Int) -> TextToolColor {
        let magnitude = value < 0 ? 0 &- value : value
        if magnitude < 256 {
            return .indexed(UInt8(truncatingIfNeeded: magnitude))
        }
        return .rgb(
            UInt8(truncatingIfNeeded: magnitude >> 16), UInt8(truncatingIfNeeded: magnitude >> 8),
            UInt8(truncatingIfNeeded: magnitude))
    }

    /// The ANSI index of a colour name (alert's extension): 0–7, bright 8–15.
    private static func namedIndex(_ text: String) -> UInt8? {
        let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
        var name = Substring(text.lowercased())
        var offset: UInt8 = 0
        if name.hasPrefix("bright") {
            name = name.dropFirst("bright".count)
            if let separator = name.first, separator == "-" || separator == "_" {
                name = name.dropFirst()
            }
            offset = 8
        }
        guard let index = names.firstIndex(of: String(name)) else { return nil }
        return UInt8(index) + offset
    }
}
