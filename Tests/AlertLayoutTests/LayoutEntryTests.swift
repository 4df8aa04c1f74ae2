import Foundation
import Testing

@testable import AlertLayout

@Suite struct LayoutEntryTests {
    @Test func aRowSumsWidthsAndTakesTheLargestHeightAndInsets() {
        var entry = LayoutEntry(
            index: 3,
            item: Fixtures.item(10, 20, top: 1, left: 2, bottom: 9, right: 3, pinned: true))
        entry.append(Fixtures.item(30, 5, top: 7, left: 4, bottom: 2, right: 5, base: true))
        #expect(entry.firstItem == 3 && entry.endItem == 5)
        #expect(entry.itemWidthSum == 40 && entry.insetSum == 14 && entry.width == 54)
        #expect(entry.height == 20 && entry.top == 7 && entry.bottom == 9)
        #expect(entry.extent == 36)
        #expect(!entry.isPinned && entry.isMaxWidthBase)
    }

    @Test func onlyParallelItemsThatDoNotStartANewRowJoin() {
        let parallel = Fixtures.item(1, 1, parallel: true)
        let newRow = Fixtures.item(1, 1, parallel: true, newRow: true)
        let single = Fixtures.item(1, 1)
        #expect(LayoutEntry.joinsRow(parallel, openRowIsParallel: true))
        #expect(!LayoutEntry.joinsRow(parallel, openRowIsParallel: false))
        #expect(!LayoutEntry.joinsRow(newRow, openRowIsParallel: true))
        #expect(!LayoutEntry.joinsRow(single, openRowIsParallel: true))
    }
}
