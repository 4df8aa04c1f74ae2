import AlertProtocol
import Foundation

/// An alert's title: text wrapped to the content width and centred.
@MainActor
public final class TitleItem: AlertReadableTextItem {
    /// The title text. Call the alert's `reloadData()` after changing it.
    public var text: String
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    public var alertLayout = AlertItemLayout(itemSize: .zero)
    /// The wrapped lines from the last layout.
    public var lines: [String] { wrapped.lines }
    private var wrapped = WrappedText()

    /// Creates a title item.
    public init(_ text: String) {
        self.text = text
    }

    /// Full content width, as many lines as the text wraps to.
    public func updateLayout(in context: AlertItemContext) {
        let size = wrapped.wrap(
            text, role: .title, width: context.contentWidth, measurer: context.measurer)
        alertLayout = AlertItemLayout(itemSize: size, boundsInsets: context.insets())
    }

    /// The text.
    public var textDescription: String? { text }
    /// ``AlertTextRole/title``.
    public var textRole: AlertTextRole { .title }

    /// Draws the wrapped lines, centred.
    public func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        wrapped.draw(
            in: canvas, frame: frame, role: .title, color: context.theme.palette.title,
            measurer: context.measurer)
    }
}
