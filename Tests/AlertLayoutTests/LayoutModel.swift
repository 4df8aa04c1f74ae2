import AlertProtocol
import Foundation

@testable import AlertLayout

/// An independent, deliberately simple model of the layout rules used as the oracle of the
/// property tests: it regroups the items and re-checks them without the engine's code.
enum LayoutModel {
    /// The fields of an item in the order the engine reports them, with whether negative
    /// values are legal.
    static func fields(_ item: AlertItemLayout) -> [(String, CGFloat, Bool)] {
        [
            ("itemSize.width", item.itemSize.width, false),
            ("itemSize.height", item.itemSize.height, false),
            ("centerOffset.x", item.centerOffset.x, true),
            ("centerOffset.y", item.centerOffset.y, true),
            ("boundsInsets.top", item.boundsInsets.top, false),
            ("boundsInsets.left", item.boundsInsets.left, false),
            ("boundsInsets.bottom", item.boundsInsets.bottom, false),
            ("boundsInsets.right", item.boundsInsets.right, false),
        ]
    }

    /// The first bad item and the name of its first bad field, or nil.
    static func firstBad(_ items: [AlertItemLayout]) -> (index: Int, field: String)? {
        for (index, item) in items.enumerated() {
            for (name, value, allowsNegative) in fields(item) {
                let bad =
                    !value.isFinite || (!allowsNegative && value < 0)
                    || abs(value) > AlertLayoutEngine.maximumMagnitude
                if bad { return (index, name) }
            }
        }
        return nil
    }

    /// The entries as ranges of item indices.
    static func entries(_ items: [AlertItemLayout]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for index in items.indices.dropFirst() {
            let item = items[index]
            let joins = item.isParallel && items[index - 1].isParallel && !item.startsNewRow
            if !joins {
                result.append(start..<index)
                start = index
            }
        }
        result.append(start..<items.count)
        return result
    }

    /// An entry's natural width: every member's left inset + width + right inset.
    static func width(_ items: [AlertItemLayout], _ entry: Range<Int>) -> CGFloat {
        entry.reduce(0) { sum, index in
            let item = items[index]
            return sum + item.boundsInsets.left + item.itemSize.width + item.boundsInsets.right
        }
    }

    /// The entry that sets the base width: the first flagged one, else the first widest.
    static func baseEntry(_ items: [AlertItemLayout], _ entries: [Range<Int>]) -> Range<Int> {
        if let flagged = entries.first(where: { $0.contains { items[$0].isMaxWidthBase } }) {
            return flagged
        }
        var best = entries[0]
        for entry in entries.dropFirst() where width(items, entry) > width(items, best) {
            best = entry
        }
        return best
    }
}
