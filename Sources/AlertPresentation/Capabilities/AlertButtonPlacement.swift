import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where an alert placed a button (or spacer): alone on its row, in a row of side-by-side
/// buttons, or in a grid.
package enum AlertButtonPlacement: Hashable, Sendable {
    /// Alone on its row, the full content width (so a lone button is centred).
    case stacked
    /// Member `index` of a row of `count` equal buttons separated by the theme's
    /// horizontal button spacing; the row spans the content width exactly.
    case row(index: Int, count: Int)
    /// Column `column` of a grid with `columns` columns; tiles are separated (and the grid
    /// surrounded) by the theme's grid spacing.
    case tile(column: Int, columns: Int)

    /// The content width an item that needs `width` to show whole asks for at this
    /// placement: `width` alone on its row, as many times as the row has members (with the
    /// button spacing between them) in a row, and as many tiles (with the grid spacing) as
    /// the grid has columns. O(1).
    package func contentWidth(showingWhole width: CGFloat, theme: AlertTheme) -> CGFloat {
        switch self {
        case .stacked:
            return width
        case .row(_, let count):
            let total = CGFloat(max(count, 1))
            return total * width + (total - 1) * theme.buttonSpacing.width
        case .tile(_, let columns):
            return CGFloat(max(columns, 1)) * (width + theme.gridSpacing)
        }
    }

    /// The layout metadata for an item of natural size `size` at this placement.
    package func layout(size: CGSize, context: AlertItemContext) -> AlertItemLayout {
        switch self {
        case .stacked:
            return AlertItemLayout(
                itemSize: CGSize(width: context.contentWidth, height: size.height),
                boundsInsets: context.insets())
        case .row(let index, let count):
            let total = max(count, 1)
            let gap = context.theme.buttonSpacing.width
            let width = max((context.contentWidth - CGFloat(total - 1) * gap) / CGFloat(total), 0)
            return AlertItemLayout(
                itemSize: CGSize(width: width, height: size.height),
                boundsInsets: context.insets(
                    left: index == 0 ? 0 : gap / 2, right: index == total - 1 ? 0 : gap / 2),
                isParallel: true, startsNewRow: index == 0)
        case .tile(let column, _):
            let half = context.theme.gridSpacing / 2
            return AlertItemLayout(
                itemSize: context.tileSize, boundsInsets: context.insets(left: half, right: half),
                isParallel: true, startsNewRow: column == 0)
        }
    }
}
