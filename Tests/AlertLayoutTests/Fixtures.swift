import AlertProtocol
import Foundation

@testable import AlertLayout

/// Short constructors shared by the layout tests.
enum Fixtures {
    /// An item of `width` × `height` with the given insets and flags.
    static func item(
        _ width: CGFloat, _ height: CGFloat,
        top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0,
        offset: CGPoint = .zero, parallel: Bool = false, base: Bool = false,
        newRow: Bool = false, pinned: Bool = false
    ) -> AlertItemLayout {
        AlertItemLayout(
            itemSize: CGSize(width: width, height: height), centerOffset: offset,
            boundsInsets: EdgeInsets(top: top, left: left, bottom: bottom, right: right),
            isParallel: parallel, isMaxWidthBase: base, startsNewRow: newRow, isPinned: pinned)
    }

    /// The iPhone-sized container of the worked example.
    static let phone = AlertContainer(size: CGSize(width: 375, height: 667))

    /// The worked example's items (as in the "Layout Rules" article): title, message, two
    /// parallel buttons.
    static let workedExample: [AlertItemLayout] = [
        item(295, 22, top: 20),
        item(295, 41, top: 15, bottom: 15),
        item(137.5, 35, top: 15, left: 0, bottom: 20, right: 10, parallel: true),
        item(137.5, 35, top: 15, left: 10, bottom: 20, right: 0, parallel: true),
    ]

    /// An engine with SBAlertView's metrics.
    static let sbEngine = AlertLayoutEngine(metrics: .sbCompatible)

    /// Metrics with no margins at all, so tests see the rules alone.
    static let bare = AlertMetrics(sheetMaxWidth: .infinity)

    /// Lays `items` out (throwing the layout error, for `#expect(throws:)` or `try`).
    static func layout(
        _ items: [AlertItemLayout], style: AlertStyle = .alert,
        in container: AlertContainer = phone, metrics: AlertMetrics = bare
    ) throws -> AlertLayoutResult {
        try AlertLayoutEngine(metrics: metrics).layout(items, style: style, in: container)
    }

    /// The error thrown by laying `items` out, or nil when the layout succeeds.
    static func error(
        _ items: [AlertItemLayout], style: AlertStyle = .alert,
        in container: AlertContainer = phone, metrics: AlertMetrics = bare
    ) -> AlertLayoutError? {
        do {
            _ = try AlertLayoutEngine(metrics: metrics).layout(items, style: style, in: container)
            return nil
        } catch {
            return error
        }
    }
}
