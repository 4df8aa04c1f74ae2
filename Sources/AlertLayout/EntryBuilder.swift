import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// The first pass: checks every item, groups the items into entries (rows), stacks the
/// entries vertically and chooses the base width.
///
/// - Complexity: O(n) time for n items, one allocation (the entry buffer, reserved once).
struct EntryBuilder {
    /// The entries, in order, with their vertical bands.
    private(set) var entries: [LayoutEntry] = []
    /// The base width and the entry that set it.
    private(set) var base = BaseWidthTracker()
    /// The full content height: top metric, every entry's extent, bottom metric.
    private(set) var contentHeight: CGFloat = 0

    /// Builds the entries for `items` (which must not be empty) with the `top` and `bottom`
    /// metrics.
    ///
    /// - Throws: ``AlertLayoutError/invalidItem(index:reason:)`` for the first bad item.
    init(items: [AlertItemLayout], top: CGFloat, bottom: CGFloat) throws(AlertLayoutError) {
        entries.reserveCapacity(items.count)
        var cursorY = top
        guard ItemValidator.isValid(items[0]) else { throw Self.error(items, at: 0) }
        var current = LayoutEntry(index: 0, item: items[0])
        var openRowIsParallel = items[0].isParallel
        for index in 1..<items.count {
            let item = items[index]
            guard ItemValidator.isValid(item) else { throw Self.error(items, at: index) }
            if LayoutEntry.joinsRow(item, openRowIsParallel: openRowIsParallel) {
                current.append(item)
            } else {
                close(&current, cursorY: &cursorY)
                current = LayoutEntry(index: index, item: item)
                openRowIsParallel = item.isParallel
            }
        }
        close(&current, cursorY: &cursorY)
        contentHeight = cursorY + bottom
    }

    /// Gives `entry` its band at `cursorY`, moves the cursor past it, and records it.
    @inline(__always)
    private mutating func close(_ entry: inout LayoutEntry, cursorY: inout CGFloat) {
        entry.bandMinY = cursorY
        cursorY += entry.extent
        base.consider(
            width: entry.width, flagged: entry.isMaxWidthBase, itemIndex: entry.firstItem)
        entries.append(entry)
    }

    /// The error for the bad item at `index`.
    private static func error(_ items: [AlertItemLayout], at index: Int) -> AlertLayoutError {
        let reason = ItemValidator.reason(for: items[index]) ?? "is invalid"
        return .invalidItem(index: index, reason: reason)
    }
}
