/// A block of a markdown document, as goldmark's block parsers with GitHub's tables and
/// task lists make them.
indirect enum MarkdownBlock: Equatable, Sendable {
    /// `# Heading` (levels 1–6, ATX or setext).
    case heading(level: Int, content: [MarkdownInline])
    /// A paragraph.
    case paragraph([MarkdownInline])
    /// `> quoted` blocks.
    case blockQuote([MarkdownBlock])
    /// A bullet or numbered list.
    case list(MarkdownList)
    /// A fenced or indented code block: its lines, each ending in a newline, and the fence's
    /// language.
    case codeBlock(code: String, language: String)
    /// `---`.
    case thematicBreak
    /// A GitHub table.
    case table(MarkdownTable)
    /// An HTML block, as its text.
    case html(String)
}

/// A list: its kind, first number and items.
struct MarkdownList: Equatable, Sendable {
    /// Numbered (`1.`) rather than bulleted.
    var ordered: Bool
    /// The first item's number.
    var start: Int
    /// The items.
    var items: [MarkdownListItem]
}

/// One list item: its blocks, and for a task item (`- [x] done`) whether it is done.
struct MarkdownListItem: Equatable, Sendable {
    /// The item's blocks.
    var blocks: [MarkdownBlock]
    /// nil for an ordinary item; true or false for a done or open task.
    var task: Bool?
}

/// A GitHub table: alignments, header cells, rows of cells (each row as many cells as the
/// header).
struct MarkdownTable: Equatable, Sendable {
    /// How a column is aligned (`:--`, `:-:`, `--:`, or none).
    enum Alignment: Equatable, Sendable {
        /// No colon.
        case none
        /// `:--`.
        case left
        /// `:-:`.
        case center
        /// `--:`.
        case right
    }

    /// The alignment of each column.
    var alignments: [Alignment]
    /// The header cells.
    var header: [[MarkdownInline]]
    /// The body rows.
    var rows: [[[MarkdownInline]]]
}

/// A link reference definition (`[label]: destination "title"`).
struct MarkdownLinkDefinition: Equatable, Sendable {
    /// The destination.
    var destination: String
    /// The title.
    var title: String
}
