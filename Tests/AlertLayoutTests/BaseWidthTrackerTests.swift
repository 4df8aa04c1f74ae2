import Foundation
import Testing

@testable import AlertLayout

@Suite struct BaseWidthTrackerTests {
    @Test func startsEmpty() {
        let tracker = BaseWidthTracker()
        #expect(tracker.width == 0 && tracker.itemIndex == -1)
    }

    @Test func theWidestWinsAndTiesKeepTheFirst() {
        var tracker = BaseWidthTracker()
        tracker.consider(width: 10, flagged: false, itemIndex: 0)
        tracker.consider(width: 30, flagged: false, itemIndex: 1)
        tracker.consider(width: 30, flagged: false, itemIndex: 4)
        tracker.consider(width: 20, flagged: false, itemIndex: 5)
        #expect(tracker.width == 30 && tracker.itemIndex == 1)
    }

    @Test func theFirstFlagWinsOverWiderAndLaterFlags() {
        var tracker = BaseWidthTracker()
        tracker.consider(width: 300, flagged: false, itemIndex: 0)
        tracker.consider(width: 50, flagged: true, itemIndex: 1)
        tracker.consider(width: 400, flagged: false, itemIndex: 2)
        tracker.consider(width: 60, flagged: true, itemIndex: 3)
        #expect(tracker.width == 50 && tracker.itemIndex == 1)
    }

    @Test func aZeroWidthFirstEntryIsStillChosen() {
        var tracker = BaseWidthTracker()
        tracker.consider(width: 0, flagged: false, itemIndex: 0)
        tracker.consider(width: 0, flagged: false, itemIndex: 1)
        #expect(tracker.width == 0 && tracker.itemIndex == 0)
    }
}
