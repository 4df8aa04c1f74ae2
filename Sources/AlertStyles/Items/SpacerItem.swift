import AlertPresentation
import AlertProtocol
import Foundation

/// An invisible grid tile that pads a grid's last row so it stays left-aligned.
@MainActor
public final class SpacerItem: AlertArrangedItem {
    /// The layout metadata, set by the alert's grid arrangement.
    public var alertLayout = AlertItemLayout(itemSize: .zero)
    /// Where the alert placed it in its grid.
    public var placement: AlertButtonPlacement = .tile(column: 0, columns: 1)

    /// Creates a spacer.
    public init() {}

    /// A grid tile.
    public var arrangement: AlertItemArrangement { .tile }
    /// Spacers are grid tiles.
    public var spacingClass: AlertSpacingClass { .tile }
    /// Never drawn.
    public var isHidden: Bool { true }

    /// Nothing: a spacer has no text.
    public var textDescription: String? { "" }

    /// One tile's size with the grid's insets.
    public func updateLayout(in context: AlertItemContext) {
        alertLayout = placement.layout(size: context.tileSize, context: context)
    }

    /// Draws nothing.
    public func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {}
}
