#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// The layout metadata an item carries: everything the layout engine needs to place it.
///
/// The engine reads only this value, never the item itself, so layout is a pure function
/// of an array of `AlertItemLayout` values.
public struct AlertItemLayout: Hashable, Sendable {
    /// The item's preferred size. The engine may narrow it to fit the alert.
    public var itemSize: CGSize
    /// An offset from the centred position; the item is kept inside the alert.
    public var centerOffset: CGPoint
    /// Space around the item: top and bottom separate it from its neighbours vertically,
    /// left and right separate members of a row.
    public var boundsInsets: EdgeInsets
    /// Consecutive parallel items share one row.
    public var isParallel: Bool
    /// The first item (or row) with this flag sets the alert's base width.
    public var isMaxWidthBase: Bool
    /// Closes the current row and opens a new one with this item.
    public var startsNewRow: Bool
    /// Trailing pinned items (action buttons) stay in a footer that never scrolls away.
    public var isPinned: Bool

    /// Creates layout metadata; everything but the size has a neutral default.
    public init(
        itemSize: CGSize,
        centerOffset: CGPoint = .zero,
        boundsInsets: EdgeInsets = .zero,
        isParallel: Bool = false,
        isMaxWidthBase: Bool = false,
        startsNewRow: Bool = false,
        isPinned: Bool = false
    ) {
        self.itemSize = itemSize
        self.centerOffset = centerOffset
        self.boundsInsets = boundsInsets
        self.isParallel = isParallel
        self.isMaxWidthBase = isMaxWidthBase
        self.startsNewRow = startsNewRow
        self.isPinned = isPinned
    }
}
