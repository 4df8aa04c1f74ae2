/// Writes markdown blocks as glamour's ANSI renderer does (ansi/renderer.go and its
/// elements): each block renders into its parent's buffer; a block with margins wraps its
/// buffer to the width left and indents every line of it (glamour's `MarginWriter`).
///
/// The output is in 24-bit colour with escape sequences where glamour writes them, so that
/// lines holding only escape sequences get their indentation as in glamour; the caller
/// adapts it to the terminal (``OutputColorProfile/adapting(_:)``), as gum's writer does.
///
/// Limits: lines are not padded to the wrap width with blanks (glamour's `PaddingWriter`;
/// no built-in style has a background for them); no OSC 8 hyperlinks; no definition lists.
struct GlamourRenderer {
    /// A block on glamour's block stack: its style, and whether it is a list.
    struct Frame {
        /// The block's cascaded style.
        var style: GlamourStyleBlock
        /// A list (nested lists get the level indentation).
        var isList = false
    }

    /// The style.
    let theme: GlamourTheme
    /// glamour's `WordWrap`: 0 wraps nothing.
    let wordWrap: Int
    /// The blocks being written, outermost first.
    var stack: [Frame] = []
    /// While a table is written: its links, numbered in it and listed below it.
    var tableLinks: [GlamourTableLink]?
    /// While a table is written: its images.
    var tableImages: [GlamourTableLink]?

    /// A renderer for `theme` wrapping at `wordWrap` columns.
    init(theme: GlamourTheme, wordWrap: Int) {
        self.theme = theme
        self.wordWrap = wordWrap
    }

    /// The style of the innermost block.
    var current: GlamourStyleBlock { stack.last?.style ?? GlamourStyleBlock() }

    /// glamour's `BlockStack.Width`: the wrap width less every block's indentation and
    /// twice its margin; 0 when nothing is left.
    var width: Int {
        let indent = stack.reduce(0) { $0 + ($1.style.indent ?? 0) }
        let margin = stack.reduce(0) { $0 + ($1.style.margin ?? 0) }
        return indent + margin * 2 > wordWrap ? 0 : wordWrap - indent - margin * 2
    }

    /// The document: its block prefix, its blocks wrapped and indented by its margin, its
    /// suffixes (glamour's `BlockElement` for the document).
    mutating func render(_ blocks: [MarkdownBlock]) -> String {
        let document = theme.document
        let none = GlamourStylePrimitive()
        var output = none.paint(document.primitive.blockPrefix)
        stack = [Frame(style: document)]
        var buffer = document.primitive.paint(document.primitive.prefix)
        renderBlocks(blocks, into: &buffer)
        output += finishBlock(buffer, style: document, newline: false, parent: none)
        stack = []
        output += document.primitive.paint(document.primitive.suffix)
        output += none.paint(document.primitive.blockSuffix)
        return output
    }

    /// Each block into `buffer`, the first knowing it is first.
    mutating func renderBlocks(_ blocks: [MarkdownBlock], into buffer: inout String) {
        for (index, block) in blocks.enumerated() {
            renderBlock(block, first: index == 0, into: &buffer)
        }
    }

    /// One block into `buffer`.
    mutating func renderBlock(_ block: MarkdownBlock, first: Bool, into buffer: inout String) {
        switch block {
        case .heading(let level, let content):
            heading(level: level, content, first: first, into: &buffer)
        case .paragraph(let content):
            paragraph(content, first: first, into: &buffer)
        case .blockQuote(let blocks):
            buffer += "\n"
            container(theme.blockQuote, isList: false, newline: false, into: &buffer) {
                renderer, inner in
                renderer.renderBlocks(blocks, into: &inner)
            }
        case .list(let list):
            buffer += "\n"
            var style = theme.list
            if style.indent == nil { style.indent = 0 }
            if stack.contains(where: \.isList) { style.indent = theme.listLevelIndent }
            container(style, isList: true, newline: true, into: &buffer) { renderer, inner in
                for (index, item) in list.items.enumerated() {
                    renderer.item(
                        item, ordered: list.ordered, number: list.start + index,
                        last: index == list.items.count - 1, into: &inner)
                }
            }
        case .codeBlock(let code, _):
            buffer += "\n"
            buffer += codeBlock(code)
        case .thematicBreak:
            buffer += base(style: theme.horizontalRule)
        case .table(let table):
            buffer += "\n"
            self.table(table, into: &buffer)
            buffer += "\n"
        case .html(let html):
            buffer += base(token: GlamourSanitizer.text(of: html), style: GlamourStylePrimitive())
        }
    }
}
