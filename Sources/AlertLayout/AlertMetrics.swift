import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// The constants of a layout: margins inside the alert, around it on screen, and the
/// action sheet's placement.
///
/// Every value is in points (or cells, for a terminal). All values must be finite and
/// non-negative, except ``sheetMaxWidth``, which may be `.infinity` (no maximum) but must be
/// positive. ``AlertLayoutEngine`` checks this on every layout and reports a bad value as
/// ``AlertLayoutError/invalidContainer(_:)`` with a reason starting with `metrics.`.
///
/// Presets: ``standard``, ``sbCompatible`` and ``terminal`` (see `AlertMetrics+Presets.swift`).
public struct AlertMetrics: Hashable, Sendable {
    /// Added to the base width on the alert's left side (alert style only).
    public var leading: CGFloat
    /// Added to the base width on the alert's right side (alert style only).
    public var trailing: CGFloat
    /// Space above the first entry, inside the alert.
    public var top: CGFloat
    /// Space below the last entry, inside the alert.
    public var bottom: CGFloat
    /// The smallest distance between an alert and the left or right edge of the safe area
    /// (alert style only; an action sheet uses the whole available width).
    public var screenMargin: CGFloat
    /// Height kept free of the alert: its height is capped at the room above the keyboard
    /// minus this reserve (SBAlertView's "container height − 140").
    public var verticalReserve: CGFloat
    /// Distance between an action sheet's bottom edge and the bottom of the safe area (or the
    /// top of the keyboard).
    public var sheetBottomOffset: CGFloat
    /// The widest an action sheet may be; `.infinity` means as wide as the available width.
    public var sheetMaxWidth: CGFloat

    /// Creates metrics from every value; each one defaults to zero, except `sheetMaxWidth`
    /// (no maximum).
    public init(
        leading: CGFloat = 0,
        trailing: CGFloat = 0,
        top: CGFloat = 0,
        bottom: CGFloat = 0,
        screenMargin: CGFloat = 0,
        verticalReserve: CGFloat = 0,
        sheetBottomOffset: CGFloat = 0,
        sheetMaxWidth: CGFloat = .infinity
    ) {
        self.leading = leading
        self.trailing = trailing
        self.top = top
        self.bottom = bottom
        self.screenMargin = screenMargin
        self.verticalReserve = verticalReserve
        self.sheetBottomOffset = sheetBottomOffset
        self.sheetMaxWidth = sheetMaxWidth
    }
}
