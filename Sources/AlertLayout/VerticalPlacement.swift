import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a member goes vertically in its entry: entries stack top to bottom, and a member
/// is centred in its entry's height.
///
/// The entry's band runs from `bandMinY` (its top inset begins) to the end of its bottom
/// inset; the entry itself starts at `bandMinY + top`, so consecutive entries follow
/// `minY = maxY(previous) + previous.bottom + item.top`. A member is centred vertically in
/// its entry, then moves by its `centerOffset.y`, and is kept inside the entry's band (it may
/// move into its own insets but never over a neighbour). Offsets do not change the flow.
enum VerticalPlacement {
    /// The y of a member of height `height` in an entry starting at `entryMinY` that is
    /// `entryHeight` tall, moved by `offset` and kept inside `bandMinY...bandMaxY − height`.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func clampedY(
        entryMinY: CGFloat, entryHeight: CGFloat, height: CGFloat, offset: CGFloat,
        bandMinY: CGFloat, bandMaxY: CGFloat
    ) -> CGFloat {
        let y = entryMinY + (entryHeight - height) / 2 + offset
        return min(max(y, bandMinY), max(bandMinY, bandMaxY - height))
    }
}
