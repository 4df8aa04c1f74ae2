/// Measures how much really changed between two frames, the floor the renderer's output is
/// compared against by the benchmark.
package enum FrameDifference {
    /// The number of cell positions whose content or style differs between `old` and `new`.
    /// With no old frame, or frames of different sizes, every cell of `new` counts. O(area).
    package static func changedCellCount(from old: CellBuffer?, to new: CellBuffer) -> Int {
        guard let old, old.width == new.width, old.height == new.height else {
            return new.cells.count
        }
        var count = 0
        old.cells.withUnsafeBufferPointer { oldCells in
            new.cells.withUnsafeBufferPointer { newCells in
                for index in 0..<newCells.count where oldCells[index] != newCells[index] {
                    count += 1
                }
            }
        }
        return count
    }

    /// The fewest bytes a writer that prints each changed glyph (no REP, no copying or
    /// scrolling of what is on screen) must send to turn `old` into `new`: the UTF-8 of
    /// every changed glyph (a changed space may be erased instead), and between two of them
    /// on a row at least 3 bytes or one per cell in between (printing each cell is at least
    /// a byte; any control sequence, a move or an erase, at least 3). Moves to a row's first
    /// changed glyph, and colours, are counted as free, so the real floor is higher.
    /// O(area).
    package static func leastBytes(from old: CellBuffer, to new: CellBuffer) -> Int {
        guard old.width == new.width, old.height == new.height else { return 0 }
        var bytes = 0
        var scratch: [UInt8] = []
        for row in 0..<new.height {
            var lastGlyphEnd: Int?
            var column = 0
            while column < new.width {
                let index = row * new.width + column
                let cell = new.cells[index]
                defer { column += max(cell.width, 1) }
                guard old.cells[index] != cell, !cell.isContinuation, !cell.isSpace else {
                    continue
                }
                if let end = lastGlyphEnd { bytes += min(column - end, 3) }
                scratch.removeAll(keepingCapacity: true)
                cell.appendUTF8(to: &scratch)
                bytes += scratch.count
                lastGlyphEnd = column + cell.width
            }
        }
        return bytes
    }
}
