import AlertLayout
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the scrolling items of a layout that meet a band of rows, by binary search: built
/// once per layout in O(n), then O(log n) per question.
///
/// The scrolling items (those before the pinned footer) are stacked in entries whose bands
/// never overlap, but inside a row a member may sit lower or be shorter than the next one, so
/// neither the tops nor the bottoms of the frames are sorted. Their running maximum of
/// bottoms (from the first item) and running minimum of tops (from the last) are: every item
/// before the first running bottom past a band's top ends above the band, and every item from
/// the first running top at or past its bottom starts below it.
struct AlertVisibleItems {
    /// The greatest `maxY` of the scrolling items up to each index.
    private var bottoms: [CGFloat]
    /// The least `minY` of the scrolling items from each index to the last.
    private var tops: [CGFloat]

    /// Indexes the scrolling items of `layout`.
    init(_ layout: AlertLayoutResult) {
        let frames = layout.itemFrames
        let count = min(layout.pinnedItemRange.lowerBound, frames.count)
        var bottoms = [CGFloat](repeating: 0, count: count)
        var tops = [CGFloat](repeating: 0, count: count)
        frames.withUnsafeBufferPointer { frames in
            var bottom = -CGFloat.infinity
            for index in 0..<count {
                bottom = max(bottom, frames[index].maxY)
                bottoms[index] = bottom
            }
            var top = CGFloat.infinity
            for index in stride(from: count - 1, through: 0, by: -1) {
                top = min(top, frames[index].minY)
                tops[index] = top
            }
        }
        self.bottoms = bottoms
        self.tops = tops
    }

    /// The number of scrolling items.
    var count: Int { bottoms.count }

    /// The scrolling items whose frames may meet the rows `minY..<maxY` (frames at scroll
    /// offset 0): all that do, and at most the members of a row beside them that do not.
    func range(meeting minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        let start = Self.firstIndex(in: bottoms) { $0 > minY }
        let end = Self.firstIndex(in: tops) { $0 >= maxY }
        return start..<max(start, end)
    }

    /// The first index whose value satisfies `isPast` (values sorted so that once it holds,
    /// it holds for the rest), or the count.
    private static func firstIndex(in values: [CGFloat], where isPast: (CGFloat) -> Bool)
        -> Int
    {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(values[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
