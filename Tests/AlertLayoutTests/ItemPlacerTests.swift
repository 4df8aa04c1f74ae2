import Foundation
import Testing

@testable import AlertLayout

@Suite struct ItemPlacerTests {
    @Test func footerEntriesAreShiftedAndOthersAreNot() throws {
        let items = [Fixtures.item(50, 60), Fixtures.item(50, 10, pinned: true)]
        let built = try EntryBuilder(items: items, top: 0, bottom: 0)
        let plan = ScrollPlan(entries: built.entries, contentHeight: 70, heightLimit: 40)
        let frames = ItemPlacer.frames(
            items: items, entries: built.entries, alertWidth: 50, plan: plan)
        #expect(
            frames == [
                CGRect(x: 0, y: 0, width: 50, height: 60),
                CGRect(x: 0, y: 30, width: 50, height: 10),
            ])
    }

    @Test func membersFollowEachOtherWithTheirInsets() throws {
        let items = [
            Fixtures.item(10, 4, left: 1, right: 2, parallel: true),
            Fixtures.item(20, 8, left: 3, right: 4, parallel: true),
        ]
        let built = try EntryBuilder(items: items, top: 0, bottom: 0)
        let plan = ScrollPlan(entries: built.entries, contentHeight: 8, heightLimit: 100)
        let frames = ItemPlacer.frames(
            items: items, entries: built.entries, alertWidth: 40, plan: plan)
        #expect(
            frames == [
                CGRect(x: 1, y: 2, width: 10, height: 4), CGRect(x: 16, y: 0, width: 20, height: 8),
            ])
    }
}
