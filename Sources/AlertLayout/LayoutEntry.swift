import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// One entry of the vertical stack: a single item, or a row of consecutive parallel items.
///
/// A single item is treated as a row of one, so both follow the same rules: the entry's
/// width includes its members' left and right insets, its height is the tallest member, and
/// its top and bottom insets are the largest of its members'.
struct LayoutEntry {
    /// The index of the entry's first item.
    var firstItem: Int
    /// One past the index of the entry's last item.
    var endItem: Int
    /// The sum of the members' widths.
    var itemWidthSum: CGFloat
    /// The sum of the members' left and right insets.
    var insetSum: CGFloat
    /// The tallest member's height.
    var height: CGFloat
    /// The largest top inset among the members.
    var top: CGFloat
    /// The largest bottom inset among the members.
    var bottom: CGFloat
    /// Where the entry's band (its top inset) starts, in content coordinates.
    var bandMinY: CGFloat
    /// Whether every member is pinned.
    var isPinned: Bool
    /// Whether some member is flagged `isMaxWidthBase`.
    var isMaxWidthBase: Bool

    /// Opens an entry with the item at `index`.
    @inline(__always)
    init(index: Int, item: AlertItemLayout) {
        let insets = item.boundsInsets
        firstItem = index
        endItem = index + 1
        itemWidthSum = item.itemSize.width
        insetSum = insets.left + insets.right
        height = item.itemSize.height
        top = insets.top
        bottom = insets.bottom
        bandMinY = 0
        isPinned = item.isPinned
        isMaxWidthBase = item.isMaxWidthBase
    }

    /// Adds the next item (at index ``endItem``) to this row.
    @inline(__always)
    mutating func append(_ item: AlertItemLayout) {
        let insets = item.boundsInsets
        endItem += 1
        itemWidthSum += item.itemSize.width
        insetSum += insets.left + insets.right
        height = max(height, item.itemSize.height)
        top = max(top, insets.top)
        bottom = max(bottom, insets.bottom)
        isPinned = isPinned && item.isPinned
        isMaxWidthBase = isMaxWidthBase || item.isMaxWidthBase
    }

    /// The entry's natural width: the sum of its members' left inset + width + right inset.
    var width: CGFloat { itemWidthSum + insetSum }

    /// The vertical room the entry takes in the stack: top inset + height + bottom inset.
    var extent: CGFloat { top + height + bottom }

    /// Whether the item at `index` joins an open row instead of opening a new entry: it is
    /// parallel, does not start a new row, and the open entry is a row of parallel items.
    @inline(__always)
    static func joinsRow(_ item: AlertItemLayout, openRowIsParallel: Bool) -> Bool {
        item.isParallel && openRowIsParallel && !item.startsNewRow
    }
}
