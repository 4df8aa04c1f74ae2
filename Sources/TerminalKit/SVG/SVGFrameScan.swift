/// One pass over a frame that produces what ``TerminalSVGWriter`` writes: background and
/// block rectangles, `<text>` elements and underline rectangles, all in row-major order.
struct SVGFrameScan {
    /// Merged background rectangles that differ from the palette's background.
    private(set) var backgrounds: [SVGRectMerger.Rect] = []
    /// Rectangles standing for `▀ ▄ █` glyphs.
    private(set) var blocks: [SVGRectMerger.Rect] = []
    /// `<text>` elements, complete.
    private(set) var texts: [String] = []
    /// Underline rectangles.
    private(set) var underlines: [SVGRectMerger.Rect] = []

    private let writer: TerminalSVGWriter

    init(buffer: CellBuffer, writer: TerminalSVGWriter) {
        self.writer = writer
        var backgroundMerger = SVGRectMerger()
        var blockMerger = SVGRectMerger()
        var underlineMerger = SVGRectMerger()
        for row in 0..<buffer.height {
            scanBackgrounds(buffer, row: row, into: &backgroundMerger)
            scanBlocks(buffer, row: row, into: &blockMerger)
            scanUnderlines(buffer, row: row, into: &underlineMerger)
            scanText(buffer, row: row)
            backgroundMerger.endRow()
            blockMerger.endRow()
            underlineMerger.endRow()
        }
        backgrounds = backgroundMerger.rects
        blocks = blockMerger.rects
        underlines = underlineMerger.rects
    }

    // MARK: Rectangles

    private func scanBackgrounds(_ buffer: CellBuffer, row: Int, into merger: inout SVGRectMerger) {
        let palette = writer.palette
        var runs = RunCollector<SVGColor>()
        for column in 0..<buffer.width {
            let color = palette.background(of: buffer[column, row].style)
            runs.add(color == palette.background ? nil : color, at: column)
        }
        for run in runs.finish(at: buffer.width) {
            merger.add(rect(columns: run.start..<run.end, row: row, part: .full, run.value))
        }
    }

    private func scanBlocks(_ buffer: CellBuffer, row: Int, into merger: inout SVGRectMerger) {
        var runs = RunCollector<BlockRun>()
        for column in 0..<buffer.width {
            let cell = buffer[column, row]
            let part = cell.isContinuation ? nil : BlockPart(cell.grapheme)
            let value = part.map {
                BlockRun(part: $0, color: writer.palette.foreground(of: cell.style))
            }
            runs.add(value, at: column)
        }
        for run in runs.finish(at: buffer.width) {
            merger.add(
                rect(columns: run.start..<run.end, row: row, part: run.value.part, run.value.color))
        }
    }

    private func scanUnderlines(_ buffer: CellBuffer, row: Int, into merger: inout SVGRectMerger) {
        var runs = RunCollector<SVGColor>()
        for column in 0..<buffer.width {
            let style = buffer[column, row].style
            runs.add(style.isUnderlined ? writer.palette.foreground(of: style) : nil, at: column)
        }
        for run in runs.finish(at: buffer.width) {
            let y = row * writer.cellHeight + writer.baselineOffset + 2
            let height = max(1, writer.cellHeight / 18)
            merger.add(
                SVGRectMerger.Rect(
                    x: run.start * writer.cellWidth, y: min(y, (row + 1) * writer.cellHeight - 1),
                    width: (run.end - run.start) * writer.cellWidth, height: height,
                    color: run.value))
        }
    }

    private func rect(columns: Range<Int>, row: Int, part: BlockPart, _ color: SVGColor)
        -> SVGRectMerger.Rect
    {
        let top = row * writer.cellHeight
        let half = writer.cellHeight / 2
        let (y, height): (Int, Int)
        switch part {
        case .full: (y, height) = (top, writer.cellHeight)
        case .upperHalf: (y, height) = (top, half)
        case .lowerHalf: (y, height) = (top + half, writer.cellHeight - half)
        }
        return SVGRectMerger.Rect(
            x: columns.lowerBound * writer.cellWidth, y: y,
            width: columns.count * writer.cellWidth, height: height, color: color)
    }

