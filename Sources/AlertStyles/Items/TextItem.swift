import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// Text to read, wrapped to the content width and centred (or not), in a role: a title, a message
/// or a caption. ``TitleItem`` and ``MessageItem`` are this item in their roles.
@MainActor
public class TextItem: AlertReadableTextItem {
    /// The text. After changing it while the alert is up, call the alert's
    /// `setNeedsLayout()` (an ``AlertView``'s), so it is laid out again.
    public var text: String
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    public var alertLayout = AlertItemLayout(itemSize: .zero)
    /// The wrapped lines from the last layout.
    package var lines: [String] { wrapped.lines }
    private var wrapped = WrappedText()
    /// The role: how the text is measured and drawn, and its colour (the palette's title
    /// colour for a title, its message colour otherwise).
    package var role: AlertTextRole
    /// Whether each line is centred (the default) or starts at the left edge, as a long
    /// text of several paragraphs reads better.
    package var isCentered = true

    /// Creates a text item in `role`.
    public init(_ text: String, role: AlertTextRole) {
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
    /// The `role` it was made with.
    public var textRole: AlertTextRole { role }

    /// Draws the wrapped lines, centred unless `isCentered` is false.
    public func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        let palette = context.theme.palette
        wrapped.draw(
            in: canvas, frame: frame, role: role,
            color: role == .title ? palette.title : palette.message, measurer: context.measurer,
            isCentered: isCentered)
    }
}
