import Testing

@testable import AlertCommandKit

struct MarkdownInlineParserTests {
    static func parse(_ text: String, emoji: Bool = false) -> [MarkdownInline] {
        MarkdownInlineParser(definitions: [:], emoji: emoji).parse(text)
    }

    // CommonMark emphasis (goldmark's delimiter processing) and GitHub's strikethrough
    // (goldmark extension/strikethrough.go: one or two tildes).
    @Test func emphasis() {
        #expect(
            Self.parse("*a* **b** ***c*** _d_e_ ~~f~~")
                == [
                    .emphasis(level: 1, children: [.text("a")]), .text(" "),
                    .emphasis(level: 2, children: [.text("b")]), .text(" "),
                    .emphasis(level: 1, children: [.emphasis(level: 2, children: [.text("c")])]),
                    .text(" "), .emphasis(level: 1, children: [.text("d_e")]), .text(" "),
                    .strikethrough([.text("f")]),
                ])
        #expect(Self.parse("a * b * c") == [.text("a * b * c")])
    }

    // CommonMark code spans; glamour unescapes entities in them (ansi/elements.go).
    @Test func codeSpans() {
        #expect(Self.parse("`` a`b `` `&amp;`") == [.code("a`b"), .text(" "), .code("&")])
        #expect(Self.parse("`open") == [.text("`open")])
    }

    // goldmark keeps a backslash in text; glamour's escapeReplacer (ansi/baseelement.go)
    // drops it only before its own set of characters.
    @Test func escapes() {
        #expect(Self.parse(#"\*a\* \$ \\"#) == [.text(#"*a* \$ \"#)])
        #expect(Self.parse("&copy; &#x41; &bogus;") == [.text("© A &bogus;")])
    }

    // CommonMark links and images; autolinks; goldmark's linkify (GitHub autolinks) with
    // `http://` before `www.`; inline HTML kept for the sanitizer.
    @Test func linksAndImages() {
        #expect(
            Self.parse("[a *b*](/x \"t\") ![alt *y*](i.png)")
                == [
                    .link(
                        destination: "/x", title: "t",
                        children: [.text("a "), .emphasis(level: 1, children: [.text("b")])]),
                    .text(" "), .image(destination: "i.png", title: "", alt: "alt y"),
                ])
        #expect(
            Self.parse("<https://a.b> <me@x.io> www.c.d. <b>x</b>")
                == [
                    .autolink(url: "https://a.b", text: "https://a.b", isEmail: false), .text(" "),
                    .autolink(url: "mailto:me@x.io", text: "me@x.io", isEmail: true), .text(" "),
                    .autolink(url: "http://www.c.d", text: "www.c.d", isEmail: false), .text(". "),
                    .html("<b>"), .text("x"), .html("</b>"),
                ])
        #expect(Self.parse("[not a link] [x](<unclosed)") == [.text("[not a link] [x](<unclosed)")])
    }

    // goldmark-emoji: known shortcodes only, and only with emoji on (gum's emoji type).
    @Test func emoji() {
        #expect(Self.parse(":smile: :nope:", emoji: true) == [.emoji("😄"), .text(" :nope:")])
        #expect(Self.parse(":smile:") == [.text(":smile:")])
    }
}
