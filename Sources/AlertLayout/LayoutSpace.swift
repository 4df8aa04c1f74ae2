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
        do {
            self = try Self.measured(container: container, metrics: metrics, style: style)
        } catch {
            throw .invalidContainer(error.reason)
        }
    }

    /// The room as measured.
    private init(
        minX: CGFloat, availableWidth: CGFloat, minY: CGFloat, visibleMaxY: CGFloat,
        maxAlertWidth: CGFloat, heightLimit: CGFloat
    ) {
        self.minX = minX
        self.availableWidth = availableWidth
        self.minY = minY
        self.visibleMaxY = visibleMaxY
        self.maxAlertWidth = maxAlertWidth
        self.heightLimit = heightLimit
    }

    /// Why `container` leaves no room for an alert of `style` with `metrics`, or nil when it
    /// leaves room or is refused for an unusable value (see `init`). O(1).
    static func shortage(
        container: AlertContainer, metrics: AlertMetrics, style: AlertStyle
    ) -> AlertRoomShortage? {
        do {
            _ = try measured(container: container, metrics: metrics, style: style)
            return nil
        } catch {
            return error.shortage
        }
    }

    /// Why a container is refused: a value that is not usable, or no room (``shortage``),
    /// with the reason `invalidContainer` carries.
    struct Refusal: Error {
        /// What leaves no room, or nil for an unusable value.
        var shortage: AlertRoomShortage?
        /// The reason, naming the field and its values.
        var reason: String
    }

    /// The room, or why there is none.
    private static func measured(
        container: AlertContainer, metrics: AlertMetrics, style: AlertStyle
    ) throws(Refusal) -> LayoutSpace {
        if let problem = metrics.validationProblem { throw Refusal(reason: problem) }
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
                throw Refusal(reason: "\(name) \(problem)")
            }
        }
        if size.width <= 0 || size.height <= 0 {
            throw Refusal(
                shortage: .emptySize, reason: "size is empty (\(size.width) × \(size.height))")
        }
        let availableWidth = size.width - safe.left - safe.right
        guard availableWidth > 0 else {
            throw Refusal(
                shortage: .noWidthInsideSafeArea,
                reason: "safe area leaves no width (width \(size.width), left \(safe.left), "
                    + "right \(safe.right))")
        }
        let visibleMaxY = size.height - max(safe.bottom, container.keyboardHeight)
        let visibleHeight = visibleMaxY - safe.top
        guard visibleHeight > 0 else {
            throw Refusal(
                shortage: .noHeightAboveKeyboard,
                reason: "safe area and keyboard leave no height (height \(size.height), "
                    + "top \(safe.top), bottom \(safe.bottom), keyboard \(container.keyboardHeight))"
            )
        }
        let maxAlertWidth: CGFloat
        let heightLimit: CGFloat
        switch style {
        case .alert:
            maxAlertWidth = availableWidth - 2 * metrics.screenMargin
            heightLimit = visibleHeight - metrics.verticalReserve
        case .actionSheet:
            maxAlertWidth = min(availableWidth, metrics.sheetMaxWidth)
            heightLimit = visibleHeight - metrics.verticalReserve - metrics.sheetBottomOffset
        }
        guard maxAlertWidth > 0 else {
            throw Refusal(
                shortage: .noWidthInsideMargins,
                reason: "screen margins leave no width (available \(availableWidth), "
                    + "screenMargin \(metrics.screenMargin))")
        }
        guard heightLimit > 0 else {
            throw Refusal(
                shortage: .noHeightInsideReserve,
                reason: "vertical reserve leaves no height (visible \(visibleHeight), "
                    + "verticalReserve \(metrics.verticalReserve)"
                    + (style == .actionSheet
                        ? ", sheetBottomOffset \(metrics.sheetBottomOffset))" : ")"))
        }
        return LayoutSpace(
            minX: safe.left, availableWidth: availableWidth, minY: safe.top,
            visibleMaxY: visibleMaxY, maxAlertWidth: maxAlertWidth, heightLimit: heightLimit)
    }
}
