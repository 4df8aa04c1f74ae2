/// A width × height grid of cells: what a window draws into and what a frame is made of.
///
/// Invariant kept by every mutation: a wide lead cell is always followed by its continuation
/// cell, and a continuation cell always follows its lead. Whenever a write, fill or draw covers
/// only one half of a wide glyph, the other, orphaned half becomes a space that keeps the old
/// glyph's style (so a background colour stays continuous); the cells actually written take the
/// writer's style. A wide glyph that would straddle the right edge (of the buffer or of a clip
/// rectangle) is replaced by a space in the writer's style.
///
/// Cells are stored row by row in one array; a buffer is a value (copy on write).
public struct CellBuffer: Hashable, Sendable {
    /// The number of columns.
    public private(set) var width: Int
    /// The number of rows.
    public private(set) var height: Int
    /// How East Asian Ambiguous characters written into this buffer are measured.
    package var ambiguousWidth: TerminalWidth.AmbiguousWidth
    /// The cells, row by row.
    package var cells: [TerminalCell]

    /// The largest width and height a buffer takes, in cells (4096): a larger size is
    /// clamped to it, so a hostile or mistaken size can neither overflow `width * height` nor
    /// allocate gigabytes (at most 16.8 M cells). No real terminal is this large.
    package static let maximumSide = 4096

    /// `side` clamped to 0 ... `maximumSide`: negative becomes 0, too large becomes
    /// `maximumSide`.
    package static func clampedSide(_ side: Int) -> Int {
        min(max(0, side), maximumSide)
    }

    /// Creates a buffer of spaces in `style`. Sizes are clamped to 0 ... `maximumSide`.
    public init(
        width: Int,
        height: Int,
        style: TerminalStyle = .plain,
        ambiguousWidth: TerminalWidth.AmbiguousWidth = .narrow
    ) {
        self.width = Self.clampedSide(width)
        self.height = Self.clampedSide(height)
        self.ambiguousWidth = ambiguousWidth
        cells = Array(repeating: .blank(style), count: self.width * self.height)
    }

    /// The whole buffer as a rectangle at the origin.
    package var bounds: TerminalRect {
        TerminalRect(column: 0, row: 0, width: width, height: height)
    }

    /// The cell at `column`, `row`; a plain space outside the buffer.
    public subscript(column: Int, row: Int) -> TerminalCell {
        guard column >= 0, column < width, row >= 0, row < height else { return .blank }
        return cells[row * width + column]
    }

    /// Writes one line of `text` starting at `point`, clipped to the buffer and to `clip`.
    ///
    /// The text goes through `TextSanitizer.sanitize(_:keepingNewlines:)` first (a newline
    /// becomes U+FFFD: one call writes one line). Graphemes with no width are dropped. Returns
    /// the number of columns written inside the buffer and the clip. O(n) in the text.
    @discardableResult
    public mutating func write(
        _ text: String,
        at point: TerminalPoint,
        style: TerminalStyle = .plain,
        clip: TerminalRect? = nil
    ) -> Int {
        let region = clip.map { bounds.intersection($0) } ?? bounds
        guard !region.isEmpty, point.row >= region.minRow, point.row < region.maxRow else {
            return 0
        }
        let safe = TextSanitizer.sanitize(text)
        var column = point.column
        var written = 0
        if TerminalWidth.printableASCIIWidth(safe) != nil {
            for byte in safe.utf8 {
                if column >= region.maxColumn { break }
                if column >= region.minColumn {
                    let cell = TerminalCell(
                        content: UInt32(byte), style: style, flags: 0, joining: 0)
                    put(cell, column: column, row: point.row)
                    written += 1
                }
                column += 1
            }
            return written
        }
        for character in safe {
            if column >= region.maxColumn { break }
            guard let cell = TerminalCell(character, style: style, ambiguous: ambiguousWidth)
            else { continue }
            let cellWidth = cell.width
            defer { column += cellWidth }
            if column + cellWidth <= region.minColumn { continue }
            if cellWidth == 2, column < region.minColumn || column + 1 >= region.maxColumn {
                let visible = column < region.minColumn ? column + 1 : column
                put(.blank(style), column: visible, row: point.row)
                written += 1
                continue
            }
            put(cell, column: column, row: point.row)
            written += cellWidth
        }
        return written
    }

