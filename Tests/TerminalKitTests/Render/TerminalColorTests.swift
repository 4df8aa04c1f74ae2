import Testing

@testable import TerminalKit

@Suite struct TerminalColorTests {
    @Test func packingRoundTrips() {
        let colours: [TerminalColor] = [
            .default, .ansi(0), .ansi(15), .indexed(0), .indexed(255),
            .rgb(0, 0, 0), .rgb(255, 128, 1),
        ]
        for colour in colours {
            #expect(TerminalColor(packed: colour.packed) == colour)
        }
        #expect(TerminalColor(packed: TerminalColor.ansi(17).packed) == .ansi(1))
    }

    @Test func downgradesToNearestColours() {
        #expect(TerminalColor.rgb(255, 0, 0).downgraded(to: .indexed256) == .indexed(196))
        #expect(TerminalColor.rgb(128, 128, 128).downgraded(to: .indexed256) == .indexed(244))
        #expect(TerminalColor.rgb(250, 10, 10).downgraded(to: .ansi16) == .ansi(9))
        #expect(TerminalColor.indexed(4).downgraded(to: .ansi16) == .ansi(4))
        #expect(TerminalColor.indexed(21).downgraded(to: .ansi16) == .ansi(4))
        #expect(TerminalColor.rgb(1, 2, 3).downgraded(to: .trueColor) == .rgb(1, 2, 3))
        #expect(TerminalColor.ansi(3).downgraded(to: .indexed256) == .ansi(3))
        for mode in [TerminalColorMode.none] {
            #expect(TerminalColor.ansi(3).downgraded(to: mode) == .default)
            #expect(TerminalColor.rgb(1, 2, 3).downgraded(to: mode) == .default)
        }
    }

    @Test func noColourKeepsAttributes() {
        let style = TerminalStyle(foreground: .ansi(1), attributes: [.bold, .reverse])
        let plain = style.downgraded(to: .none)
        #expect(plain.foreground == .default && plain.isBold && plain.isReversed)
    }
}
