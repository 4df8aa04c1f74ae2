import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// The pure layout engine: stacks items into an alert or an action sheet (the rules and a
/// worked example are in the "Layout Rules" article of the AlertEngine documentation).
///
/// The engine reads only the items' ``AlertItemLayout`` values and the container, so a
/// layout is a pure function, safe to call from any thread.
///
/// Steps: check the container and metrics (`LayoutSpace`); one pass over the items that
/// checks each one, groups them into entries (rows), stacks the entries and picks the base
/// width; the alert's width, height and scrolling; a second pass that writes each item's
/// frame; the alert's position.
///
/// Decisions where the rules alone leave room:
/// - A single item is a row of one: its box `left + width + right` is centred, so unequal
///   left/right insets push it away from the larger inset (zero insets: plain centring). Its
///   width counts its insets for the base width, and it shrinks like a row when too wide.
/// - `centerOffset.x` moves each member on its own, then the member is kept inside the alert;
///   `centerOffset.y` moves a member within its entry's band (its insets included), never
///   over a neighbour, and never changes the vertical flow.
/// - The keyboard is measured from the container's bottom edge, so it overlaps the bottom
///   safe-area inset: the visible region ends at `height − max(safeArea.bottom, keyboard)`.
/// - An action sheet's height limit also leaves room for its bottom offset.
/// - The footer holds the trailing entries whose items are all pinned, only while the alert
///   scrolls and only if the footer is shorter than the alert; otherwise everything scrolls.
/// - Huge values are rejected, not clamped: any size, inset, offset, container value or
///   metric whose magnitude exceeds 10⁹ (`maximumMagnitude`) is reported as an error naming the
///   field, so no sum can overflow to infinity and no frame is ever NaN.
public struct AlertLayoutEngine: Sendable {
    /// The largest magnitude accepted for any size, inset, offset, container value or metric
    /// (10⁹ points or cells). Larger values are reported as errors ("is too large").
    package static let maximumMagnitude: CGFloat = 1e9

    /// The metrics in use.
    package var metrics: AlertMetrics

    /// Creates an engine with `metrics` (``AlertMetrics/standard`` by default).
    public init(metrics: AlertMetrics = .standard) { self.metrics = metrics }

    /// Why `container` leaves no room for an alert of `style` with these metrics: nil when
    /// it leaves room, or when it is refused for an unusable value (NaN, negative). A window
    /// waits on a shortage rather than failing the alert (see `AlertRoomError`). O(1).
    package func roomShortage(
        for style: AlertStyle, in container: AlertContainer
    ) -> AlertRoomShortage? {
        LayoutSpace.shortage(container: container, metrics: metrics, style: style)
    }

    /// Lays `items` out as a `style` in `container`.
    ///
    /// - Returns: the alert's frame in the container and each item's frame relative to the
    ///   alert (see ``AlertLayoutResult`` for the coordinate spaces while scrolling).
    /// - Throws: ``AlertLayoutError/noItems`` for an empty list;
    ///   ``AlertLayoutError/invalidContainer(_:)`` when the container or the metrics leave no
    ///   room or hold an unusable value; ``AlertLayoutError/invalidItem(index:reason:)`` for
    ///   the first item with a NaN, infinite, negative (sizes and insets) or too large value.
    /// - Complexity: O(n) time for n items — two linear passes, no per-item allocation —
    ///   and O(n) memory (the frames, plus one entry per row).
    public func layout(
        _ items: [AlertItemLayout], style: AlertStyle, in container: AlertContainer
    ) throws(AlertLayoutError) -> AlertLayoutResult {
        guard !items.isEmpty else { throw .noItems }
        let space = try LayoutSpace(container: container, metrics: metrics, style: style)
        let built = try EntryBuilder(items: items, top: metrics.top, bottom: metrics.bottom)
        let width = AlertWidth.width(
            style: style, baseWidth: built.base.width, metrics: metrics, space: space)
        let plan = ScrollPlan(
            entries: built.entries, contentHeight: built.contentHeight,
            heightLimit: space.heightLimit)
        let frames = ItemPlacer.frames(
            items: items, entries: built.entries, alertWidth: width, plan: plan)
        let frame = AlertPositioner.frame(
            size: CGSize(width: width, height: plan.alertHeight), style: style,
            metrics: metrics, space: space)
        return AlertLayoutResult(
            frame: frame,
            itemFrames: frames,
            contentSize: CGSize(width: width, height: built.contentHeight),
            isScrollable: plan.isScrollable,
            scrollFrame: CGRect(
                x: 0, y: 0, width: width, height: plan.alertHeight - plan.footerHeight),
            scrollContentSize: CGSize(
                width: width, height: built.contentHeight - plan.footerHeight),
            footerFrame: CGRect(
                x: 0, y: plan.alertHeight - plan.footerHeight, width: width,
                height: plan.footerHeight),
            pinnedItemRange: pinnedRange(built.entries, plan: plan, count: items.count),
            baseItemIndex: built.base.itemIndex,
            entryCount: built.entries.count)
    }

    /// The items in the footer entries.
    private func pinnedRange(
        _ entries: [LayoutEntry], plan: ScrollPlan, count: Int
    ) -> Range<Int> {
        plan.footerEntry < entries.count
            ? entries[plan.footerEntry].firstItem..<count : count..<count
    }
}