    /// Fills `rect` (clipped to the buffer) with spaces in `style`. O(area).
    public mutating func fill(_ rect: TerminalRect, style: TerminalStyle) {
        let region = bounds.intersection(rect)
        guard !region.isEmpty else { return }
        for row in region.minRow..<region.maxRow {
            releaseEdges(row: row, from: region.minColumn, to: region.maxColumn)
            let base = row * width
            for column in region.minColumn..<region.maxColumn {
                cells[base + column] = .blank(style)
            }
        }
    }

    /// Fills the whole buffer with spaces in `style`. O(area).
    public mutating func clear(style: TerminalStyle = .plain) {
        for index in cells.indices {
            cells[index] = .blank(style)
        }
    }

    /// Changes the size, keeping the top-left content; new cells are spaces in `style`. A wide
    /// glyph cut by the new right edge becomes a space. Sizes are clamped like the
    /// initializer's. O(new area).
    package mutating func resize(
        width newWidth: Int, height newHeight: Int, style: TerminalStyle = .plain
    ) {
        let newWidth = Self.clampedSide(newWidth)
        let newHeight = Self.clampedSide(newHeight)
        guard newWidth != width || newHeight != height else { return }
        var resized = Array(repeating: TerminalCell.blank(style), count: newWidth * newHeight)
        let keptWidth = min(width, newWidth)
        for row in 0..<min(height, newHeight) {
            for column in 0..<keptWidth {
                resized[row * newWidth + column] = cells[row * width + column]
            }
            if keptWidth > 0, keptWidth == newWidth, resized[row * newWidth + keptWidth - 1].isWide
            {
                let cut = resized[row * newWidth + keptWidth - 1]
                resized[row * newWidth + keptWidth - 1] = .blank(cut.style)
            }
        }
        width = newWidth
        height = newHeight
        cells = resized
    }

    /// Whether the buffer shows nothing at all: every cell a space on the terminal's default
    /// background, neither reversed nor underlined (its foreground, bold, dim and italic
    /// cannot be seen), as an empty screen, dimmed or not. O(width × height).
    package var showsNothing: Bool {
        cells.allSatisfy {
            $0.isSpace && $0.style.background == .default
                && $0.style.attributes.isDisjoint(with: [.reverse, .underline])
        }
    }

    /// Applies `transform` to the style of every cell. O(area).
    package mutating func mapStyles(_ transform: (TerminalStyle) -> TerminalStyle) {
        for index in cells.indices {
            cells[index].style = transform(cells[index].style)
        }
    }

    /// The text of one row, a continuation cell contributing nothing (for tests and logs).
    package func text(row: Int) -> String {
        guard row >= 0, row < height else { return "" }
        var result = ""
        for column in 0..<width where !cells[row * width + column].isContinuation {
            result.append(cells[row * width + column].grapheme)
        }
        return result
    }

    /// Stores `cell` (and its continuation when wide) at `column`, `row`, which the caller has
    /// checked lie inside the buffer.
    mutating func put(_ cell: TerminalCell, column: Int, row: Int) {
        let span = cell.isWide ? 2 : 1
        releaseEdges(row: row, from: column, to: column + span)
        cells[row * width + column] = cell
        if span == 2 {
            cells[row * width + column + 1] = .continuation(of: cell)
        }
    }

    /// Before columns `from..<to` of `row` are overwritten, turns the halves of wide glyphs
    /// that straddle either end (and would be orphaned) into spaces in their own style.
    mutating func releaseEdges(row: Int, from start: Int, to end: Int) {
        let base = row * width
        if start > 0, start < width, cells[base + start].isContinuation {
            cells[base + start - 1] = .blank(cells[base + start - 1].style)
        }
        if end > 0, end < width, cells[base + end].isContinuation {
            cells[base + end] = .blank(cells[base + end].style)
        }
    }
}
