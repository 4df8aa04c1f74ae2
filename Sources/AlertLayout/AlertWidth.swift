import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// The alert's width for a style: the base width plus the sides, within the screen margins
/// (an alert), or the available width up to a maximum (an action sheet).
enum AlertWidth {
    /// An alert is `min(base + leading + trailing, available width − 2 × screen margin)`; an
    /// action sheet is as wide as the available width, up to `metrics.sheetMaxWidth`. Never
    /// negative.
    ///
    /// - Complexity: O(1).
    static func width(
        style: AlertStyle, baseWidth: CGFloat, metrics: AlertMetrics, space: LayoutSpace
    ) -> CGFloat {
        switch style {
        case .alert:
            let natural = baseWidth + metrics.leading + metrics.trailing
            return max(0, min(natural, space.maxAlertWidth))
        case .actionSheet:
            return max(0, space.maxAlertWidth)
        }
    }
}
