/// A glamour style (ansi/style.go `StyleConfig`): how each markdown element is written.
/// Only what the built-in styles set is kept (no definition lists, no HTML styles, no
/// upper/lower/title case, no inverse, blink or conceal).
struct GlamourTheme: Equatable, Sendable {
    /// The whole document: margin 2 and a blank line before and after in most styles.
    var document = GlamourStyleBlock()
    /// Block quotes: indentation 1 written `│ `.
    var blockQuote = GlamourStyleBlock()
    /// Paragraphs.
    var paragraph = GlamourStyleBlock()
    /// Lists (their own indentation; nested lists get ``listLevelIndent``).
    var list = GlamourStyleBlock()
    /// The indentation of a list inside another.
    var listLevelIndent = 0
    /// Every heading, before the level's own style.
    var heading = GlamourStyleBlock()
    /// Headings of levels 1 … 6.
    var headings: [GlamourStyleBlock] = Array(repeating: GlamourStyleBlock(), count: 6)
    /// Plain text.
    var text = GlamourStylePrimitive()
    /// `~~struck~~`.
    var strikethrough = GlamourStylePrimitive()
    /// `*emphasis*`.
    var emphasis = GlamourStylePrimitive()
    /// `**strong**`.
    var strong = GlamourStylePrimitive()
    /// `---`, written through its ``GlamourStylePrimitive/format``.
    var horizontalRule = GlamourStylePrimitive()
    /// A bullet item (its block prefix is the bullet).
    var item = GlamourStylePrimitive()
    /// A numbered item (its block prefix follows the number).
    var enumeration = GlamourStylePrimitive()
    /// A task item's style.
    var task = GlamourStylePrimitive()
    /// A done task's marker.
    var taskTicked = ""
    /// An open task's marker.
    var taskUnticked = ""
    /// A link's URL.
    var link = GlamourStylePrimitive()
    /// A link's text.
    var linkText = GlamourStylePrimitive()
    /// An image's URL.
    var image = GlamourStylePrimitive()
    /// An image's text.
    var imageText = GlamourStylePrimitive()
    /// `code` spans.
    var code = GlamourStyleBlock()
    /// Code blocks.
    var codeBlock = GlamourStyleBlock()
    /// The code colour of the style's chroma theme, when it has one: glamour then
    /// highlights code with chroma (here: one colour for all of it, see ``FormatTool``).
    var codeText: String?
    /// Tables (only their affixes and colours).
    var table = GlamourStyleBlock()
    /// Table borders as (column, row, crossing) separators; nil for lipgloss's normal
    /// border `│ ─ ┼`.
    var tableSeparators: (column: String, row: String, center: String)? {
        get { tableBorder.map { ($0[0], $0[1], $0[2]) } }
        set { tableBorder = newValue.map { [$0.column, $0.row, $0.center] } }
    }
    private var tableBorder: [String]?
}
