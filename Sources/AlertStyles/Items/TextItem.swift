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
        var size = wrapped.wrap(
            text, role: role, width: context.contentWidth, measurer: context.measurer)
        let shown = wrapped.lines.count - yieldedLines
        if yieldedLines > 0 { size.height = CGFloat(max(shown, 0)) * wrapped.lineHeight }
        // Hidden whole, it takes no room, its spacing neither.
        alertLayout = AlertItemLayout(
            itemSize: size, boundsInsets: shown > 0 || yieldedLines == 0 ? context.insets() : .zero)
    }

    /// The lines given up to a short alert (see `AlertYieldingItem`): the text is drawn cut
    /// to the rest, the last line shown ending in "…".
    private var yieldedLines = 0

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

extension TextItem: AlertYieldingItem {
    /// A message gives up lines before a list gives up rows; a title never does.
    package var yieldOrder: Int { 0 }

    /// All lines but the first, for a message or a caption; nothing for a title.
    package var lightYield: CGFloat {
        role == .title ? 0 : CGFloat(max(wrapped.lines.count - 1, 0)) * wrapped.lineHeight
    }

    /// All lines and the spacing around them, for a message or a caption; nothing for a
    /// title.
    package var mostYield: CGFloat {
        guard role != .title, !wrapped.lines.isEmpty else { return 0 }
        let insets = alertLayout.boundsInsets
        return CGFloat(wrapped.lines.count) * wrapped.lineHeight + insets.top + insets.bottom
    }

    /// The height given up, in whole lines.
    package var yieldedHeight: CGFloat {
        get { CGFloat(yieldedLines) * wrapped.lineHeight }
        set {
            guard role != .title, wrapped.lineHeight > 0, newValue > 0 else {
                yieldedLines = 0
                return
            }
            let lines = Int((newValue / wrapped.lineHeight - 0.001).rounded(.up))
            yieldedLines = min(lines, wrapped.lines.count)
        }
    }
}
