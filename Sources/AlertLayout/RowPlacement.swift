import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where an entry's members go horizontally: side by side, centred as a row, shrunk in
/// proportion when the row is wider than the alert.
///
/// A single item is a row of one. A row that fits keeps its members' widths; a row wider
/// than the alert shrinks its members' widths proportionally, keeping their insets, so the
/// whole row fits. If the insets alone are wider than the alert, the widths become zero and
/// the insets shrink proportionally instead. The row (insets included) is centred in the
/// alert; each member then moves by its own `centerOffset.x` and is kept inside the alert.
///
/// For a single item this means: its box `left + width + right` is centred at
/// `alertWidth / 2`, the item sits `left` into the box, moves by `centerOffset.x`, and is
/// kept inside the alert. With zero left/right insets that is exactly "centred at
/// alertWidth/2 + centerOffset.x"; unequal insets push the item away from the larger one.
struct RowPlacement {
    /// The multiplier applied to the members' widths (1 when the row fits).
    var widthScale: CGFloat
    /// The multiplier applied to the members' left/right insets (1 unless the insets alone
    /// overflow).
    var insetScale: CGFloat
    /// The x of the row's left edge (before the first member's left inset), in the alert.
    var originX: CGFloat
    /// The width available to a lone member (used instead of the scale for rows of one, so a
    /// too-wide item gets exactly the alert width minus its insets).
    var singleWidth: CGFloat?

    /// Places `entry` in an alert `alertWidth` wide.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    init(entry: LayoutEntry, alertWidth: CGFloat) {
        let natural = entry.width
        singleWidth = nil
        if natural <= alertWidth {
            widthScale = 1
            insetScale = 1
            originX = (alertWidth - natural) / 2
            return
        }
        let room = alertWidth - entry.insetSum
        if room >= 0 {
            widthScale = entry.itemWidthSum > 0 ? room / entry.itemWidthSum : 0
            insetScale = 1
            if entry.endItem - entry.firstItem == 1 { singleWidth = room }
        } else {
            widthScale = 0
            insetScale = entry.insetSum > 0 ? alertWidth / entry.insetSum : 0
            if entry.endItem - entry.firstItem == 1 { singleWidth = 0 }
        }
        originX = 0
    }

    /// The x of a member of width `width` whose box starts at `cursor` after a left inset
    /// `left`, moved by `offset` and kept inside `0...alertWidth − width`.
    @inline(__always)
    static func clampedX(
        cursor: CGFloat, left: CGFloat, offset: CGFloat, width: CGFloat, alertWidth: CGFloat
    ) -> CGFloat {
        let x = cursor + left + offset
        return min(max(x, 0), max(0, alertWidth - width))
    }
}
