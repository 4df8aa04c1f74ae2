import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// How tall the alert is, whether it scrolls, and which trailing entries stay in a footer
/// (rule 6 of the "Layout Rules" article in `Sources/AlertEngine/AlertEngine.docc`).
///
/// When the content is taller than the height limit, the alert takes the limit and scrolls.
/// The footer is the trailing run of entries whose items are all pinned; it is kept only when
/// it fits in the alert with room to spare for the scrolling part (otherwise everything
/// scrolls, so no content is ever unreachable).
struct ScrollPlan {
    /// The alert's height.
    var alertHeight: CGFloat
    /// Whether the content scrolls.
    var isScrollable: Bool
    /// The index of the first footer entry (the entry count when there is no footer).
    var footerEntry: Int
    /// The footer's height (zero when there is no footer).
    var footerHeight: CGFloat
    /// What to add to a footer item's content y to get its alert y (zero or negative).
    var footerShift: CGFloat

    /// Plans the height for `entries` with `contentHeight` under `heightLimit`.
    ///
    /// - Complexity: O(k) for the k trailing pinned entries.
    init(entries: [LayoutEntry], contentHeight: CGFloat, heightLimit: CGFloat) {
        footerEntry = entries.count
        footerHeight = 0
        footerShift = 0
        guard contentHeight > heightLimit else {
            alertHeight = contentHeight
            isScrollable = false
            return
        }
        alertHeight = heightLimit
        isScrollable = true
        var first = entries.count
        while first > 0 && entries[first - 1].isPinned { first -= 1 }
        guard first < entries.count else { return }
        let height = contentHeight - entries[first].bandMinY
        guard height < heightLimit else { return }
        footerEntry = first
        footerHeight = height
        footerShift = heightLimit - contentHeight
    }
}
