import Testing

@testable import TerminalKit

/// The cell as the renderer compares it.
@MainActor
@Suite struct TerminalCellTests {
    /// `isSame(as:)` compares the fields itself: it must say what `==` says, for every pair
    /// of cells a random scene shows (text in many scripts, wide and continuation cells,
    /// interned graphemes, every style), so a field added to the cell and not to it fails.
    @Test func isSameSaysWhatEqualitySays() {
        var cells: Set<TerminalCell> = []
        for seed in UInt64(1)...UInt64(120) {
            var scene = RandomScene(seed: seed)
            for _ in 0..<4 {
                scene.step()
                cells.formUnion(scene.compositor.compose().cells)
            }
        }
        let sample = Array(cells.prefix(400))
        #expect(sample.count > 50)
        var mismatches = 0
        for first in sample {
            for second in sample where first.isSame(as: second) != (first == second) {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
    }
}
