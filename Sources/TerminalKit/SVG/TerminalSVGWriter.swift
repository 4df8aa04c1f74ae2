/// Draws a ``CellBuffer`` (a composed terminal frame) as an SVG picture of the screen.
///
/// The picture is a grid of fixed-size cells: background rectangles (runs of equal colour
/// merged, across rows too), half and full block glyphs (`▀ ▄ █`, as image cells use) drawn
/// as exact rectangles, text with its colour, weight and slant, dim text blended toward its
/// background, reverse video swapped, and underlines as thin rectangles. Every wide glyph
/// (CJK, emoji) is one `<text>` element centred on its two cells, so its width never depends
/// on the font; runs of narrow single-scalar glyphs share a `<text>` with one x position per
/// character. Text is XML-escaped and the output is deterministic: the same frame gives the
/// same bytes, with fixed ids. O(cells) time and output size.
package struct TerminalSVGWriter: Sendable {
    /// A monospace stack with CJK and emoji fallbacks, as common Linux, macOS and Windows
    /// fonts name them.
    package static let defaultFontFamily =
        "'DejaVu Sans Mono', 'Noto Sans Mono', Menlo, Consolas, 'Liberation Mono', "
        + "'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Zen Hei', "
        + "'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', monospace"

    /// The width of a cell in pixels (at least 1).
    package var cellWidth: Int
    /// The height of a cell in pixels (at least 2).
    package var cellHeight: Int
    /// The font size in pixels.
    package var fontSize: Int
    /// The CSS font-family list.
    package var fontFamily: String
    /// How terminal colours become RGB.
    package var palette: TerminalSVGPalette

    /// Creates a writer. Cell sizes below 1×2 pixels are raised to that.
    package init(
        cellWidth: Int = 9, cellHeight: Int = 18, fontSize: Int = 15,
        fontFamily: String = TerminalSVGWriter.defaultFontFamily,
        palette: TerminalSVGPalette = .dark
    ) {
        self.cellWidth = max(1, cellWidth)
        self.cellHeight = max(2, cellHeight)
        self.fontSize = max(1, fontSize)
        self.fontFamily = fontFamily
        self.palette = palette
    }

    /// The picture's size in pixels for a buffer of `columns` × `rows`.
    package func pixelSize(columns: Int, rows: Int) -> (width: Int, height: Int) {
        (max(0, columns) * cellWidth, max(0, rows) * cellHeight)
    }

    /// The SVG document for `buffer`, with `title` as its accessible name when given. The
    /// title is sanitised (escape sequences, control characters and bidirectional overrides
    /// neutralised, one line) and then XML-escaped.
    package func svg(for buffer: CellBuffer, title: String? = nil) -> String {
        let size = pixelSize(columns: buffer.width, rows: buffer.height)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(size.width)\""
        out += " height=\"\(size.height)\" viewBox=\"0 0 \(size.width) \(size.height)\">\n"
        if let title {
            out += "<title>\(XMLEscaping.escape(TextSanitizer.sanitize(title)))</title>\n"
        }
        out += "<rect id=\"screen\" width=\"\(size.width)\" height=\"\(size.height)\""
        out += " fill=\"\(palette.background.hex)\"/>\n"
        let scan = SVGFrameScan(buffer: buffer, writer: self)
        out += group("background", rects: scan.backgrounds, crisp: true)
        out += group("blocks", rects: scan.blocks, crisp: true)
        out += "<g id=\"text\" font-family=\"\(XMLEscaping.escape(fontFamily))\""
        out += " font-size=\"\(fontSize)\">\n"
        for element in scan.texts {
            out += element + "\n"
        }
        out += "</g>\n"
        out += group("underline", rects: scan.underlines, crisp: true)
        out += "</svg>\n"
        return out
    }

    /// The baseline of text in a row, from the top of the row.
    var baselineOffset: Int {
        Int((Double(cellHeight) * 0.78).rounded())
    }

    private func group(_ id: String, rects: [SVGRectMerger.Rect], crisp: Bool) -> String {
        var out = "<g id=\"\(id)\"\(crisp ? " shape-rendering=\"crispEdges\"" : "")>\n"
        for rect in rects {
            out += "<rect x=\"\(rect.x)\" y=\"\(rect.y)\" width=\"\(rect.width)\""
            out += " height=\"\(rect.height)\" fill=\"\(rect.color.hex)\"/>\n"
        }
        return out + "</g>\n"
    }
}
