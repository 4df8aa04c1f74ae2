import Testing

@testable import AlertCommandKit

struct MarkdownBlockParserTests {
    static func blocks(_ text: String) -> [MarkdownBlock] {
        FormatTool.parse(text, emoji: false)
    }

    // CommonMark via goldmark's block parsers (glamour's parser): ATX and setext headings,
    // paragraphs joined across lines, rules, fenced and indented code.
    @Test func leafBlocks() {
        let blocks = Self.blocks(
            "# One #\n\nTwo\n===\n\nthree\nfour\n\n***\n\n```sh\necho hi\n```\n\n    indented\n")
        #expect(
            blocks == [
                .heading(level: 1, content: [.text("One")]),
                .heading(level: 1, content: [.text("Two")]),
                .paragraph([.text("three\nfour")]),
                .thematicBreak,
                .codeBlock(code: "echo hi\n", language: "sh"),
                .codeBlock(code: "indented\n", language: ""),
            ])
    }

    // goldmark: list items by marker, nested by indentation; goldmark's tasklist extension
    // (extension/tasklist.go: `[x]` and the spaces after it).
    @Test func lists() {
        let blocks = Self.blocks("3. a\n4. b\n   - c\n\n- [x] done\n- [ ] open\n")
        let nested = MarkdownBlock.list(
            MarkdownList(
                ordered: false, start: 0,
                items: [MarkdownListItem(blocks: [.paragraph([.text("c")])])]))
        #expect(
            blocks == [
                .list(
                    MarkdownList(
                        ordered: true, start: 3,
                        items: [
                            MarkdownListItem(blocks: [.paragraph([.text("a")])]),
                            MarkdownListItem(blocks: [.paragraph([.text("b")]), nested]),
                        ])),
                .list(
                    MarkdownList(
                        ordered: false, start: 0,
                        items: [
                            MarkdownListItem(blocks: [.paragraph([.text("done")])], task: true),
                            MarkdownListItem(blocks: [.paragraph([.text("open")])], task: false),
                        ])),
            ])
    }

    // goldmark: block quotes with lazy continuation; GitHub tables (goldmark
    // extension/table.go) with alignments, rows padded to the header; HTML comments run to
    // `-->`.
    @Test func containersTablesAndHTML() {
        let blocks = Self.blocks(
            "> quoted\nlazy\n\n| a | b |\n|:-:|--:|\n| 1 |\n\n<!--\n\nhidden\n-->\n")
        #expect(
            blocks == [
                .blockQuote([.paragraph([.text("quoted\nlazy")])]),
                .table(
                    MarkdownTable(
                        alignments: [.center, .right], header: [[.text("a")], [.text("b")]],
                        rows: [[[.text("1")], []]])),
                .html("<!--\n\nhidden\n-->"),
            ])
    }

    // CommonMark link reference definitions are not shown and serve reference links.
    @Test func referenceDefinitions() {
        let blocks = Self.blocks("[home]: https://charm.sh \"Charm\"\n\nSee [the site][home].\n")
        #expect(
            blocks == [
                .paragraph([
                    .text("See "),
                    .link(
                        destination: "https://charm.sh", title: "Charm",
                        children: [.text("the site")]),
                    .text("."),
                ])
            ])
    }
}
