import AlertEngine
import AlertTerminal
import Foundation
import TerminalKit

/// The tour's picture: a small landscape drawn pixel by pixel (sky gradient, sun, two
/// mountain ridges, a lake), so the demo ships no binary file and every run draws the same.
package enum DemoPicture {
    /// The picture's width in pixels (with half blocks, one pixel per cell across and two
    /// per cell down).
    package static let width = 48
    /// The picture's height in pixels.
    package static let height = 28

    /// The landscape as RGBA pixels.
    package static func image() -> RGBAImage {
        // Dimensions are constants inside the valid range, so this cannot throw.
        try! RGBAImage(width: width, height: height) { x, y in pixel(x: x, y: y) }
    }

    /// The landscape as a PNG file, as the kitty and iTerm2 protocols receive it.
    package static func png() -> [UInt8] {
        PNGEncoder.encode(image())
    }

    /// The picture as an ``AlertImage``: PNG pixels, a landscape emoji and alt text.
    package static func alertImage() -> AlertImage {
        // The size is non-negative and data comes with a format, so this cannot throw.
        try! AlertImage(
            pixelWidth: width, pixelHeight: height, data: Data(png()), format: .png,
            symbol: "🌄", altText: "A lake at dusk below two mountains, the sun low in the sky")
    }

    private static func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let fx = Double(x) / Double(width - 1)
        let fy = Double(y) / Double(height - 1)
        let horizon = 0.62
        let far = horizon - 0.22 * max(0, 1 - abs(fx - 0.30) * 3.2)
        let near = horizon - 0.16 * max(0, 1 - abs(fx - 0.78) * 2.6)
        let sunDistance = hypot(fx - 0.62, (fy - 0.30) * 1.7)
        if fy > horizon {
            // The lake mirrors the sky, darker, with a glint under the sun.
            let glint = abs(fx - 0.62) < 0.05 && Int(fy * 40) % 2 == 0
            return glint ? (250, 210, 120, 255) : (30, 60, UInt8(110 + 60 * (1 - fy)), 255)
        }
        if fy > near && fx > 0.5 { return (40, 70, 50, 255) }
        if fy > far { return (70, 90, 110, 255) }
        if sunDistance < 0.11 { return (255, 214, 102, 255) }
        let t = fy / horizon
        return (UInt8(90 + 160 * t), UInt8(120 + 60 * t), UInt8(200 - 80 * t), 255)
    }
}
