import Testing

@testable import AlertCommandKit

struct FormatToolTests {
    static func render(
        _ text: String, kind: FormatTool.Kind = .markdown, theme: String = "pink", width: Int = 0,
        profile: OutputColorProfile = .noTTY
    ) throws -> String {
        try FormatTool.render(
            text, kind: kind, theme: theme, language: "", width: width, profile: profile)
    }

    /// The lines of an expected output, each ended by a newline.
    static func lines(_ lines: String...) -> String {
        lines.map { $0 + "\n" }.joined()
    }

    // gum's format/README.md: `gum format -- "# Gum Formats" "- Markdown" …` (the
    // arguments joined by "\n", format/command.go) in gum's default theme, pink
    // (format/options.go), glamour styles/styles.go PinkStyleConfig: margin 2, the h1
    // between blank lines, bullets `• `, no word wrap (format/formats.go WithWordWrap(0)).
    @Test func readmeHeadingAndListInPink() throws {
        let text = ["# Gum Formats", "- Markdown", "- Code", "- Template", "- Emoji"].joined(
            separator: "\n")
        let expected = Self.lines(
            "  ", "  Gum Formats", "  ", "  • Markdown", "  • Code", "  • Template", "  • Emoji")
        #expect(try Self.render(text) == expected)
    }

    // glamour styles/styles.go DarkStyleConfig: a blank line before and after the document,
    // the h1 as ` Title ` (its background), and ASCIIStyleConfig (notty): `# ` marks.
    @Test func readmeHeadingAndListInDarkAndNoTTY() throws {
        let text = ["# Gum Formats", "- Markdown", "- Code"].joined(separator: "\n")
        #expect(
            try Self.render(text, theme: "dark")
                == Self.lines("", "   Gum Formats ", "  ", "  • Markdown", "  • Code", ""))
        #expect(
            try Self.render(text, theme: "notty")
                == Self.lines("", "  # Gum Formats", "  ", "  • Markdown", "  • Code", ""))
    }

    // gum's format/README.md "Tables" on glamour ansi/table.go: lipgloss's table with a space
    // either side of each cell, `│` between columns, a `─┼─` rule under the header.
    @Test func readmeTable() throws {
        let text = """
            | Bubble Gum Flavor | Price |
            | ----------------- | ----- |
            | Strawberry        | $0.99 |
            | Cherry            | $0.50 |
            """
        let expected = Self.lines(
            "  ",
            "   Bubble Gum Flavor │ Price ",
            "  ───────────────────┼───────",
            "   Strawberry        │ $0.99 ",
            "   Cherry            │ $0.50 ")
        #expect(try Self.render(text) == expected)
        let ascii = Self.lines(
            "",
            "  ",
            "   Bubble Gum Flavor | Price ",
            "  -------------------|-------",
            "   Strawberry        | $0.99 ",
            "   Cherry            | $0.50 ",
            "")
        #expect(try Self.render(text, theme: "ascii") == ascii)
    }

    // glamour ansi/codeblock.go: pink has no code block margin; dark indents code by 2 more
    // (and highlights with chroma, here one colour).
    @Test func codeBlock() throws {
        let text = "```go\nfunc main() {\n\tfmt.Println(\"hi\")\n}\n```"
        #expect(
            try Self.render(text)
                == Self.lines("  ", "  func main() {", "  \tfmt.Println(\"hi\")", "  }"))
        let dark = Self.lines(
            "", "  ", "    func main() {", "    \tfmt.Println(\"hi\")", "    }", "")
        #expect(try Self.render(text, theme: "dark") == dark)
    }

    // gum's format/formats.go `code`: the text in a fenced block, glamour's style from
    // GLAMOUR_STYLE (dark by default), no wrap.
    @Test func codeKind() throws {
        let dark = Self.lines("", "  ", "    package main", "    ", "    func main() {}", "")
        #expect(
            try Self.render("package main\n\nfunc main() {}", kind: .code, theme: "dark") == dark)
    }

    // gum's format/README.md: `gum format --type emoji 'I :heart: Bubble Gum :candy:'`
    // (format/formats.go `emoji`: glamour with goldmark-emoji and no style); an unknown
    // code stays.
    @Test func readmeEmoji() throws {
        #expect(
            try Self.render("I :heart: Bubble Gum :candy: :nope:", kind: .emoji)
                == "I ❤️ Bubble Gum 🍬 :nope:\n")
    }

    // gum's format/README.md: `gum format --type template '{{ Bold "Tasty" }} …'`
    // (format/formats.go templateFuncs on lipgloss styles).
    @Test func readmeTemplate() throws {
        let text = #"{{ Bold "Tasty" }} {{ Italic "Bubble" }} {{ Color "99" "0" " Gum " }}"#
        #expect(try Self.render(text, kind: .template) == "Tasty Bubble  Gum ")
        let bold = TextToolStyle(bold: true).apply(to: "Tasty", profile: .ansi256)
        let italic = TextToolStyle(italic: true).apply(to: "Bubble", profile: .ansi256)
        let color = TextToolStyle(foreground: .indexed(99), background: .indexed(0))
            .apply(to: " Gum ", profile: .ansi256)
        #expect(
            try Self.render(text, kind: .template, profile: .ansi256) == bold + " " + italic + " "
                + color)
    }

    // glamour ansi/paragraph.go: a paragraph wraps at the width left by the margins.
    @Test func wrapsAtTheWidth() throws {
        let text =
            "A paragraph long enough to need wrapping when the terminal is only thirty columns wide."
        let expected = Self.lines(
            "  A paragraph long enough to", "  need wrapping when the", "  terminal is only thirty",
            "  columns wide.")
        #expect(try Self.render(text, width: 30) == expected)
    }

    // colorprofile's writer (gum's internal/tty): colours only where the profile has them.
    @Test func coloursFollowTheProfile() throws {
        let plain = try Self.render("**bold**", profile: .noTTY)
        let coloured = try Self.render("**bold**", profile: .ansi256)
        #expect(!plain.contains("\u{1B}"))
        #expect(coloured.contains("\u{1B}[1m"))
        #expect(VisibleText.stripped(coloured) == plain)
    }

    // glamour glamour.go WithStylePath: a name that is no built-in style is read as a file;
    // gum reports the failure (format/formats.go "unable to render").
    @Test func unknownThemeThrows() {
        #expect(throws: FormatToolError.unknownTheme("neon")) {
            try Self.render("# x", theme: "neon")
        }
    }
}
