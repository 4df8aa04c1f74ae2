import AlertProtocol
import Foundation
import Testing

@testable import AlertLayout

@Suite struct RowPlacementTests {
    static func row(_ items: [AlertItemLayout]) -> LayoutEntry {
        var entry = LayoutEntry(index: 0, item: items[0])
        for item in items.dropFirst() { entry.append(item) }
        return entry
    }

    @Test func aRowThatFitsIsCentredUnscaled() {
        let entry = Self.row([Fixtures.item(40, 1, left: 5), Fixtures.item(40, 1, right: 5)])
        let placement = RowPlacement(entry: entry, alertWidth: 100)
        #expect(placement.widthScale == 1 && placement.insetScale == 1)
        #expect(placement.originX == 5 && placement.singleWidth == nil)
    }

    @Test func aWideRowShrinksItsWidthsOnly() {
        let entry = Self.row([Fixtures.item(100, 1, left: 10), Fixtures.item(100, 1, right: 10)])
        let placement = RowPlacement(entry: entry, alertWidth: 120)
        #expect(placement.widthScale == 0.5 && placement.insetScale == 1)
        #expect(placement.originX == 0 && placement.singleWidth == nil)
    }

    @Test func insetsWiderThanTheAlertShrinkToo() {
        let entry = Self.row([Fixtures.item(10, 1, left: 40, right: 40), Fixtures.item(10, 1)])
        let placement = RowPlacement(entry: entry, alertWidth: 60)
        #expect(placement.widthScale == 0 && placement.insetScale == 0.75)
    }

    @Test func aLoneWideItemGetsTheExactRoomLeft() {
        let entry = Self.row([Fixtures.item(333, 1, left: 1, right: 2)])
        #expect(RowPlacement(entry: entry, alertWidth: 100).singleWidth == 97)
        let squeezed = Self.row([Fixtures.item(333, 1, left: 100, right: 100)])
        #expect(RowPlacement(entry: squeezed, alertWidth: 100).singleWidth == 0)
    }

    @Test func clampedXKeepsTheMemberInside() {
        #expect(
            RowPlacement.clampedX(cursor: 10, left: 5, offset: 3, width: 20, alertWidth: 100)
                == 18)
        #expect(
            RowPlacement.clampedX(
                cursor: 10, left: 5, offset: 300, width: 20,
                alertWidth: 100) == 80)
        #expect(
            RowPlacement.clampedX(
                cursor: 10, left: 5, offset: -300, width: 20,
                alertWidth: 100) == 0)
    }
}