    // MARK: Text

    private mutating func scanText(_ buffer: CellBuffer, row: Int) {
        var run = TextRun()
        for column in 0..<buffer.width {
            let cell = buffer[column, row]
            if cell.isContinuation { continue }
            let glyph = cell.grapheme
            if glyph == " " || BlockPart(glyph) != nil {
                flush(&run, row: row)
                continue
            }
            let look = TextLook(cell.style, palette: writer.palette)
            let scalars = glyph.unicodeScalars
            if cell.isWide || scalars.count != 1 || scalars.first!.value > 0xFFFF {
                flush(&run, row: row)
                texts.append(single(glyph, column: column, row: row, wide: cell.isWide, look))
                continue
            }
            if run.look != look { flush(&run, row: row) }
            run.look = look
            run.text.append(glyph)
            run.columns.append(column)
        }
        flush(&run, row: row)
    }

    private mutating func flush(_ run: inout TextRun, row: Int) {
        guard let look = run.look, !run.columns.isEmpty else { return }
        let xs = run.columns.map { String($0 * writer.cellWidth) }.joined(separator: " ")
        texts.append(
            "<text x=\"\(xs)\" y=\"\(baseline(row))\"\(look.attributes)>"
                + "\(XMLEscaping.escape(run.text))</text>")
        run = TextRun()
    }

    private func single(_ glyph: Character, column: Int, row: Int, wide: Bool, _ look: TextLook)
        -> String
    {
        let x = wide ? column * writer.cellWidth + writer.cellWidth : column * writer.cellWidth
        let anchor = wide ? " text-anchor=\"middle\"" : ""
        return "<text x=\"\(x)\" y=\"\(baseline(row))\"\(anchor)\(look.attributes)>"
            + "\(XMLEscaping.escape(String(glyph)))</text>"
    }

    private func baseline(_ row: Int) -> Int {
        row * writer.cellHeight + writer.baselineOffset
    }
}

/// The part of a cell a block glyph fills.
enum BlockPart: Hashable {
    case full
    case upperHalf
    case lowerHalf

    /// The part `glyph` fills, or nil when it is not a block glyph.
    init?(_ glyph: Character) {
        switch glyph {
        case "█": self = .full
        case "▀": self = .upperHalf
        case "▄": self = .lowerHalf
        default: return nil
        }
    }
}

/// A block glyph's part and colour, the unit block runs are merged by.
private struct BlockRun: Hashable {
    var part: BlockPart
    var color: SVGColor
}

/// How a run of text looks: colour, weight and slant.
private struct TextLook: Hashable {
    var color: SVGColor
    var isBold: Bool
    var isItalic: Bool

    init(_ style: TerminalStyle, palette: TerminalSVGPalette) {
        color = palette.foreground(of: style)
        isBold = style.isBold
        isItalic = style.isItalic
    }

    /// The SVG attributes, each with a leading space.
    var attributes: String {
        var text = " fill=\"\(color.hex)\""
        if isBold { text += " font-weight=\"bold\"" }
        if isItalic { text += " font-style=\"italic\"" }
        return text
    }
}

/// Narrow glyphs waiting to be written as one `<text>`.
private struct TextRun {
    var look: TextLook?
    var text = ""
    var columns: [Int] = []
}

/// Turns a row of optional values into runs of equal non-nil values.
struct RunCollector<Value: Hashable> {
    /// A run of `value` over columns `start..<end`.
    struct Run {
        var start: Int
        var end: Int
        var value: Value
    }

    private var runs: [Run] = []
    private var current: Run?

    /// Adds the value of `column` (columns come in increasing order).
    mutating func add(_ value: Value?, at column: Int) {
        if let open = current, open.value == value, open.end == column {
            current?.end = column + 1
            return
        }
        if let open = current { runs.append(open) }
        current = value.map { Run(start: column, end: column + 1, value: $0) }
    }

    /// The runs, closing the last one.
    mutating func finish(at column: Int) -> [Run] {
        if let open = current { runs.append(open) }
        current = nil
        return runs
    }
}
