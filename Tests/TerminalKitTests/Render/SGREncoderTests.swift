import Testing

@testable import TerminalKit

@Suite struct SGREncoderTests {
    private func sgr(_ from: TerminalStyle, _ to: TerminalStyle) -> String {
        var bytes: [UInt8] = []
        SGREncoder.append(from: from, to: to, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The length counted without writing is what is written, for random pairs of styles
    /// in every colour form.
    @Test func theCountedLengthIsTheWrittenLength() {
        var generator = SplitMix64(seed: 0x5E6_C0DE)
        let colors: [TerminalColor] = [
            .default, .ansi(3), .ansi(12), .indexed(7), .indexed(200), .rgb(255, 255, 255),
            .rgb(10, 132, 255), .rgb(0, 0, 0),
        ]
        for _ in 0..<500 {
            func style() -> TerminalStyle {
                TerminalStyle(
                    foreground: colors.randomElement(using: &generator)!,
                    background: colors.randomElement(using: &generator)!,
                    attributes: TerminalStyle.Attributes(
                        rawValue: UInt8.random(in: 0..<32, using: &generator)))
            }
            let (from, to) = (style(), style())
            #expect(SGREncoder.length(from: from, to: to) == sgr(from, to).utf8.count)
        }
    }

    @Test func equalStylesWriteNothing() {
        let style = TerminalStyle(foreground: .rgb(1, 2, 3), attributes: .bold)
        #expect(sgr(style, style).isEmpty)
    }

    @Test func onlyTheChangedAttributeIsWritten() {
        let bold = TerminalStyle(foreground: .rgb(10, 20, 30), attributes: .bold)
        var boldItalic = bold
        boldItalic.isItalic = true
        #expect(sgr(bold, boldItalic) == "\u{1B}[3m")
        #expect(sgr(boldItalic, bold) == "\u{1B}[23m")
        var other = bold
        other.background = .ansi(9)
        #expect(sgr(bold, other) == "\u{1B}[101m")
    }

    @Test func resetIsUsedWhenShorter() {
        let busy = TerminalStyle(
            foreground: .ansi(1), background: .ansi(2), attributes: [.bold, .underline])
        #expect(sgr(busy, .plain) == "\u{1B}[m")
        #expect(sgr(busy, TerminalStyle(attributes: .italic)) == "\u{1B}[;3m", "0 left out")
    }

    @Test func turningOffBoldKeepsDim() {
        let all = TerminalStyle(attributes: [.bold, .dim, .italic])
        #expect(sgr(all, TerminalStyle(attributes: [.dim, .italic])) == "\u{1B}[22;2m")
        let both = TerminalStyle(attributes: [.bold, .dim])
        #expect(sgr(both, TerminalStyle(attributes: .dim)) == "\u{1B}[;2m", "reset is shorter")
    }

    @Test func colourForms() {
        #expect(sgr(.plain, TerminalStyle(foreground: .ansi(3))) == "\u{1B}[33m")
        #expect(sgr(.plain, TerminalStyle(foreground: .ansi(11))) == "\u{1B}[93m")
        #expect(sgr(.plain, TerminalStyle(foreground: .indexed(200))) == "\u{1B}[38;5;200m")
        #expect(sgr(.plain, TerminalStyle(background: .rgb(1, 2, 3))) == "\u{1B}[48;2;1;2;3m")
        #expect(sgr(TerminalStyle(foreground: .ansi(3)), .plain) == "\u{1B}[m")
    }

    @Test func eachColourTakesItsShortestExactForm() {
        // An indexed colour below 16 is the ANSI colour of that number.
        #expect(sgr(.plain, TerminalStyle(foreground: .indexed(1))) == "\u{1B}[31m")
        #expect(sgr(.plain, TerminalStyle(background: .indexed(9))) == "\u{1B}[101m")
        // A 24-bit colour of the cube or the grey ramp is its palette index.
        #expect(sgr(.plain, TerminalStyle(foreground: .rgb(255, 255, 255))) == "\u{1B}[38;5;231m")
        #expect(sgr(.plain, TerminalStyle(background: .rgb(0, 0, 0))) == "\u{1B}[48;5;16m")
        #expect(sgr(.plain, TerminalStyle(foreground: .rgb(0, 135, 255))) == "\u{1B}[38;5;33m")
        #expect(sgr(.plain, TerminalStyle(foreground: .rgb(8, 8, 8))) == "\u{1B}[38;5;232m")
        #expect(sgr(.plain, TerminalStyle(foreground: .rgb(238, 238, 238))) == "\u{1B}[38;5;255m")
        // Anything else stays 24-bit: near is not the same.
        #expect(
            sgr(.plain, TerminalStyle(foreground: .rgb(10, 132, 255))) == "\u{1B}[38;2;10;132;255m")
        #expect(sgr(.plain, TerminalStyle(foreground: .rgb(9, 9, 9))) == "\u{1B}[38;2;9;9;9m")
        #expect(sgr(.plain, TerminalStyle(foreground: .rgb(255, 0, 1))) == "\u{1B}[38;2;255;0;1m")
    }

    @Test func everyPaletteIndexIsFoundFromItsOwnColour() {
        for index in 16...255 {
            let (red, green, blue) = TerminalColor.rgbComponents(of: UInt8(index))
            #expect(
                SGREncoder.exactPaletteIndex(UInt8(red), UInt8(green), UInt8(blue))
                    == UInt8(index))
        }
    }
}
