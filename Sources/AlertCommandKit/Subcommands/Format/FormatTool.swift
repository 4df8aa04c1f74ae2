/// The pure side of `gum format` (gum's format/command.go and format/formats.go): text
/// rendered as markdown, code, emoji or a template, for the terminal's colour profile.
///
/// The markdown renderer is alert's own, written after glamour v2 (the layout of its
/// elements, its built-in styles); see ``GlamourRenderer`` and ``MarkdownBlockParser`` for
/// what it leaves out.
package enum FormatTool {
    /// A `gum format --type`.
    package enum Kind: String, CaseIterable, Sendable {
        /// Markdown through glamour with `--theme` (gum: no word wrap).
        case markdown
        /// A Go template with termenv-like style functions.
        case template
        /// The text as a fenced code block of `--language`.
        case code
        /// `:shortcode:` emoji.
        case emoji
    }

    /// `text` rendered as `gum format --type kind` does (format/formats.go), for a terminal
    /// `width` columns wide, styled for `profile`. gum joins several text arguments with
    /// `\n` before this (format/command.go), and trims text read from standard input.
    ///
    /// - markdown: with the glamour style `theme` (pink, dark, light, ascii, notty, dracula,
    ///   tokyo-night), wrapped at `width` (0: not wrapped, which is what gum asks glamour
    ///   for: `WithWordWrap(0)`); colours only where `profile` has them, the same layout
    ///   without.
    /// - code: `text` as a code block of `language` in `theme` (gum uses `GLAMOUR_STYLE`,
    ///   else dark, for code, not `--theme`), never wrapped. Without chroma there is no
    ///   syntax highlighting: styles with a chroma theme (dark, light, dracula, tokyo-night)
    ///   write all the code in that theme's text colour.
    /// - emoji: `text` as markdown with no style and `:shortcode:`s replaced, wrapped at 80
    ///   columns as glamour's default (gum sets neither style nor width for it).
    /// - template: see ``GoTemplate``.
    ///
    /// Throws ``FormatToolError`` for a style that is not built in, and for a template that
    /// does not parse, uses what is not supported, or fails.
    package static func render(
        _ text: String, kind: Kind, theme: String, language: String, width: Int,
        profile: OutputColorProfile
    ) throws -> String {
        switch kind {
        case .markdown:
            return profile.adapting(
                try markdown(text, theme: theme, wordWrap: max(0, width), emoji: false))
        case .code:
            let source = "```" + language + "\n" + text + "\n```"
            return profile.adapting(try markdown(source, theme: theme, wordWrap: 0, emoji: false))
        case .emoji:
            let blocks = parse(text, emoji: true)
            var renderer = GlamourRenderer(theme: .plain, wordWrap: 80)
            return profile.adapting(renderer.render(blocks))
        case .template:
            return try GoTemplate.render(text, profile: profile)
        }
    }

    /// `text` as markdown in the glamour style `theme`, in 24-bit colour.
    static func markdown(_ text: String, theme: String, wordWrap: Int, emoji: Bool) throws -> String
    {
        guard let style = GlamourTheme.named(theme) else {
            throw FormatToolError.unknownTheme(theme)
        }
        var renderer = GlamourRenderer(theme: style, wordWrap: wordWrap)
        return renderer.render(parse(text, emoji: emoji))
    }

    /// The blocks of `text`: link definitions read first, then the document.
    static func parse(_ text: String, emoji: Bool) -> [MarkdownBlock] {
        var collector = MarkdownBlockParser(inlines: { _ in [] })
        _ = collector.parse(text)
        let inlines = MarkdownInlineParser(definitions: collector.definitions, emoji: emoji)
        var parser = MarkdownBlockParser(inlines: inlines.parse)
        return parser.parse(text)
    }
}
