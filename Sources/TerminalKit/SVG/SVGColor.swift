/// A 24-bit colour as SVG writes it (`#rrggbb`).
public struct SVGColor: Hashable, Sendable {
    /// The red component.
    public var red: UInt8
    /// The green component.
    public var green: UInt8
    /// The blue component.
    public var blue: UInt8

    /// Creates a colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a colour from components already in 0...255 (clamped otherwise).
    init(_ components: (Int, Int, Int)) {
        red = UInt8(clamping: components.0)
        green = UInt8(clamping: components.1)
        blue = UInt8(clamping: components.2)
    }

    /// The colour as `#rrggbb` in lowercase hexadecimal.
    public var hex: String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for component in [red, green, blue] {
            text.append(digits[Int(component >> 4)])
            text.append(digits[Int(component & 15)])
        }
        return text
    }

    /// This colour moved `fraction` of the way toward `other`, rounded to the nearest
    /// integer components (deterministic).
    public func blended(toward other: SVGColor, by fraction: Double) -> SVGColor {
        func mix(_ from: UInt8, _ to: UInt8) -> Int {
            Int((Double(from) + (Double(to) - Double(from)) * fraction).rounded())
        }
        return SVGColor(
            (mix(red, other.red), mix(green, other.green), mix(blue, other.blue)))
    }
}
