import AlertEngine

/// A colour as zenity's `--color-selection` reads and prints it (GDK's `GdkRGBA`): channels
/// from 0 to 1, read from `--color` as `gdk_rgba_parse` reads it and printed as
/// `gdk_rgba_to_string` prints it: `rgb(255,0,0)`, or `rgba(10,20,30,0.5)` while not opaque.
package struct ZenityColor: Hashable, Sendable {
    /// Red, 0 ... 1.
    package var red: Double
    /// Green, 0 ... 1.
    package var green: Double
    /// Blue, 0 ... 1.
    package var blue: Double
    /// Opacity, 0 (transparent) ... 1 (opaque).
    package var alpha: Double

    /// A colour of four channels, each clamped into 0 ... 1.
    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        let clamp = { (value: Double) in value.isNaN ? 0 : min(max(value, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// A colour of 8-bit channels (`#RRGGBB`), opaque.
    package init(hex: UInt32) {
        self.init(
            red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255)
    }

    /// White: zenity's colour when `--color` gives none.
    package static let white = ZenityColor(red: 1, green: 1, blue: 1)

    /// Reads `text` as GDK does: `#RGB`, `#RRGGBB`, `#RRRGGGBBB`, `#RRRRGGGGBBBB`,
    /// `rgb(R,G,B)` and `rgba(R,G,B,A)` (each channel 0 ... 255 or a percentage, the opacity
    /// 0 ... 1), or a colour name of ``names``; nil for anything else (zenity then starts
    /// at white; this mode refuses it).
    package init?(parsing text: String) {
        let trimmed = text.trimmingWhitespace()
        if trimmed.hasPrefix("#") {
            guard let color = Self.hex(trimmed.dropFirst()) else { return nil }
            self = color
        } else if let color = Self.functional(trimmed) {
            self = color
        } else {
            let key = trimmed.lowercased().filter { $0 != " " }
            guard let hex = Self.names[key] else { return nil }
            self.init(hex: hex)
        }
    }

    /// `#` and 3, 6, 9 or 12 hexadecimal digits, each channel widened to 16 bits as Pango
    /// widens it (`#F00` is `#FFFF00000000`).
    private static func hex(_ digits: Substring) -> ZenityColor? {
        let values = digits.map(\.hexDigitValue)
        guard [3, 6, 9, 12].contains(values.count), values.allSatisfy({ $0 != nil }) else {
            return nil
        }
        let width = values.count / 3
        let channels = (0..<3).map { channel -> Double in
            var value = values[channel * width..<(channel + 1) * width]
                .reduce(0) { $0 << 4 | $1! }
            var bits = width * 4
            value <<= 16 - bits
            while bits < 16 {
                value |= value >> bits
                bits *= 2
            }
            return Double(value) / 65535
        }
        return ZenityColor(red: channels[0], green: channels[1], blue: channels[2])
    }

    /// `rgb(R,G,B)` or `rgba(R,G,B,A)`.
    private static func functional(_ text: String) -> ZenityColor? {
        let lower = text.lowercased()
        let hasAlpha = lower.hasPrefix("rgba(")
        guard hasAlpha || lower.hasPrefix("rgb("), lower.hasSuffix(")") else { return nil }
        let inside = lower.drop { $0 != "(" }.dropFirst().dropLast()
        let parts = inside.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingWhitespace() }
        guard parts.count == (hasAlpha ? 4 : 3) else { return nil }
        var channels: [Double] = []
        for part in parts.prefix(3) {
            if part.hasSuffix("%") {
                guard let percent = Double(part.dropLast()) else { return nil }
                channels.append(percent / 100)
            } else {
                guard let value = Double(part) else { return nil }
                channels.append(value / 255)
            }
        }
        var alpha = 1.0
        if hasAlpha {
            guard let value = Double(parts[3]) else { return nil }
            alpha = value
        }
        return ZenityColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    /// The colour names read (CSS's, as Pango's table has them; letter case and spaces
    /// aside): the sixteen basic ones and a few more.
    package static let names: [String: UInt32] = [
        "black": 0x000000, "silver": 0xC0C0C0, "gray": 0x808080, "grey": 0x808080,
        "white": 0xFFFFFF, "maroon": 0x800000, "red": 0xFF0000, "purple": 0x800080,
        "fuchsia": 0xFF00FF, "magenta": 0xFF00FF, "green": 0x008000, "lime": 0x00FF00,
        "olive": 0x808000, "yellow": 0xFFFF00, "navy": 0x000080, "blue": 0x0000FF,
        "teal": 0x008080, "aqua": 0x00FFFF, "cyan": 0x00FFFF, "orange": 0xFFA500,
        "brown": 0xA52A2A, "pink": 0xFFC0CB,
    ]

    /// A channel as an 8-bit number, rounded as GDK rounds it.
    private static func byte(_ channel: Double) -> Int { Int(0.5 + channel * 255) }

    /// The colour as zenity prints it (`gdk_rgba_to_string`): `rgb(R,G,B)` while the
    /// opacity is above 0.999, else `rgba(R,G,B,A)`, A as C's `%g`.
    package var answer: String {
        let channels = [red, green, blue].map { String(Self.byte($0)) }.joined(separator: ",")
        guard alpha <= 0.999 else { return "rgb(\(channels))" }
        return "rgba(\(channels),\(Self.shortest(alpha)))"
    }

    /// The colour as GTK's colour editor shows it in its entry: `#RRGGBB`, the opacity left
    /// out.
    package var hexText: String {
        "#"
            + [red, green, blue].map { channel in
                let text = String(Self.byte(channel), radix: 16, uppercase: true)
                return text.count == 1 ? "0" + text : text
            }.joined()
    }

    /// The colour to draw.
    package var alertColor: AlertColor {
        AlertColor(
            red: UInt8(Self.byte(red)), green: UInt8(Self.byte(green)),
            blue: UInt8(Self.byte(blue)), alpha: UInt8(Self.byte(alpha)))
    }

    /// Whether black text reads better than white on the colour.
    package var isLight: Bool { 0.299 * red + 0.587 * green + 0.114 * blue > 0.6 }

    /// `value` (0 ... 1) as C's `%g` writes it: six significant digits, the trailing zeros
    /// dropped, an exponent below 0.0001 (`1e-05`).
    package static func shortest(_ value: Double) -> String {
        guard value > 0 else { return "0" }
        var exponent = 0
        var mantissa = value
        while mantissa < 1 {
            mantissa *= 10
            exponent -= 1
        }
        while mantissa >= 10 {
            mantissa /= 10
            exponent += 1
        }
        // Six significant digits; a rounding up to 10 moves the exponent.
        var digits = Int((mantissa * 100_000).rounded())
        if digits >= 1_000_000 {
            digits /= 10
            exponent += 1
        }
        if exponent < -4 {
            let text = trimmed(String(digits), point: 1)
            let power = String(-exponent)
            return text + "e-" + (power.count < 2 ? "0" + power : power)
        }
        if exponent >= 0 {
            return trimmed(String(digits), point: exponent + 1)
        }
        let zeros = String(repeating: "0", count: -exponent - 1)
        return trimmed("0" + zeros + String(digits), point: 1)
    }

    /// `digits` with a decimal point after `point` digits, the trailing zeros (and a point
    /// left bare) dropped.
    private static func trimmed(_ digits: String, point: Int) -> String {
        let whole = String(digits.prefix(point))
        var fraction = String(digits.dropFirst(point))
        while fraction.last == "0" { fraction.removeLast() }
        return fraction.isEmpty ? whole : whole + "." + fraction
    }
}
