import Testing

@testable import AlertCommandKit

struct MarkdownEscapesTests {
    // glamour ansi/baseelement.go escapeReplacer on raw code; CommonMark escapes in links.
    @Test func unescapes() {
        #expect(MarkdownEscapes.glamourUnescaped(#"a \* \$ \\"#) == #"a * \$ \"#)
        #expect(MarkdownEscapes.unescaped(#"a\(b\)&amp;"#) == "a(b)&")
        #expect(MarkdownEscapes.isEscapable("~"))
        #expect(!MarkdownEscapes.isEscapable("a"))
    }
}
