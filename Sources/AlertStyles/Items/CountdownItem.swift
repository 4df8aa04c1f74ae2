import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// A line of caption text showing the seconds left before an alert closes.
@MainActor
package final class CountdownItem: AlertStyledItem {
    /// Whole seconds left, never negative.
    package private(set) var remainingSeconds: Int
    /// Turns the seconds left into the text shown.
    package var format: @MainActor (Int) -> String
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    package var alertLayout = AlertItemLayout(itemSize: .zero)

    /// Creates a countdown.
    ///
    /// - Throws: ``AlertStyleError/invalidValue(_:)`` for a negative number of seconds.
    package convenience init(
        seconds: Int, format: @escaping @MainActor (Int) -> String = CountdownItem.standardText
    ) throws(AlertStyleError) {
        guard seconds >= 0 else { throw .invalidValue("seconds") }
        self.init(validSeconds: seconds, format: format)
    }

    /// Creates a countdown from a number of seconds already known not to be negative.
    package init(
        validSeconds seconds: Int,
        format: @escaping @MainActor (Int) -> String = CountdownItem.standardText
    ) {
        self.remainingSeconds = max(seconds, 0)
        self.format = format
    }

    /// The default text: "Closes in 3 s".
    package static func standardText(_ seconds: Int) -> String {
        "Closes in \(seconds) s"
    }

    /// The text for the current number of seconds.
    package var text: String { format(remainingSeconds) }

    /// Takes one second off (never below zero) and returns what is left.
    @discardableResult
    package func tick() -> Int {
        remainingSeconds = max(remainingSeconds - 1, 0)
        return remainingSeconds
    }

    /// Full content width, one caption line.
    package func updateLayout(in context: AlertItemContext) {
        let size = CGSize(
            width: context.contentWidth, height: context.measurer.lineHeight(for: .caption))
        alertLayout = AlertItemLayout(itemSize: size, boundsInsets: context.insets())
    }

    /// The text.
    package var textDescription: String? { text }

    /// Draws the text centred.
    package func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        let line =
            context.measurer.lines(text, role: .caption, maxWidth: frame.width).first ?? ""
        let width = context.measurer.width(of: line, role: .caption)
        let origin = CGPoint(x: frame.minX + max((frame.width - width) / 2, 0), y: frame.minY)
        canvas.drawText(line, at: origin, role: .caption, color: context.theme.palette.message)
    }
}
