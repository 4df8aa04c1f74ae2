import TerminalKit

/// A table drawn as `gum table --print` draws it (lipgloss's table with bubbles' default
/// cell styles, table/command.go): a border of the given kind around, a line under the
/// header, columns apart by the border's inner line, each cell padded by a space on both
/// sides, the header bold. Column widths are the widest cell's, or `widths` where given.
struct TextTable {
    /// The column names.
    var headers: [String]
    /// The rows, each as many cells as there are headers (fewer are filled with blanks).
    var rows: [[String]]
    /// The border.
    var border: TextBlockStyle.Border = .rounded
    /// Each column's width without its padding; none: the widest cell's.
    var widths: [Int] = []

    /// The widths of the columns' text.
    var columnWidths: [Int] {
        headers.indices.map { column in
            if widths.indices.contains(column) { return max(widths[column], 0) }
            let cells = [headers[column]] + rows.map { column < $0.count ? $0[column] : "" }
            return cells.map { VisibleText.width(of: $0) }.max() ?? 0
        }
    }

    /// The cell `text` fitted to `width`: padded with blanks, or cut with `…`.
    static func fit(_ text: String, to width: Int) -> String {
        let shown = VisibleText.width(of: text)
        if shown <= width { return text + String(repeating: " ", count: width - shown) }
        var kept = ""
        var used = 0
        for character in VisibleText.stripped(text) {
            let cells = TerminalWidth.width(of: character)
            if used + cells > width - 1 { break }
            kept.append(character)
            used += cells
        }
        return kept + "…" + String(repeating: " ", count: max(width - used - 1, 0))
    }

    /// The table's lines, styled for `profile`.
    func render(profile: OutputColorProfile) -> String {
        let widths = columnWidths
        let glyphs = TableBorderGlyphs(border)
        let bold = TextToolStyle(bold: true)
        func row(_ cells: [String], header: Bool) -> String {
            let drawn = widths.indices.map { column in
                let text = column < cells.count ? cells[column] : ""
                let cell = " " + Self.fit(text, to: widths[column]) + " "
                return header ? bold.apply(to: cell, profile: profile) : cell
            }
            guard let glyphs else { return drawn.joined() }
            return glyphs.left + drawn.joined(separator: glyphs.middle) + glyphs.right
        }
        func rule(_ left: String, _ fill: String, _ cross: String, _ right: String) -> String {
            left + widths.map { String(repeating: fill, count: $0 + 2) }.joined(separator: cross)
                + right
        }
        var lines: [String] = []
        if let glyphs {
            lines.append(rule(glyphs.topLeft, glyphs.top, glyphs.topCross, glyphs.topRight))
        }
        lines.append(row(headers, header: true))
        if let glyphs {
            lines.append(rule(glyphs.leftCross, glyphs.top, glyphs.cross, glyphs.rightCross))
        }
        lines += rows.map { row($0, header: false) }
        if let glyphs {
            lines.append(
                rule(glyphs.bottomLeft, glyphs.bottom, glyphs.bottomCross, glyphs.bottomRight))
        }
        return lines.joined(separator: "\n")
    }
}
