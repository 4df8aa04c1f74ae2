import Foundation

// A straight port of SBAlertView's layout algorithm (2018, Objective-C) over class-based
// views: the benchmark's baseline, and the reference the layout engine's differential test
// checks `AlertMetrics.sbCompatible` against. It reproduces the original's shape: every
// item is a heap object, each parallel run is regrouped into a freshly allocated container
// view, frames are assigned through `center`, and the result is a new array of views.
// Its faults (the last flagged base wins, a row takes its last member's height and insets,
// a too-tall alert is cut off) are kept on purpose: this is the algorithm we compare with,
// not one we ship. Not a product of the package.

/// A class-based stand-in for `UIView` with SBAlertView's associated layout properties.
package final class SBView {
    /// The frame, in its superview's coordinates, after ``SBLayoutPort/layout(_:screen:)``.
    package var frame: CGRect = .zero
    /// `sb_itemSize`.
    package var itemSize: CGSize
    /// `sb_centerOffset`.
    package var centerOffset: CGPoint
    /// `sb_boundsInsets`.
    package var boundsInsets: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)
    /// `sb_parallel`.
    package var parallel: Bool
    /// `sb_maxWidthBase`.
    package var maxWidthBase: Bool
    /// The row container a parallel item was moved into, if any (held strongly here, as
    /// the alert view holds its containers in UIKit).
    package fileprivate(set) var superview: SBView?

    /// The frame in the alert's coordinates (a row member's frame offset by its row's).
    package var frameInAlert: CGRect {
        guard let superview else { return frame }
        return frame.offsetBy(dx: superview.frame.minX, dy: superview.frame.minY)
    }

    /// Creates a view with SBAlertView's layout properties.
    package init(
        itemSize: CGSize, centerOffset: CGPoint,
        boundsInsets: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat),
        parallel: Bool, maxWidthBase: Bool
    ) {
        self.itemSize = itemSize
        self.centerOffset = centerOffset
        self.boundsInsets = boundsInsets
        self.parallel = parallel
        self.maxWidthBase = maxWidthBase
    }

    var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = CGPoint(
                x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }
}

/// SBAlertView's `alertLayouts` + `parallelCombination`, ported line for line in spirit.
package enum SBLayoutPort {
    static let leftDistance: CGFloat = 25
    static let rightDistance: CGFloat = 25
    static let topDistance: CGFloat = 0
    static let bottomDistance: CGFloat = 0
    static let alertBoundsDistance: CGFloat = 25

    /// Lays out `items` on a screen of `screen` size; returns the alert frame. Each item's
    /// ``SBView/frameInAlert`` is its frame in the alert afterwards.
    package static func layout(_ items: [SBView], screen: CGSize) -> CGRect {
        let (layoutItems, baseItem) = parallelCombination(items)
        var alertWidth = (baseItem?.itemSize.width ?? 0) + leftDistance + rightDistance
        let maxWidth = screen.width - alertBoundsDistance * 2
        alertWidth = alertWidth > maxWidth ? maxWidth : alertWidth
        var previous: SBView?
        for item in layoutItems {
            let width = item.itemSize.width > alertWidth ? alertWidth : item.itemSize.width
            item.frame = CGRect(x: 0, y: 0, width: width, height: item.itemSize.height)
            item.center = CGPoint(
                x: alertWidth / 2, y: (previous?.frame.maxY ?? 0) + item.itemSize.height / 2)
            item.center = CGPoint(x: item.center.x + item.centerOffset.x, y: item.center.y)
            item.center = CGPoint(
                x: item.center.x,
                y: item.center.y + item.boundsInsets.top + (previous?.boundsInsets.bottom ?? 0))
            if previous == nil {
                item.center = CGPoint(x: item.center.x, y: item.center.y + topDistance)
            }
            previous = item
        }
        var height =
            (previous?.frame.maxY ?? 0) + bottomDistance + (previous?.boundsInsets.bottom ?? 0)
        if height > screen.height - 140 { height = screen.height - 140 }
        return CGRect(
            x: (screen.width - alertWidth) / 2, y: (screen.height - height) / 2,
            width: alertWidth, height: height)
    }

    private static func parallelCombination(_ items: [SBView]) -> ([SBView], SBView?) {
        var groups: [[SBView]] = []
        var collection: [SBView]?
        var news: [AnyObject] = []
        var indexes: [Int] = []
        var previous: SBView?
        for (i, item) in items.enumerated() {
            if item.parallel {
                if collection == nil { collection = [] }
                collection?.append(item)
            }
            if (previous?.parallel == true && !item.parallel)
                || (item.parallel && i == items.count - 1)
            {
                let count = news.count
                news.append(NSNumber(value: count))
                indexes.append(count)
                groups.append(collection ?? [])
                collection = nil
            }
            if !item.parallel { news.append(item) }
            previous = item
        }
        for (g, members) in groups.enumerated() {
            let last = members.last
            let row = SBView(
                itemSize: CGSize(width: 0, height: last?.itemSize.height ?? 0),
                centerOffset: .zero, boundsInsets: last?.boundsInsets ?? (0, 0, 0, 0),
                parallel: true, maxWidthBase: false)
            var before: SBView?
            for member in members {
                member.superview = row
                member.frame = CGRect(
                    x: (before?.frame.maxX ?? 0) + (before?.boundsInsets.right ?? 0)
                        + member.boundsInsets.left,
                    y: (row.itemSize.height - member.itemSize.height) / 2,
                    width: member.itemSize.width, height: member.itemSize.height)
                before = member
            }
            row.itemSize = CGSize(
                width: (before?.frame.maxX ?? 0) + (before?.boundsInsets.right ?? 0),
                height: last?.itemSize.height ?? 0)
            news[indexes[g]] = row
        }
        var baseItem: SBView?
        let views = news.compactMap { $0 as? SBView }
        for item in views {
            if item.maxWidthBase {
                baseItem = item
            } else {
                baseItem = item.itemSize.width > (baseItem?.itemSize.width ?? 0) ? item : baseItem
            }
        }
        return (views, baseItem)
    }
}
