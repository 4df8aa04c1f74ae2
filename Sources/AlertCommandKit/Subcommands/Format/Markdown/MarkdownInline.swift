/// A run of inline markdown: what goldmark's inline parsers make of a paragraph's text
/// (CommonMark with GitHub's strikethrough and bare-URL autolinks).
indirect enum MarkdownInline: Equatable, Sendable {
    /// Text, escapes and entities resolved; a line break is a `\n` in it.
    case text(String)
    /// A `code` span.
    case code(String)
    /// `*emphasis*` (level 1) or `**strong**` (level 2).
    case emphasis(level: Int, children: [MarkdownInline])
    /// `~~struck~~`.
    case strikethrough([MarkdownInline])
    /// `[text](destination "title")` or a reference link.
    case link(destination: String, title: String, children: [MarkdownInline])
    /// `![alt](destination)`: `alt` is the plain text of its content.
    case image(destination: String, title: String, alt: String)
    /// `<https://x.y>`, `<a@b.c>`, or a bare `https://…` / `www.…`: `url` as glamour shows
    /// it (`http://` before `www.`), `text` as written.
    case autolink(url: String, text: String, isEmail: Bool)
    /// Inline HTML, which glamour's strict sanitizer reduces to nothing.
    case html(String)
    /// An emoji from a `:shortcode:` (only with emoji on).
    case emoji(String)

    /// The text of `inlines` without their markup (goldmark's `Node.Text`): what an image's
    /// alt text and a strikethrough show.
    static func plainText(_ inlines: [MarkdownInline]) -> String {
        inlines.map { inline in
            switch inline {
            case .text(let text), .code(let text), .emoji(let text): text
            case .emphasis(_, let children), .strikethrough(let children),
                .link(_, _, let children):
                plainText(children)
            case .image(_, _, let alt): alt
            case .autolink(_, let text, _): text
            case .html: ""
            }
        }.joined()
    }
}
