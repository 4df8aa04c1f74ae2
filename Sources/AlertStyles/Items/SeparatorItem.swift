import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// A horizontal separator: small between ordinary sheet buttons, big before the cancel one.
@MainActor
public final class SeparatorItem: AlertSeparatingItem {
    /// Small or big.
    package var kind: AlertSeparatorKind
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    public var alertLayout = AlertItemLayout(itemSize: .zero)

    /// Creates a separator.
    public init(_ kind: AlertSeparatorKind = .small) {
        self.kind = kind
    }

    /// Nothing: a separator has no text.
    public var textDescription: String? { "" }

    /// Separators sit flush against their neighbours.
    package var spacingClass: AlertSpacingClass { .separator }

    /// Full content width, the theme's thickness for its kind.
    public func updateLayout(in context: AlertItemContext) {
        let size = CGSize(width: context.contentWidth, height: context.theme.thickness(of: kind))
        alertLayout = AlertItemLayout(itemSize: size, boundsInsets: context.insets())
    }

    /// Fills the frame with the separator colour (nothing when it has no height).
    public func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        guard frame.height > 0 else { return }
        canvas.fill(frame, role: .rule, color: context.theme.palette.separator)
    }
}
