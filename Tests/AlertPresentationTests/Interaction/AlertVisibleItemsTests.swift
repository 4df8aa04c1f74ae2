import AlertLayout
import AlertProtocol
import AlertStyles
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertPresentation

/// A scrolling layout of `frames` (the last `pinned` of them in the footer).
private func layout(_ frames: [CGRect], pinned: Int = 0) -> AlertLayoutResult {
    AlertLayoutResult(
        frame: CGRect(x: 0, y: 0, width: 40, height: 10), itemFrames: frames,
        contentSize: CGSize(width: 40, height: 1000), isScrollable: true,
        scrollFrame: CGRect(x: 0, y: 0, width: 40, height: 10),
        scrollContentSize: CGSize(width: 40, height: 1000),
        footerFrame: CGRect(x: 0, y: 10, width: 40, height: 0),
        pinnedItemRange: (frames.count - pinned)..<frames.count, baseItemIndex: 0,
        entryCount: frames.count)
}

@Test func visibleItemsAreExactlyThoseThatMeetTheRowsEvenInsideUnevenRows() {
    var random = SplitMix64(seed: 0x4C15_7001)
    for _ in 0..<200 {
        // Entries stacked in bands; a row's members sit anywhere in their band.
        var frames: [CGRect] = []
        var top: CGFloat = 1
        for _ in 0..<Int(random.next(below: 30) + 1) {
            let band = CGFloat(random.next(below: 4) + 1)
            for member in 0..<Int(random.next(below: 3) + 1) {
                let height = CGFloat(random.next(below: UInt64(band) + 1))
                let y = top + CGFloat(random.next(below: UInt64(band - height) + 1))
                frames.append(CGRect(x: CGFloat(member) * 10, y: y, width: 8, height: height))
            }
            top += band + CGFloat(random.next(below: 2))
        }
        let pinned = Int(random.next(below: 2))
        let index = AlertVisibleItems(layout(frames, pinned: pinned))
        let minY = CGFloat(random.next(below: UInt64(top) + 2)) - 1
        let maxY = minY + CGFloat(random.next(below: 8))
        let range = index.range(meeting: minY, maxY)
        let scrolling = 0..<(frames.count - pinned)
        let meeting = scrolling.filter { frames[$0].maxY > minY && frames[$0].minY < maxY }
        #expect(meeting.allSatisfy(range.contains), "\(frames) \(minY)..<\(maxY) \(range)")
        #expect(range.lowerBound >= 0 && range.upperBound <= scrolling.upperBound)
        // Nothing called is a whole entry away from the rows.
        #expect(
            range.allSatisfy { frames[$0].minY < maxY + 4 && frames[$0].maxY > minY - 4 },
            "\(frames) \(minY)..<\(maxY) \(range)")
    }
}

@Test func aListOfAHundredThousandRowsGivesTheRowsOfAScreenful() {
    let frames = (0..<100_000).map { CGRect(x: 2, y: CGFloat($0) + 1, width: 36, height: 1) }
    let index = AlertVisibleItems(
        layout(frames + [CGRect(x: 2, y: 12, width: 36, height: 1)], pinned: 1))
    #expect(index.range(meeting: 1, 11) == 0..<10)
    #expect(index.range(meeting: 99_991, 100_001) == 99_990..<100_000)
    #expect(index.range(meeting: 200_000, 200_010).isEmpty)
}
