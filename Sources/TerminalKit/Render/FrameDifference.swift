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
}
