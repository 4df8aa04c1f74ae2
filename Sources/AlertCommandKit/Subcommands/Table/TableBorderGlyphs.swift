/// The lines of a table's border (lipgloss's `Border` with its middle pieces): edges,
/// corners, and where the header's rule and the columns' lines meet them.
struct TableBorderGlyphs {
    /// The top and bottom edges and the header's rule, repeated.
    let top: String, bottom: String
    /// The outer left and right edges, and the line between columns.
    let left: String, right: String, middle: String
    /// The corners.
    let topLeft: String, topRight: String, bottomLeft: String, bottomRight: String
    /// Where a column's line meets the top, the bottom and the header's rule, and where
    /// the rule meets the left and right edges.
    let topCross: String, bottomCross: String, cross: String, leftCross: String,
        rightCross: String

    /// The glyphs of `border`, or nil for none (lipgloss then draws no line at all).
    init?(_ border: TextBlockStyle.Border) {
        // top/bottom, side, corners (tl tr bl br), crosses (top bottom middle left right).
        let set: String
        switch border {
        case .none: return nil
        case .hidden: set = "  " + "    " + "     "
        case .normal: set = "─│" + "┌┐└┘" + "┬┴┼├┤"
        case .rounded: set = "─│" + "╭╮╰╯" + "┬┴┼├┤"
        case .thick: set = "━┃" + "┏┓┗┛" + "┳┻╋┣┫"
        case .double: set = "═║" + "╔╗╚╝" + "╦╩╬╠╣"
        }
        let glyphs = set.map(String.init)
        (top, bottom, left, right, middle) = (glyphs[0], glyphs[0], glyphs[1], glyphs[1], glyphs[1])
        (topLeft, topRight, bottomLeft, bottomRight) = (glyphs[2], glyphs[3], glyphs[4], glyphs[5])
        (topCross, bottomCross, cross, leftCross, rightCross) =
            (glyphs[6], glyphs[7], glyphs[8], glyphs[9], glyphs[10])
    }
}
