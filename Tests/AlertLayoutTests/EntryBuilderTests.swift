import Foundation
import Testing

@testable import AlertLayout

@Suite struct EntryBuilderTests {
    @Test func groupsStacksAndPicksTheBase() throws {
        let builder = try EntryBuilder(items: Fixtures.workedExample, top: 4, bottom: 6)
        #expect(builder.entries.map(\.firstItem) == [0, 1, 2])
        #expect(builder.entries.map(\.endItem) == [1, 2, 4])
        #expect(builder.entries.map(\.bandMinY) == [4, 46, 117])
        #expect(builder.contentHeight == 193)  // 4 + 22 + 20 + 41 + 30 + 15 + 35 + 20 + 6
        #expect(builder.base.width == 295 && builder.base.itemIndex == 0)
    }

    @Test func stopsAtTheFirstBadItem() {
        let items = [Fixtures.item(1, 1), Fixtures.item(1, -1), Fixtures.item(.nan, 1)]
        #expect(
            throws: AlertLayoutError.invalidItem(
                index: 1, reason: "itemSize.height is negative (-1.0)")
        ) {
            try EntryBuilder(items: items, top: 0, bottom: 0)
        }
        #expect(throws: AlertLayoutError.invalidItem(index: 0, reason: "centerOffset.x is NaN")) {
            try EntryBuilder(
                items: [Fixtures.item(1, 1, offset: CGPoint(x: CGFloat.nan, y: 0))], top: 0,
                bottom: 0)
        }
    }

    @Test func aRunOfParallelItemsIsOneEntryUntilANewRow() throws {
        let items = [
            Fixtures.item(1, 1, parallel: true), Fixtures.item(1, 1, parallel: true),
            Fixtures.item(1, 1, parallel: true, newRow: true), Fixtures.item(1, 1),
            Fixtures.item(1, 1, newRow: true), Fixtures.item(1, 1, parallel: true),
        ]
        let builder = try EntryBuilder(items: items, top: 0, bottom: 0)
        #expect(builder.entries.map(\.firstItem) == [0, 2, 3, 4, 5])
    }
}
