import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// The result of laying out an alert: where it goes on screen and where each item goes in it.
///
/// Coordinate spaces:
/// - ``frame`` is in the container's coordinates.
/// - ``itemFrames`` (one per item, in input order) are relative to the alert's top-left
///   corner. Items that scroll (those outside ``pinnedItemRange``) are given at scroll offset
///   0: scrolling by `dy` moves them up by `dy`, clipped to ``scrollFrame``. Items in
///   ``pinnedItemRange`` sit in the footer and are given in alert coordinates; they never
///   move.
/// - ``scrollFrame`` and `footerFrame` are in alert coordinates; ``scrollFrame`` always
///   starts at the alert's origin, so alert coordinates and scroll-content coordinates agree
///   at offset 0.
///
/// When ``isScrollable`` is false the alert shows its whole content: ``scrollFrame`` is the
/// alert's bounds, `footerFrame` is an empty rectangle at the bottom edge and
/// ``pinnedItemRange`` is empty (`n..<n`).
public struct AlertLayoutResult: Hashable, Sendable {
    /// The alert's frame in the container.
    public var frame: CGRect
    /// Each item's frame, relative to the alert (see the type's documentation for scrolling).
    public var itemFrames: [CGRect]
    /// The full content size: the alert's width by the height of every entry, its insets and
    /// the top and bottom metrics, footer included.
    public var contentSize: CGSize
    /// Whether the content is taller than the room available, so the alert scrolls.
    public var isScrollable: Bool
    /// The scrolling viewport, in alert coordinates: the alert's bounds minus the footer.
    public var scrollFrame: CGRect
    /// The size of what scrolls inside ``scrollFrame``: ``contentSize`` minus the footer.
    public var scrollContentSize: CGSize
    /// The footer that holds the pinned items, in alert coordinates; zero height when
    /// nothing is pinned.
    package var footerFrame: CGRect
    /// The items laid out in the footer: a trailing run of whole entries whose items are all
    /// `isPinned`. Empty (`n..<n`) when the alert does not scroll, when nothing trailing is
    /// pinned, or when the footer alone would not fit in the alert (then everything scrolls).
    public var pinnedItemRange: Range<Int>
    /// The index of the first item of the entry (item or row) that set the base width.
    package var baseItemIndex: Int
    /// The number of entries (single items and rows) the items were grouped into.
    package var entryCount: Int

    /// Creates a result from every value (the engine creates results; this is for tests and
    /// presenters that fake one).
    package init(
        frame: CGRect,
        itemFrames: [CGRect],
        contentSize: CGSize,
        isScrollable: Bool,
        scrollFrame: CGRect,
        scrollContentSize: CGSize,
        footerFrame: CGRect,
        pinnedItemRange: Range<Int>,
        baseItemIndex: Int,
        entryCount: Int
    ) {
        self.frame = frame
        self.itemFrames = itemFrames
        self.contentSize = contentSize
        self.isScrollable = isScrollable
        self.scrollFrame = scrollFrame
        self.scrollContentSize = scrollContentSize
        self.footerFrame = footerFrame
        self.pinnedItemRange = pinnedItemRange
        self.baseItemIndex = baseItemIndex
        self.entryCount = entryCount
    }

    /// Whether the item at `index` sits in the pinned footer (and so never scrolls).
    ///
    /// - Complexity: O(1).
    public func isPinned(itemAt index: Int) -> Bool {
        pinnedItemRange.contains(index)
    }
}
