/// An RGBA colour with 8-bit channels, independent of any drawing backend.
public struct AlertColor: Hashable, Sendable {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) ... 255 (opaque).
    public var alpha: UInt8

    /// Creates a colour from its four channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
    ///
    /// - Throws: ``AlertStyleError/invalidHexColor(_:)`` for anything else.
    package init(hex: String) throws(AlertStyleError) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        let values = digits.map { $0.hexDigitValue }
        guard [3, 4, 6, 8].contains(values.count), values.allSatisfy({ $0 != nil }) else {
            throw .invalidHexColor(hex)
        }
        let nibbles = values.map { UInt8($0!) }
        let channels: [UInt8]
        if nibbles.count <= 4 {
            channels = nibbles.map { $0 << 4 | $0 }
        } else {
            channels = stride(from: 0, to: nibbles.count, by: 2).map {
                nibbles[$0] << 4 | nibbles[$0 + 1]
            }
        }
        self.init(
            red: channels[0], green: channels[1], blue: channels[2],
            alpha: channels.count == 4 ? channels[3] : 255)
    }

    /// The colour as `#RRGGBBAA`.
    package var hexString: String {
        "#"
            + [red, green, blue, alpha].map { byte in
                let text = String(byte, radix: 16, uppercase: true)
                return text.count == 1 ? "0" + text : text
            }.joined()
    }

    /// The same colour with another opacity (`fraction` is clamped to `0...1`).
    package func withAlpha(_ fraction: Double) -> AlertColor {
        let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        var copy = self
        copy.alpha = UInt8((clamped * 255).rounded())
        return copy
    }

    /// Opaque black.
    package static let black = AlertColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    package static let white = AlertColor(red: 255, green: 255, blue: 255)
    /// Fully transparent.
    package static let clear = AlertColor(red: 0, green: 0, blue: 0, alpha: 0)
}
