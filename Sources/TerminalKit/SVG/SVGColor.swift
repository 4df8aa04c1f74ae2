/// A 24-bit colour as SVG writes it (`#rrggbb`).
package struct SVGColor: Hashable, Sendable {
    /// The red component.
    package var red: UInt8
    /// The green component.
    package var green: UInt8
    /// The blue component.
    package var blue: UInt8

    /// Creates a colour from its components.
    package init(red: UInt8, green: UInt8, blue: UInt8) {
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
    package var hex: String {
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
    package func blended(toward other: SVGColor, by fraction: Double) -> SVGColor {
        func mix(_ from: UInt8, _ to: UInt8) -> Int {
            Int((Double(from) + (Double(to) - Double(from)) * fraction).rounded())
        }
        return SVGColor(
            (mix(red, other.red), mix(green, other.green), mix(blue, other.blue)))
    }
}
