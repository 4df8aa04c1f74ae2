import AlertProtocol
import Foundation
import Testing

@testable import AlertLayout

@Suite struct AlertLayoutEngineTests {
    typealias F = Fixtures

    @Test func workedExampleMatchesSBAlertViewExactly() throws {
        let result = try F.sbEngine.layout(F.workedExample, style: .alert, in: F.phone)
        #expect(result.frame == CGRect(x: 25, y: 242, width: 325, height: 183))
        #expect(
            result.itemFrames == [
                CGRect(x: 15, y: 20, width: 295, height: 22),
                CGRect(x: 15, y: 57, width: 295, height: 41),
                CGRect(x: 15, y: 128, width: 137.5, height: 35),
                CGRect(x: 172.5, y: 128, width: 137.5, height: 35),
            ])
        #expect(result.contentSize == CGSize(width: 325, height: 183))
        #expect(!result.isScrollable)
        #expect(result.entryCount == 3)
        #expect(result.scrollFrame == CGRect(x: 0, y: 0, width: 325, height: 183))
        #expect(result.footerFrame == CGRect(x: 0, y: 183, width: 325, height: 0))
        #expect(result.pinnedItemRange == 4..<4)
    }

    @Test func parallelItemsShareARowCentredVertically() throws {
        let items = [
            F.item(100, 20),
            F.item(50, 30, top: 4, left: 5, bottom: 6, right: 5, parallel: true),
            F.item(60, 10, top: 8, bottom: 2, parallel: true),
            F.item(80, 10),
        ]
        let result = try F.layout(items)
        #expect(result.entryCount == 3)
        #expect(
            result.itemFrames == [
                CGRect(x: 10, y: 0, width: 100, height: 20),
                CGRect(x: 5, y: 28, width: 50, height: 30),
                CGRect(x: 60, y: 38, width: 60, height: 10),
                CGRect(x: 20, y: 64, width: 80, height: 10),
            ])
        #expect(result.frame == CGRect(x: 127.5, y: 296.5, width: 120, height: 74))
    }

    @Test(arguments: [AlertStyle.alert, .actionSheet])
    func startsNewRowClosesTheRowInBothStyles(style: AlertStyle) throws {
        let items = [
            F.item(40, 10, parallel: true),
            F.item(40, 10, parallel: true, newRow: true),
            F.item(40, 10, parallel: true),
        ]
        let metrics = AlertMetrics(sheetMaxWidth: 80)
        let result = try F.layout(items, style: style, metrics: metrics)
        #expect(result.entryCount == 2)
        #expect(
            result.itemFrames == [
                CGRect(x: 20, y: 0, width: 40, height: 10),
                CGRect(x: 0, y: 10, width: 40, height: 10),
                CGRect(x: 40, y: 10, width: 40, height: 10),
            ])
    }

    @Test func aSingleItemBreaksARunOfParallelItems() throws {
        let items = [
            F.item(40, 10, parallel: true), F.item(40, 10), F.item(40, 10, parallel: true),
        ]
        #expect(try F.layout(items).entryCount == 3)
    }

    @Test func aFlaggedBaseBeatsAWiderItem() throws {
        let items = [
            F.item(100, 10), F.item(200, 10), F.item(150, 10, base: true),
            F.item(300, 10, base: true),
        ]
        let result = try F.sbEngine.layout(items, style: .alert, in: F.phone)
        #expect(result.baseItemIndex == 2)
        #expect(result.frame.width == 200)
        #expect(result.itemFrames[3] == CGRect(x: 0, y: 30, width: 200, height: 10))
    }

    @Test func aFlaggedRowSetsTheBaseWidth() throws {
        let items = [
            F.item(300, 10),
            F.item(40, 10, left: 5, parallel: true),
            F.item(40, 10, right: 5, parallel: true, base: true),
        ]
        let result = try F.layout(items)
        #expect(result.baseItemIndex == 1)
        #expect(result.frame.width == 90)
    }

    @Test func tiesKeepTheFirstEntry() throws {
        let rowFirst = [
            F.item(60, 10, parallel: true), F.item(60, 10, parallel: true), F.item(120, 10),
        ]
        #expect(try F.layout(rowFirst).baseItemIndex == 0)
        let itemFirst = [
            F.item(50, 10), F.item(120, 10), F.item(60, 10, parallel: true),
            F.item(60, 10, parallel: true),
        ]
        #expect(try F.layout(itemFirst).baseItemIndex == 1)
    }

    @Test func theAlertWidthIsClampedToTheSafeAreaMinusMargins() throws {
        let container = AlertContainer(
            size: CGSize(width: 375, height: 667),
            safeAreaInsets: EdgeInsets(top: 20, left: 44, bottom: 34, right: 44))
        let result = try F.sbEngine.layout([F.item(295, 22)], style: .alert, in: container)
        #expect(result.frame == CGRect(x: 69, y: 315.5, width: 237, height: 22))
        #expect(result.itemFrames == [CGRect(x: 0, y: 0, width: 237, height: 22)])
    }

    @Test func centerOffsetsMoveItemsButKeepThemInside() throws {
        let items = [
            F.item(200, 10),
            F.item(100, 10, offset: CGPoint(x: 30, y: 0)),
            F.item(100, 10, offset: CGPoint(x: 500, y: 0)),
            F.item(100, 10, offset: CGPoint(x: -500, y: 0)),
            F.item(100, 10, top: 5, bottom: 5, offset: CGPoint(x: 0, y: 3)),
            F.item(100, 10, top: 5, bottom: 5, offset: CGPoint(x: 0, y: 100)),
            F.item(100, 10, top: 5, bottom: 5, offset: CGPoint(x: 0, y: -100)),
        ]
        let frames = try F.layout(items).itemFrames
        #expect(frames[1].minX == 80)
        #expect(frames[2].minX == 100)
        #expect(frames[3].minX == 0)
        #expect(frames[4].minY == 48)  // band 40, top inset 5, offset 3
        #expect(frames[5].minY == 70)  // band 60...80 minus the height
        #expect(frames[6].minY == 80)
    }

    @Test func aSingleItemsInsetsShiftItInsideItsCentredBox() throws {
        let items = [F.item(200, 10), F.item(100, 10, left: 20)]
        #expect(try F.layout(items).itemFrames[1].minX == 60)
    }

    @Test func aRowWiderThanTheAlertShrinksItsMembersKeepingInsets() throws {
        let items = [
            F.item(100, 10, base: true),
            F.item(80, 10, left: 5, right: 5, parallel: true),
            F.item(120, 10, left: 5, right: 5, parallel: true),
        ]
        let frames = try F.layout(items).itemFrames
        #expect(frames[1] == CGRect(x: 5, y: 10, width: 32, height: 10))
        #expect(frames[2] == CGRect(x: 47, y: 10, width: 48, height: 10))
    }

    @Test func aTooWideSingleItemGetsTheAlertWidthMinusItsInsets() throws {
        let items = [F.item(100, 10, base: true), F.item(300, 10, left: 10, right: 20)]
        #expect(try F.layout(items).itemFrames[1] == CGRect(x: 10, y: 10, width: 70, height: 10))
    }

    @Test func scrollingKeepsTrailingPinnedItemsInAFooter() throws {
        var items = (0..<10).map { _ in F.item(50, 20) }
        items.append(F.item(25, 10, top: 5, bottom: 5, parallel: true, pinned: true))
        items.append(F.item(25, 10, top: 5, bottom: 5, parallel: true, pinned: true))
        let container = AlertContainer(size: CGSize(width: 100, height: 100))
        let result = try F.layout(items, in: container)
        #expect(result.isScrollable)
        #expect(result.frame == CGRect(x: 25, y: 0, width: 50, height: 100))
        #expect(result.contentSize == CGSize(width: 50, height: 220))
        #expect(result.scrollContentSize == CGSize(width: 50, height: 200))
        #expect(result.scrollFrame == CGRect(x: 0, y: 0, width: 50, height: 80))
        #expect(result.footerFrame == CGRect(x: 0, y: 80, width: 50, height: 20))
        #expect(result.pinnedItemRange == 10..<12)
        #expect(result.isPinned(itemAt: 11) && !result.isPinned(itemAt: 9))
        #expect(result.itemFrames[9] == CGRect(x: 0, y: 180, width: 50, height: 20))
        #expect(result.itemFrames[10] == CGRect(x: 0, y: 85, width: 25, height: 10))
        #expect(result.itemFrames[11] == CGRect(x: 25, y: 85, width: 25, height: 10))
    }

    @Test func pinnedItemsThatAreNotTrailingScroll() throws {
        var items = (0..<10).map { _ in F.item(50, 20) }
        items.insert(F.item(50, 10, pinned: true), at: 5)
        items.append(F.item(25, 10, parallel: true, pinned: true))
        items.append(F.item(25, 10, parallel: true))
        let container = AlertContainer(size: CGSize(width: 100, height: 100))
        let result = try F.layout(items, in: container)
        #expect(result.isScrollable)
        #expect(result.pinnedItemRange == 13..<13)
        #expect(result.scrollFrame.height == 100)
        #expect(result.footerFrame.height == 0)
    }

    @Test func aFooterTallerThanTheAlertIsNotPinned() throws {
        let items = [F.item(50, 20), F.item(50, 120, pinned: true)]
        let container = AlertContainer(size: CGSize(width: 100, height: 100))
        let result = try F.layout(items, in: container)
        #expect(result.isScrollable)
        #expect(result.pinnedItemRange == 2..<2)
        #expect(result.itemFrames[1] == CGRect(x: 0, y: 20, width: 50, height: 120))
    }

    @Test func theKeyboardRaisesTheAlertAndOverlapsTheBottomInset() throws {
        let items = [F.item(100, 50)]
        let keyboard = AlertContainer(size: CGSize(width: 375, height: 667), keyboardHeight: 300)
        #expect(try F.layout(items, in: keyboard).frame.minY == 158.5)
        let both = AlertContainer(
            size: CGSize(width: 375, height: 667),
            safeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 34, right: 0),
            keyboardHeight: 300)
        #expect(try F.layout(items, in: both).frame.minY == 158.5)
    }

    @Test func aTallKeyboardMakesTheAlertScroll() throws {
        let container = AlertContainer(size: CGSize(width: 375, height: 667), keyboardHeight: 600)
        let result = try F.layout([F.item(100, 100)], in: container)
        #expect(result.isScrollable)
        #expect(result.frame == CGRect(x: 137.5, y: 0, width: 100, height: 67))
    }

    @Test func theSBReserveCapsTheHeight() throws {
        let items = (0..<40).map { _ in F.item(100, 20) }
        let result = try F.sbEngine.layout(items, style: .alert, in: F.phone)
        #expect(result.isScrollable)
        #expect(result.frame.height == 527)  // 667 − 140
        #expect(result.frame.minY == 70)
    }

    @Test func anActionSheetIsAnchoredToTheBottomAndAsWideAsAllowed() throws {
        let container = AlertContainer(
            size: CGSize(width: 375, height: 667),
            safeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        let metrics = AlertMetrics(
            leading: 25, trailing: 25, screenMargin: 25, sheetBottomOffset: 10, sheetMaxWidth: 300)
        let result = try F.layout(
            [F.item(100, 40)], style: .actionSheet, in: container,
            metrics: metrics)
        #expect(result.frame == CGRect(x: 37.5, y: 583, width: 300, height: 40))
        #expect(result.itemFrames == [CGRect(x: 100, y: 0, width: 100, height: 40)])
        let wide = try F.sbEngine.layout([F.item(100, 40)], style: .actionSheet, in: F.phone)
        #expect(wide.frame == CGRect(x: 0, y: 627, width: 375, height: 40))
    }

    @Test func noItemsIsAnError() {
        #expect(F.error([]) == .noItems)
    }

    @Test func theFirstBadItemIsNamed() {
        let items = [F.item(10, 10), F.item(.nan, 10), F.item(-1, 10)]
        #expect(F.error(items) == .invalidItem(index: 1, reason: "itemSize.width is NaN"))
    }

    @Test func aContainerWithNoRoomIsAnError() {
        let tiny = AlertContainer(size: CGSize(width: 40, height: 667))
        guard
            case .invalidContainer(let reason) = F.error(
                [F.item(1, 1)], in: tiny,
                metrics: .sbCompatible)
        else {
            Issue.record("expected invalidContainer")
            return
        }
        #expect(reason.hasPrefix("screen margins leave no width"))
    }

    @Test func badMetricsAreReportedAsAnInvalidContainer() {
        let metrics = AlertMetrics(top: .nan)
        #expect(
            F.error([F.item(1, 1)], metrics: metrics) == .invalidContainer("metrics.top is NaN"))
    }

    @Test func valuesAtTheLimitNeverGiveANonFiniteFrame() throws {
        let limit = AlertLayoutEngine.maximumMagnitude
        let items = (0..<1000).map { index in
            F.item(
                limit, limit, top: limit, left: limit, bottom: limit, right: limit,
                offset: CGPoint(x: index.isMultiple(of: 2) ? limit : -limit, y: -limit),
                parallel: index % 3 != 0, pinned: index > 990)
        }
        let container = AlertContainer(size: CGSize(width: limit, height: limit))
        for style in [AlertStyle.alert, .actionSheet] {
            let result = try F.sbEngine.layout(items, style: style, in: container)
            let values =
                [result.frame.minX, result.frame.maxY, result.contentSize.height]
                + result.itemFrames.flatMap { [$0.minX, $0.minY, $0.width, $0.height] }
            #expect(!values.contains { !$0.isFinite })
            #expect(result.isScrollable)
        }
    }

    @Test func hugeValuesAreRejectedNotClamped() {
        let items = [F.item(10, 10), F.item(10, 10, offset: CGPoint(x: 0, y: 1e300))]
        guard case .invalidItem(1, let reason) = F.error(items) else {
            Issue.record("expected invalidItem at 1")
            return
        }
        #expect(reason.hasPrefix("centerOffset.y is too large"))
    }

    @Test func aSheetReserveErrorMentionsItsOffset() {
        let metrics = AlertMetrics(verticalReserve: 300, sheetBottomOffset: 400)
        guard
            case .invalidContainer(let reason) = F.error(
                [F.item(1, 1)], style: .actionSheet, metrics: metrics)
        else {
            Issue.record("expected invalidContainer")
            return
        }
        #expect(reason.contains("sheetBottomOffset 400"))
    }

    @Test func theDefaultEngineUsesTheStandardMetrics() {
        #expect(AlertLayoutEngine().metrics == .standard)
    }
}
