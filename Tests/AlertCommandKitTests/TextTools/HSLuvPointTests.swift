import Testing

@testable import AlertCommandKit

/// Colours in HSLuv, as go-colorful computes them for x/ansi's Convert256.
struct HSLuvPointTests {
    /// go-colorful: hsluv.go — HSLuv's reference values for sRGB red and white.
    @Test func referenceValues() {
        let red = HSLuvPoint(1, 0, 0)
        #expect(abs(red.hue - 12.177) < 0.001)
        #expect(abs(red.saturation - 1) < 0.0001)
        #expect(abs(red.lightness - 0.53237) < 0.0001)
        let white = HSLuvPoint(1, 1, 1)
        #expect(white.saturation == 0)
        #expect(abs(white.lightness - 1) < 0.0001)
    }

    /// go-colorful: hsluv.go DistanceHSLuv — the hue counts a hundredth.
    @Test func distanceScalesTheHue() {
        let black = HSLuvPoint(0, 0, 0)
        #expect(black.distance(to: black) == 0)
        #expect(abs(HSLuvPoint(1, 1, 1).distance(to: black) - 1) < 0.0001)
    }
}
