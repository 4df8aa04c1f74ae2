import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// An invisible grid tile that pads a grid's last row so it stays left-aligned.
@MainActor
package final class SpacerItem: AlertArrangedItem {
    /// The layout metadata, set by the alert's grid arrangement.
    package var alertLayout = AlertItemLayout(itemSize: .zero)
    /// Where the alert placed it in its grid.
    package var placement: AlertButtonPlacement = .tile(column: 0, columns: 1)

    /// Creates a spacer.
    package init() {}

    /// A grid tile.
    package var arrangement: AlertItemArrangement { .tile }
    /// Spacers are grid tiles.
    package var spacingClass: AlertSpacingClass { .tile }
    /// Never drawn.
    package var isHidden: Bool { true }

    /// Nothing: a spacer has no text.
    package var textDescription: String? { "" }

    /// One tile's size with the grid's insets.
    package func updateLayout(in context: AlertItemContext) {
        alertLayout = placement.layout(size: context.tileSize, context: context)
    }

    /// Draws nothing.
    package func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {}
}
