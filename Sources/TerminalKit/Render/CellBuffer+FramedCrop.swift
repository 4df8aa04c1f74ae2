extension CellBuffer {
    /// The cells of `window` (in this buffer's coordinates, clipped to its bounds) with this
    /// buffer's outer ring (first and last row, first and last column) moved onto the
    /// window's edges: a framed picture whose frame closes in around content that stays put.
    ///
    /// A presenter draws the in-between frames of a show or dismiss animation with it: every
    /// inner cell is the cell the finished frame shows at the same place, so a terminal only
    /// writes the cells the moving frame uncovers or covers. With `keepsFrame` false the ring
    /// stays where it is (outside the window, so it is cut off): a plain crop, whose edges
    /// cost nothing to move. Wide glyphs cut by the crop become spaces in their own style.
    /// O(window area).
    package func framedCrop(_ window: TerminalRect, keepsFrame: Bool = true) -> CellBuffer {
        let window = bounds.intersection(window)
        var result = CellBuffer(
            width: window.width, height: window.height, ambiguousWidth: ambiguousWidth)
        guard !window.isEmpty else { return result }
        let lastRow = window.height - 1
        let lastColumn = window.width - 1
        for row in 0...lastRow {
            let sourceRow =
                !keepsFrame
                ? window.minRow + row
                : row == 0 ? 0 : row == lastRow ? height - 1 : window.minRow + row
            let base = sourceRow * width
            let target = row * window.width
            for column in 0...lastColumn {
                let sourceColumn =
                    !keepsFrame
                    ? window.minColumn + column
                    : column == 0 ? 0 : column == lastColumn ? width - 1 : window.minColumn + column
                result.cells[target + column] = cells[base + sourceColumn]
            }
            result.repairWideGlyphs(row: row)
        }
        return result
    }

    /// Blanks, in their own style, the halves of wide glyphs whose other half is missing in
    /// `row` (after cells were copied one by one). O(width).
    private mutating func repairWideGlyphs(row: Int) {
        let base = row * width
        for column in 0..<width {
            let cell = cells[base + column]
            if cell.isWide {
                let next = column + 1 < width ? cells[base + column + 1] : .blank
                if !next.isContinuation { cells[base + column] = .blank(cell.style) }
            } else if cell.isContinuation {
                let previous = column > 0 ? cells[base + column - 1] : .blank
                if !previous.isWide { cells[base + column] = .blank(cell.style) }
            }
        }
    }
}
