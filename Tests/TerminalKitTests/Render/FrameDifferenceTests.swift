import Testing

@testable import TerminalKit

@Suite struct FrameDifferenceTests {
    @Test func countsCellsThatReallyChanged() {
        var old = CellBuffer(width: 5, height: 2)
        old.write("abc", at: .zero)
        var new = old
        #expect(FrameDifference.changedCellCount(from: old, to: new) == 0)
        new.write("aXc", at: .zero)
        new.write("中", at: TerminalPoint(column: 0, row: 1))
        #expect(FrameDifference.changedCellCount(from: old, to: new) == 3)
        new.write("a", at: .zero, style: TerminalStyle(attributes: .bold))
        #expect(FrameDifference.changedCellCount(from: old, to: new) == 4)
    }

    @Test func everyCellCountsWithoutAComparableOldFrame() {
        let new = CellBuffer(width: 4, height: 3)
        #expect(FrameDifference.changedCellCount(from: nil, to: new) == 12)
        #expect(
            FrameDifference.changedCellCount(from: CellBuffer(width: 3, height: 3), to: new) == 12)
    }
}
