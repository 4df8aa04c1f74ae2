extension CellBuffer {
    /// Copies `source` into this buffer with its top-left cell at `origin`, clipped to this
    /// buffer and to `clip`.
    ///
    /// Wide glyphs cut by the edges of the copied region follow the buffer's rule: a half of a
    /// source glyph whose other half falls outside becomes a space in that glyph's style, and a
    /// glyph of this buffer that the region covers only half of is blanked whole. O(copied area).
    public mutating func draw(
        _ source: CellBuffer, at origin: TerminalPoint, clip: TerminalRect? = nil
    ) {
        var region = bounds.intersection(
            TerminalRect(origin: origin, width: source.width, height: source.height))
        if let clip {
            region = region.intersection(clip)
        }
        guard !region.isEmpty else { return }
        let left = region.minColumn
        let right = region.maxColumn
        for row in region.minRow..<region.maxRow {
            releaseEdges(row: row, from: left, to: right)
            let base = row * width
            let sourceBase = (row - origin.row) * source.width - origin.column
            // One copy of the row's run, not a checked store per cell.
            cells.replaceSubrange(
                base + left..<base + right,
                with: source.cells[sourceBase + left..<sourceBase + right])
            let first = cells[base + left]
            if first.isContinuation {
                cells[base + left] = .blank(first.style)
            }
            let last = cells[base + right - 1]
            if last.isWide {
                cells[base + right - 1] = .blank(last.style)
            }
        }
    }
}
