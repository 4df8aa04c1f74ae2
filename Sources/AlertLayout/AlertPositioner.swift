import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where the alert goes in the container: an alert centred, an action sheet at the bottom.
///
/// An alert is centred in the visible region (the safe area above the keyboard). An action
/// sheet is centred horizontally and anchored to the visible region's bottom, raised by
/// `metrics.sheetBottomOffset`.
enum AlertPositioner {
    /// The alert's frame in the container for a `size` alert.
    ///
    /// - Complexity: O(1).
    static func frame(
        size: CGSize, style: AlertStyle, metrics: AlertMetrics, space: LayoutSpace
    ) -> CGRect {
        let x = space.minX + (space.availableWidth - size.width) / 2
        let y: CGFloat
        switch style {
        case .alert:
            y = space.minY + (space.visibleMaxY - space.minY - size.height) / 2
        case .actionSheet:
            y = space.visibleMaxY - metrics.sheetBottomOffset - size.height
        }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
}
