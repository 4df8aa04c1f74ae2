import AlertProtocol
import Foundation

/// An alert's message: text wrapped to the content width and centred.
@MainActor
public final class MessageItem: AlertReadableTextItem {
    /// The message text. Call the alert's `reloadData()` after changing it.
    public var text: String
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    public var alertLayout = AlertItemLayout(itemSize: .zero)
    /// The wrapped lines from the last layout.
    public var lines: [String] { wrapped.lines }
    private var wrapped = WrappedText()

    /// The text role: `.message`, or `.caption` for captions under pictures.
    public var role: AlertTextRole

    /// Creates a message item.
    public init(_ text: String, role: AlertTextRole = .message) {
        self.text = text
        self.role = role
    }

    /// Full content width, as many lines as the text wraps to.
    public func updateLayout(in context: AlertItemContext) {
        let size = wrapped.wrap(
            text, role: role, width: context.contentWidth, measurer: context.measurer)
        alertLayout = AlertItemLayout(itemSize: size, boundsInsets: context.insets())
    }

    /// The text.
    public var textDescription: String? { text }
    /// ``AlertTextRole/message``.
    public var textRole: AlertTextRole { .message }

    /// Draws the wrapped lines, centred.
    public func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        wrapped.draw(
            in: canvas, frame: frame, role: role, color: context.theme.palette.message,
            measurer: context.measurer)
    }
}
