import Testing

@testable import AlertCommandKit

/// Borders drawn as lipgloss's applyBorder draws gum's --border kinds.
struct TextBlockStyleBorderDrawingTests {
    private let esc = "\u{1B}"

    /// gum: style/borders.go; lipgloss: borders.go (glyphs) and applyBorder — every kind
    /// around "Bubble Gum".
    @Test(arguments: [
        (TextBlockStyle.Border.none, "Bubble Gum"),
        (.hidden, "            \n Bubble Gum \n            "),
        (.normal, "┌──────────┐\n│Bubble Gum│\n└──────────┘"),
        (.rounded, "╭──────────╮\n│Bubble Gum│\n╰──────────╯"),
        (.thick, "┏━━━━━━━━━━┓\n┃Bubble Gum┃\n┗━━━━━━━━━━┛"),
        (.double, "╔══════════╗\n║Bubble Gum║\n╚══════════╝"),
    ])
    func everyBorderKind(border: TextBlockStyle.Border, expected: String) {
        #expect(TextBlockStyle(border: border).render("Bubble Gum", profile: .noTTY) == expected)
    }

    /// lipgloss: borders.go applyBorder (getLines, ansi.StringWidth) — wide characters and
    /// emoji take two cells, so the edge is as wide as they show.
    @Test func wideCharactersInABorder() {
        let rendered = TextBlockStyle(border: .rounded).render("日本語 🍬\nok", profile: .noTTY)
        #expect(rendered == "╭─────────╮\n│日本語 🍬│\n│ok       │\n╰─────────╯")
    }

    /// lipgloss: borders.go applyBorder — a block holding SGR sequences (another gum
    /// style's output) is measured by what shows.
    @Test func styledTextInABorder() {
        let inner = "\(esc)[38;5;212mGum\(esc)[m\nBubble"
        let rendered = TextBlockStyle(border: .normal).render(inner, profile: .trueColor)
        #expect(rendered == "┌──────┐\n│\(esc)[38;5;212mGum\(esc)[m   │\n│Bubble│\n└──────┘")
    }

    /// lipgloss: borders.go styleBorder — each edge piece carries the border colours,
    /// foreground then background.
    @Test func borderColours() {
        let style = TextBlockStyle(
            border: .rounded, borderForeground: .indexed(212), borderBackground: .indexed(0))
        let on = "\(esc)[38;5;212;40m"
        let off = "\(esc)[m"
        #expect(
            style.render("Hi", profile: .trueColor)
                == "\(on)╭──╮\(off)\n\(on)│\(off)Hi\(on)│\(off)\n\(on)╰──╯\(off)")
    }
}
