import Testing

@testable import AlertCommandKit

/// SGR sequences as x/ansi's Style writes them.
struct SGRAttributesTests {
    /// x/ansi: style.go Styled — an empty style leaves the text, any other wraps it, even an
    /// empty text.
    @Test func styledWrapsEvenEmptyText() {
        let bold = SGRAttributes(parameters: ["1"])
        #expect(bold.styled("") == "\u{1B}[1m\u{1B}[m")
        #expect(bold.styled("a") == "\u{1B}[1ma\u{1B}[m")
        #expect(SGRAttributes().styled("a") == "a")
    }

    /// x/ansi: style.go String — parameters joined by ";", the reset when empty.
    @Test func sequence() {
        #expect(SGRAttributes(parameters: ["", "1"]).sequence == "\u{1B}[;1m")
        #expect(SGRAttributes().sequence == "\u{1B}[m")
    }
}
