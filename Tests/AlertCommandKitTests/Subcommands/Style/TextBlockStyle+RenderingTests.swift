import Testing

@testable import AlertCommandKit

/// Blocks rendered as lipgloss v2's Style.Render renders gum style's flags.
struct TextBlockStyleRenderingTests {
    private let esc = "\u{1B}"

    /// gum's README example: `gum style --foreground 212 --border double --align center
    /// --width 50 --margin "1 2" --padding "2 4" "Bubble Gum (1¢)" "So sweet and so fresh!"`
    /// (the arguments joined by newlines, style/command.go). lipgloss: style.go Render —
    /// width less the border, padding, centred lines (odd cell right, align.go), double
    /// border (borders.go), margin of unstyled spaces as wide as the block.
    @Test func gumReadmeExample() {
        let style = TextBlockStyle(
            text: TextToolStyle(foreground: .indexed(212)), border: .double, align: .center,
            width: 50, margin: .init(gum: "1 2"), padding: .init(gum: "2 4"))
        let rendered = style.render("Bubble Gum (1¢)\nSo sweet and so fresh!", profile: .noTTY)
        let expected = [
            "                                                      ",
            "  ╔════════════════════════════════════════════════╗  ",
            "  ║                                                ║  ",
            "  ║                                                ║  ",
            "  ║                Bubble Gum (1¢)                 ║  ",
            "  ║             So sweet and so fresh!             ║  ",
            "  ║                                                ║  ",
            "  ║                                                ║  ",
            "  ╚════════════════════════════════════════════════╝  ",
            "                                                      ",
        ].joined(separator: "\n")
        #expect(rendered == expected)
    }

    /// lipgloss: style.go Render (padding) and applyMargins — padding "2 4" and margin "1"
    /// around "Bubble Gum": every line as wide as the widest (align.go).
    @Test func paddingAndMargin() {
        let style = TextBlockStyle(margin: .init(gum: "1"), padding: .init(gum: "2 4"))
        let blank = String(repeating: " ", count: 20)
        let expected = [blank, blank, blank, "     Bubble Gum     ", blank, blank, blank]
        #expect(style.render("Bubble Gum", profile: .noTTY) == expected.joined(separator: "\n"))
    }

    /// lipgloss: style.go Render — with a width, text is word-wrapped to it and every line
    /// padded to it.
    @Test func widthWrapsAndPads() {
        let style = TextBlockStyle(width: 10)
        #expect(style.render("Bubble Gum is sweet", profile: .noTTY) == "Bubble Gum\nis sweet  ")
    }

    /// lipgloss: style.go Render — the wrap width leaves out border and padding; a word
    /// wider than that is cut.
    @Test func wrappingLeavesOutBorderAndPadding() {
        let style = TextBlockStyle(border: .normal, width: 8, padding: .init(gum: "0 1"))
        let expected = "┌──────┐\n│ Bubb │\n│ le   │\n└──────┘"
        #expect(style.render("Bubble", profile: .noTTY) == expected)
    }

    /// lipgloss: align.go alignTextVertical — a height adds lines below (gum never sets a
    /// vertical alignment), counted with the border.
    @Test func heightAddsLinesBelow() {
        #expect(TextBlockStyle(height: 3).render("ab", profile: .noTTY) == "ab\n  \n  ")
        #expect(
            TextBlockStyle(border: .normal, height: 4).render("ab", profile: .noTTY)
                == "┌──┐\n│ab│\n│  │\n└──┘")
        #expect(TextBlockStyle(height: 1).render("a\nb", profile: .noTTY) == "a\nb")
    }

    /// lipgloss: style.go maybeConvertTabs — a tab is four spaces.
    @Test func tabsAreFourSpaces() {
        #expect(TextBlockStyle().render("a\tb", profile: .noTTY) == "a    b")
    }

    /// lipgloss: style.go Render — padding and alignment spaces carry the background, the
    /// margin none; each line styled on its own.
    @Test func paddingCarriesTheBackground() {
        let style = TextBlockStyle(
            text: TextToolStyle(background: .indexed(4)), margin: .init(gum: "0 1"),
            padding: .init(gum: "0 1"))
        let space = "\(esc)[44m \(esc)[m"
        #expect(
            style.render("Hi", profile: .trueColor) == " \(space)\(esc)[44mHi\(esc)[m\(space) ")
    }

    /// lipgloss: set.go — negative sizes are 0.
    @Test func negativeSizesAreZero() {
        let style = TextBlockStyle(width: -5, height: -1, padding: .init(gum: "-1"))
        #expect(style.render("ab", profile: .noTTY) == "ab")
    }

    /// colorprofile: writer.go — the profile applies to escapes already in the text too
    /// (gum's output goes through colorprofile's writer).
    @Test func theProfileAppliesToTheWholeBlock() {
        let inner = "\(esc)[1;38;2;255;0;0mred\(esc)[m"
        let style = TextBlockStyle(border: .normal)
        #expect(style.render(inner, profile: .noTTY) == "┌───┐\n│red│\n└───┘")
        #expect(
            style.render(inner, profile: .ansi16) == "┌───┐\n│\(esc)[1;91mred\(esc)[m│\n└───┘")
    }
}
