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

    @Test func theLeastBytesAreTheChangedGlyphsAndTheGapsBetweenThem() {
        var old = CellBuffer(width: 12, height: 2)
        old.write("ab  cd", at: .zero)
        var new = old
        #expect(FrameDifference.leastBytes(from: old, to: new) == 0)
        // Row 0: "b" restyled (1 B), two unchanged blanks (2 B), "c" restyled (1 B), then
        // 中 after a gap of five (3 B) and itself (3 B); a space restyled costs nothing.
        let bold = TerminalStyle(attributes: .bold)
        new.write("b", at: TerminalPoint(column: 1, row: 0), style: bold)
        new.write("c", at: TerminalPoint(column: 4, row: 0), style: bold)
        new.write("中", at: TerminalPoint(column: 10, row: 0))
        new.write(" ", at: TerminalPoint(column: 0, row: 1), style: bold)
        #expect(FrameDifference.leastBytes(from: old, to: new) == 1 + 2 + 1 + 3 + 3)
    }
}
