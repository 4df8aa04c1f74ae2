import Testing

@testable import AlertCommandKit

/// Text styled as lipgloss v2's Style.Render styles its core text, then written for a profile.
struct TextToolStyleApplicationTests {
    private let esc = "\u{1B}"

    /// lipgloss: style.go Render ("Render core text") — each line in its own sequence, in
    /// lipgloss's order: bold, italic, underline, faint, foreground, background.
    @Test func eachLineIsStyledOnItsOwn() {
        let style = TextToolStyle(foreground: .indexed(212), bold: true, faint: true, italic: true)
        #expect(
            style.apply(to: "Bubble\nGum", profile: .trueColor)
                == "\(esc)[1;3;2;38;5;212mBubble\(esc)[m\n\(esc)[1;3;2;38;5;212mGum\(esc)[m")
    }

    /// lipgloss: style.go Render — basic colours (0–15) are written SGR 30–37 / 90–97,
    /// backgrounds 40–47 / 100–107, 24-bit as 38;2 / 48;2.
    @Test func colourForms() {
        #expect(
            TextToolStyle(foreground: .indexed(1), background: .indexed(12))
                .apply(to: "x", profile: .trueColor) == "\(esc)[31;104mx\(esc)[m")
        #expect(
            TextToolStyle(foreground: .rgb(1, 2, 3)).apply(to: "x", profile: .trueColor)
                == "\(esc)[38;2;1;2;3mx\(esc)[m")
    }

    /// lipgloss: style.go Render (useSpaceStyler) — with underline, each character is styled
    /// apart, spaces with the colours and the underline only; the underline style adds a
    /// second 4.
    @Test func underlineStylesEachCharacter() {
        let style = TextToolStyle(foreground: .indexed(2), underline: true)
        #expect(
            style.apply(to: "a b", profile: .trueColor)
                == "\(esc)[4;32;4ma\(esc)[m\(esc)[32;4m \(esc)[m\(esc)[4;32;4mb\(esc)[m")
    }

    /// lipgloss: style.go Render — strikethrough too; an empty line stays empty.
    @Test func strikethroughStylesEachCharacter() {
        let style = TextToolStyle(strikethrough: true)
        #expect(style.apply(to: "a\n", profile: .trueColor) == "\(esc)[9ma\(esc)[m\n")
    }

    /// x/ansi: style.go Styled — without attributes the text is unchanged.
    @Test func noAttributesLeaveTheText() {
        #expect(TextToolStyle().apply(to: "plain\ntext", profile: .trueColor) == "plain\ntext")
    }

    /// colorprofile: writer.go — the profile downgrades or drops what was added.
    @Test func theProfileDowngradesTheColours() {
        let style = TextToolStyle(foreground: .indexed(212), bold: true)
        #expect(style.apply(to: "hi", profile: .ansi256) == "\(esc)[1;38;5;212mhi\(esc)[m")
        #expect(style.apply(to: "hi", profile: .ansi16) == "\(esc)[1;91mhi\(esc)[m")
        #expect(style.apply(to: "hi", profile: .ascii) == "\(esc)[1mhi\(esc)[m")
        #expect(style.apply(to: "hi", profile: .noTTY) == "hi")
    }
}
