import Foundation
import Testing

@testable import AlertLayout

@Suite struct AlertLayoutResultTests {
    @Test func theInitKeepsEveryValueAndIsPinnedReadsTheRange() {
        let result = AlertLayoutResult(
            frame: CGRect(x: 1, y: 2, width: 3, height: 4), itemFrames: [.zero, .zero],
            contentSize: CGSize(width: 3, height: 9), isScrollable: true,
            scrollFrame: CGRect(x: 0, y: 0, width: 3, height: 2),
            scrollContentSize: CGSize(width: 3, height: 7),
            footerFrame: CGRect(x: 0, y: 2, width: 3, height: 2), pinnedItemRange: 1..<2,
            baseItemIndex: 0, entryCount: 2)
        #expect(result.frame.maxY == 6 && result.itemFrames.count == 2)
        #expect(result.contentSize.height == 9 && result.isScrollable)
        #expect(result.scrollFrame.height + result.footerFrame.height == result.frame.height)
        #expect(result.scrollContentSize.height == 7 && result.entryCount == 2)
        #expect(result.isPinned(itemAt: 1) && !result.isPinned(itemAt: 0))
        #expect(result.baseItemIndex == 0)
    }
}
