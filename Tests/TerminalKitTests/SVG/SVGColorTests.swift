import Testing

@testable import TerminalKit

@Suite struct SVGColorTests {
    @Test func writesLowercaseHex() {
        #expect(SVGColor(red: 0, green: 171, blue: 255).hex == "#00abff")
    }

    @Test func blendsAndRounds() {
        let white = SVGColor(red: 255, green: 255, blue: 255)
        let black = SVGColor(red: 0, green: 0, blue: 0)
        #expect(white.blended(toward: black, by: 0.5) == SVGColor(red: 128, green: 128, blue: 128))
        #expect(white.blended(toward: black, by: 0) == white)
        #expect(white.blended(toward: black, by: 1) == black)
    }

    @Test func paletteResolvesTerminalColoursWithXtermValues() {
        let palette = TerminalSVGPalette.dark
        #expect(palette.resolve(.ansi(9), fallback: palette.foreground).hex == "#ff0000")
        #expect(palette.resolve(.indexed(196), fallback: palette.foreground).hex == "#ff0000")
        #expect(palette.resolve(.indexed(232), fallback: palette.foreground).hex == "#080808")
        #expect(palette.resolve(.default, fallback: palette.background) == palette.background)
    }
}
