import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// A form field's label: its text at the left edge, the field it names flush under it
/// (``AlertFieldLabelItem``), by which plain mode asks the field and an answers file
/// answers it. Unlike a message it never gives up its lines to a short alert: a field
/// without its label could not be told from the others.
@MainActor
package final class FieldLabelItem: AlertReadableTextItem, AlertFieldLabelItem, AlertSpacedItem {
    /// The label.
    package let text: String
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    package var alertLayout = AlertItemLayout(itemSize: .zero)
    private var wrapped = WrappedText()

    /// Creates the label `text`.
    package init(_ text: String) {
        self.text = text
    }

    /// The label.
    package var fieldLabel: String { text }
    /// A message's role.
    package var textRole: AlertTextRole { .message }
    /// A label: the field under it sits flush against it.
    package var spacingClass: AlertSpacingClass { .label }
    /// The label.
    package var textDescription: String? { text }

    /// Full content width, as many lines as the label wraps to.
    package func updateLayout(in context: AlertItemContext) {
        let size = wrapped.wrap(
            text, role: .message, width: context.contentWidth, measurer: context.measurer)
        alertLayout = AlertItemLayout(itemSize: size, boundsInsets: context.insets())
    }

    /// Draws the wrapped lines from the left edge.
    package func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        wrapped.draw(
            in: canvas, frame: frame, role: .message, color: context.theme.palette.title,
            measurer: context.measurer, isCentered: false)
    }
}
