import Testing

@testable import AlertCommandKit

struct MarkdownBlockStartTests {
    // CommonMark block starts as goldmark reads them.
    @Test func starts() {
        #expect(MarkdownBlockStart.atxHeading("## Title ##")?.content == "Title")
        #expect(MarkdownBlockStart.atxHeading("#hashtag") == nil)
        #expect(MarkdownBlockStart.isThematicBreak(" - - -"))
        #expect(!MarkdownBlockStart.isThematicBreak("--"))
        #expect(MarkdownBlockStart.fence("~~~ swift x")?.info == "swift x")
        #expect(MarkdownBlockStart.fence("``` a`b") == nil)
        #expect(MarkdownBlockStart.quoted(">  x") == " x")
        #expect(MarkdownBlockStart.htmlBlock("<div class=a>")?.interrupts == true)
        #expect(MarkdownBlockStart.htmlBlock("<span>")?.interrupts == false)
        #expect(MarkdownBlockStart.htmlBlock("<!-- c")?.end == "-->")
    }

    // GitHub tables (goldmark extension/table.go): cells, escaped pipes, alignments.
    @Test func tables() {
        #expect(MarkdownBlockStart.tableCells("| a | `b \\| c` |") == ["a", "`b | c`"])
        #expect(
            MarkdownBlockStart.tableAlignments("|:--|:-:|--:|---|") == [
                .left, .center, .right, .none,
            ])
        #expect(MarkdownBlockStart.tableAlignments("| a |") == nil)
    }
}
