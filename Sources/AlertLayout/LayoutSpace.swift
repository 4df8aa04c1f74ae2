import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// The room a container gives an alert, checked once per layout.
///
/// The visible region is the safe area above the keyboard. The keyboard is measured from the
/// container's bottom edge, so it overlaps the bottom safe-area inset: the visible bottom is
/// `height − max(safeArea.bottom, keyboardHeight)` (with either one zero this is the same as
/// subtracting both).
struct LayoutSpace {
    /// The left edge of the safe area.
    var minX: CGFloat
    /// The safe area's width (container width − left − right insets).
    var availableWidth: CGFloat
    /// The top edge of the safe area.
    var minY: CGFloat
    /// The bottom of the visible region: the safe area's bottom or the keyboard's top.
    var visibleMaxY: CGFloat
    /// The widest the alert may be for the style.
    var maxAlertWidth: CGFloat
    /// The tallest the alert may be (the visible height minus the reserve, and minus the
    /// sheet's bottom offset for an action sheet).
    var heightLimit: CGFloat

    /// Checks `container` and `metrics` for `style` and measures the room.
    ///
    /// - Throws: ``AlertLayoutError/invalidContainer(_:)`` naming the bad value, or saying
    ///   which inset, margin, keyboard or reserve leaves no room.
    /// - Complexity: O(1).
    init(
        container: AlertContainer, metrics: AlertMetrics, style: AlertStyle
    ) throws(AlertLayoutError) {
        if let problem = metrics.validationProblem { throw .invalidContainer(problem) }
        let size = container.size
        let safe = container.safeAreaInsets
        let values: [(String, CGFloat)] = [
            ("size.width", size.width), ("size.height", size.height),
            ("safeAreaInsets.top", safe.top), ("safeAreaInsets.left", safe.left),
            ("safeAreaInsets.bottom", safe.bottom), ("safeAreaInsets.right", safe.right),
            ("keyboardHeight", container.keyboardHeight),
        ]
        for (name, value) in values {
            if let problem = ValueCheck.problem(value) {
                throw .invalidContainer("\(name) \(problem)")
            }
        }
        if size.width <= 0 || size.height <= 0 {
            throw .invalidContainer("size is empty (\(size.width) × \(size.height))")
        }
        minX = safe.left
        availableWidth = size.width - safe.left - safe.right
        guard availableWidth > 0 else {
            throw .invalidContainer(
                "safe area leaves no width (width \(size.width), left \(safe.left), "
                    + "right \(safe.right))")
        }
        minY = safe.top
        visibleMaxY = size.height - max(safe.bottom, container.keyboardHeight)
        let visibleHeight = visibleMaxY - minY
        guard visibleHeight > 0 else {
            throw .invalidContainer(
                "safe area and keyboard leave no height (height \(size.height), top \(safe.top), "
                    + "bottom \(safe.bottom), keyboard \(container.keyboardHeight))")
        }
        switch style {
        case .alert:
            maxAlertWidth = availableWidth - 2 * metrics.screenMargin
            heightLimit = visibleHeight - metrics.verticalReserve
        case .actionSheet:
            maxAlertWidth = min(availableWidth, metrics.sheetMaxWidth)
            heightLimit = visibleHeight - metrics.verticalReserve - metrics.sheetBottomOffset
        }
        guard maxAlertWidth > 0 else {
            throw .invalidContainer(
                "screen margins leave no width (available \(availableWidth), "
                    + "screenMargin \(metrics.screenMargin))")
        }
        guard heightLimit > 0 else {
            throw .invalidContainer(
                "vertical reserve leaves no height (visible \(visibleHeight), "
                    + "verticalReserve \(metrics.verticalReserve)"
                    + (style == .actionSheet
                        ? ", sheetBottomOffset \(metrics.sheetBottomOffset))" : ")"))
        }
    }
}
