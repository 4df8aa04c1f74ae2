import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// Chooses the base width among the entries, in order: the first entry flagged
/// `isMaxWidthBase` wins (even over wider entries); with no flag, the widest entry wins and
/// ties keep the first.
struct BaseWidthTracker {
    /// The base width chosen so far.
    private(set) var width: CGFloat = 0
    /// The first item index of the entry that set ``width`` (-1 before any entry).
    private(set) var itemIndex = -1
    /// Whether a flagged entry has been seen (then nothing changes any more).
    private var isLocked = false

    /// Considers the next entry in order.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    mutating func consider(width entryWidth: CGFloat, flagged: Bool, itemIndex index: Int) {
        if isLocked { return }
        if flagged {
            isLocked = true
            width = entryWidth
            itemIndex = index
        } else if itemIndex < 0 || entryWidth > width {
            width = entryWidth
            itemIndex = index
        }
    }
}
