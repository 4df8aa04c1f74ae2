import Testing

@testable import AlertCommandKit

struct MarkdownLineTests {
    // CommonMark counts a tab to the next multiple of four columns.
    @Test func indentation() {
        #expect(MarkdownLine.indentation("  \tx") == 4)
        #expect(MarkdownLine.removingIndentation("\tx", columns: 2) == "  x")
        #expect(MarkdownLine.removingIndentation(" x", columns: 4) == "x")
        #expect(MarkdownLine.isBlank(" \t "))
        #expect(MarkdownLine.trimmed("  a b ") == "a b")
    }
}
