import Testing

@testable import TerminalKit

@Suite struct SGREncoderTests {
    private func sgr(_ from: TerminalStyle, _ to: TerminalStyle) -> String {
        var bytes: [UInt8] = []
        SGREncoder.append(from: from, to: to, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
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
        #expect(sgr(busy, TerminalStyle(attributes: .italic)) == "\u{1B}[0;3m")
    }

    @Test func turningOffBoldKeepsDim() {
        let all = TerminalStyle(attributes: [.bold, .dim, .italic])
        #expect(sgr(all, TerminalStyle(attributes: [.dim, .italic])) == "\u{1B}[22;2m")
        let both = TerminalStyle(attributes: [.bold, .dim])
        #expect(sgr(both, TerminalStyle(attributes: .dim)) == "\u{1B}[0;2m", "reset is shorter")
    }

    @Test func colourForms() {
        #expect(sgr(.plain, TerminalStyle(foreground: .ansi(3))) == "\u{1B}[33m")
        #expect(sgr(.plain, TerminalStyle(foreground: .ansi(11))) == "\u{1B}[93m")
        #expect(sgr(.plain, TerminalStyle(foreground: .indexed(200))) == "\u{1B}[38;5;200m")
        #expect(sgr(.plain, TerminalStyle(background: .rgb(1, 2, 3))) == "\u{1B}[48;2;1;2;3m")
        #expect(sgr(TerminalStyle(foreground: .ansi(3)), .plain) == "\u{1B}[m")
    }
}
