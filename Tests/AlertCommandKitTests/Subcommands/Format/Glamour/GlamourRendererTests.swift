import Testing

@testable import AlertCommandKit

struct GlamourRendererTests {
    static func render(_ text: String, theme: GlamourTheme = .pink, wordWrap: Int = 0) -> String {
        var renderer = GlamourRenderer(theme: theme, wordWrap: wordWrap)
        return VisibleText.stripped(renderer.render(FormatTool.parse(text, emoji: false)))
    }

    static func lines(_ lines: String...) -> String {
        lines.map { $0 + "\n" }.joined()
    }

    // glamour ansi/elements.go (lists), ansi/listitem.go, ansi/task.go with the pink style:
    // numbers from the list's start, nested lists indented by the level indent (2),
    // task items with their check box instead of a bullet.
    @Test func listsInPink() {
        let text =
            "## Steps\n\n1. Install\n2. Run\n   - with flags\n3. Done\n\n- [x] tested\n- [ ] shipped"
        let expected = Self.lines(
            "  ▌ Steps", "  ", "  1. Install", "  2. Run", "    • with flags", "  3. Done", "  ",
            "  [✓] tested", "  [ ] shipped")
        #expect(Self.render(text) == expected)
    }

    // glamour ascii style: markdown's own marks for emphasis and strikethrough, `| ` before
    // quoted lines, list levels indented by 4; code spans show no backticks (the code
    // span element writes only its prefix and suffix, and ascii sets block affixes). A
    // list ending in a nested list ends with an empty line (ansi/blockelement.go adds its
    // newline after the nested list's).
    @Test func asciiMarks() {
        let text = "> **Note** use `gum` *wisely* ~~not~~\n\n- a\n  - b"
        let expected = Self.lines(
            "", "  ", "  | **Note** use gum *wisely* ~~not~~", "  ", "  • a", "      • b", "  ", "")
        #expect(Self.render(text, theme: .ascii) == expected)
    }

    // glamour ansi/link.go and ansi/image.go: the text, a space, the destination (a
    // relative one resolved to `/…` as Go's net/url does with no base), anchors hidden;
    // autolinks show only the URL; pink's image format has no arrow.
    @Test func linksAndImages() {
        let text =
            "See [docs](https://charm.sh), [up](#top), <https://a.b> and ![logo](img/logo.png)."
        let expected = Self.lines(
            "  See docs https://charm.sh, up, https://a.b and Image: logo /img/logo.png.")
        #expect(Self.render(text) == expected)
        let dark = Self.render("![logo](logo.png)", theme: .dark)
        #expect(dark == Self.lines("", "  Image: logo → /logo.png", ""))
    }

    // glamour ansi/table_links.go: links in a table are numbered and listed below it;
    // with gum's wrap width of 0 no room is left for the destination.
    @Test func tableLinks() {
        let text =
            "| Tool | Link |\n|:---:|---|\n| gum | [repo](https://github.com/charmbracelet/gum) |"
        let expected = Self.lines(
            "  ", "   Tool │ Link    ", "  ──────┼─────────", "   gum  │ repo[1] ", "  ",
            "  [1]: repo ")
        #expect(Self.render(text) == expected)
    }

    // glamour ansi/elements.go (thematic break, HTML) with the dark style: the rule's
    // format `\n--------\n`, an HTML block reduced to its text and written with no newline
    // of its own (the next paragraph's starts the next line).
    @Test func rulesAndHTML() {
        let text = "one\n\n---\n\n<div>two</div>\n\nthree"
        let expected = Self.lines("", "  one", "  ", "  --------", "  two", "  three", "")
        #expect(Self.render(text, theme: .dark) == expected)
    }

    // glamour ansi/blockelement.go: a list wraps at the width left (24 less the margins),
    // its lines not indented past the bullet; x/ansi's Wrap breaks after `,` in blocks. A
    // list or code block starts with a newline (ansi/elements.go), so a blank line first.
    @Test func wrapsBlocks() {
        let text = "- a list item that is quite long and needs wrapping"
        let list = Self.lines(
            "  ", "  • a list item that", "  is quite long and", "  needs wrapping")
        #expect(Self.render(text, wordWrap: 24) == list)
        let code = "```\naaaa,bbbb,cccc\n```"
        #expect(Self.render(code, wordWrap: 14) == Self.lines("  ", "  aaaa,bbbb,", "  cccc"))
    }

    // glamour's dark style writes its colours as 256-colour SGR sequences; the renderer
    // writes them in full and the profile adapts them.
    @Test func writesColours() {
        var renderer = GlamourRenderer(theme: .dark, wordWrap: 0)
        let output = renderer.render(FormatTool.parse("# Hi", emoji: false))
        let badge = TextToolStyle(foreground: .indexed(228), background: .indexed(63), bold: true)
        #expect(output.contains(badge.textAttributes.styled("Hi")))
    }
}
