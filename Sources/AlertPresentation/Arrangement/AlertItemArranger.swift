import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// Decides, before the items measure themselves, where buttons go (rows, stacks, grids)
/// and how much space each item gets above and below it.
///
/// Spacing rules: the theme's item spacing between content items, the action spacing
/// between content and the first button, the button spacing between stacked buttons, the
/// grid spacing around and between grid rows, nothing next to a separator (except the grid
/// spacing below a grid), and the theme's padding above the first and below the last row.
/// Members of one row share their row leader's insets.
@MainActor
struct AlertItemArranger {
    var style: AlertStyle
    var theme: AlertTheme
    var measurer: any AlertTextMeasuring
    var contentWidth: CGFloat
    var gridColumns: Int
    var buttonArrangement: AlertButtonArrangement
    /// The metrics' leading plus trailing: the sides of a sheet outside its content width.
    var sideMargins: CGFloat = 0

    /// The size of one grid tile: the width split into columns (less the grid spacing), and
    /// the grid image over one caption line. In a sheet a grid row spans the sheet's whole
    /// width less one grid spacing, so with each tile's half-spacing insets the margin at
    /// either side equals the gap between tiles and rows: even on every side, whatever the
    /// metrics' leading and trailing. In an alert it spans the content width.
    var tileSize: CGSize {
        let columns = CGFloat(max(gridColumns, 1))
        let rowWidth =
            style == .actionSheet
            ? contentWidth + sideMargins - theme.gridSpacing : contentWidth
        let width = max(rowWidth / columns - theme.gridSpacing, 0)
        let height = theme.gridImageSize.height + measurer.lineHeight(for: .caption)
        return CGSize(width: width, height: height)
    }

    /// Hands each item's context to `body`, in order (`styled` holds each item as a styled
    /// item, or nil), once ``assignPlacements(_:)`` has placed the buttons. O(n), no array
    /// of contexts.
    func arrange(
        _ items: [any AlertItem], styled: [(any AlertStyledItem)?],
        _ body: (Int, AlertItemContext) -> Void
    ) {
        var lastLeader = 0
        for index in items.indices.reversed() where isRowLeader(items, at: index) {
            lastLeader = index
            break
        }
        let tileSize = tileSize
        var context = AlertItemContext(
            theme: theme, measurer: measurer, style: style, contentWidth: contentWidth,
            topInset: theme.padding, bottomInset: 0, tileSize: tileSize)
        var previous = AlertSpacingClass.content
        for index in items.indices {
            let spacing = styled[index]?.layoutSpacingClass ?? .content
            if index > 0, isRowLeader(items, at: index) {
                context.topInset = gap(after: previous, before: spacing)
            }
            context.bottomInset = index >= lastLeader ? theme.padding : 0
            previous = spacing
            body(index, context)
        }
    }

    /// Marks the trailing buttons as pinned so they stay in view when the alert scrolls: in
    /// an alert the trailing run of buttons and separators; in a sheet the big separator
    /// before the cancel button and what follows it.
    /// (`styled` holds each item as a styled item, or nil.)
    func pin(_ items: [any AlertItem], styled: [(any AlertStyledItem)?]) {
        var start = items.count
        switch style {
        case .alert:
            while start > 0, let item = styled[start - 1],
                item.layoutSpacingClass == .action || item.layoutSpacingClass == .separator
            {
                start -= 1
            }
        case .actionSheet:
            if let big = items.lastIndex(where: { ($0 as? any AlertSeparatingItem)?.kind == .big }),
                styled[big...].allSatisfy({
                    $0?.layoutSpacingClass == .action || $0 is any AlertSeparatingItem
                })
            {
                start = big
            }
        }
        for index in start..<items.count where styled[index] != nil {
            items[index].alertLayout.isPinned = true
        }
    }

    /// Places buttons and spacers: runs of bars side by side (two, or any number when the
    /// arrangement is horizontal, in an alert) or stacked, tiles in grid columns. Done
    /// before the content width is chosen (a row of buttons asks for room for each), and
    /// whatever the width. O(n).
    func assignPlacements(_ items: [any AlertItem]) {
        var index = 0
        while index < items.count {
            if isBar(items[index]) {
                var end = index
                while end < items.count, isBar(items[end]) { end += 1 }
                let count = end - index
                let sideBySide =
                    style == .alert && count > 1
                    && (buttonArrangement == .horizontal
                        || (buttonArrangement == .automatic && count <= 2))
                for (offset, item) in items[index..<end].enumerated() {
                    (item as? any AlertArrangedItem)?.placement =
                        sideBySide ? .row(index: offset, count: count) : .stacked
                }
                index = end
            } else if isTile(items[index]) {
                var column = 0
                let columns = max(gridColumns, 1)
                while index < items.count, isTile(items[index]) {
                    let placement = AlertButtonPlacement.tile(column: column, columns: columns)
                    (items[index] as? any AlertArrangedItem)?.placement = placement
                    column = (column + 1) % columns
                    index += 1
                }
            } else {
                index += 1
            }
        }
    }

    private func isBar(_ item: any AlertItem) -> Bool {
        (item as? any AlertArrangedItem)?.arrangement == .bar
    }

    private func isTile(_ item: any AlertItem) -> Bool {
        (item as? any AlertArrangedItem)?.arrangement == .tile
    }

    private func isRowLeader(_ items: [any AlertItem], at index: Int) -> Bool {
        guard index > 0 else { return true }
        guard let arranged = items[index] as? any AlertArrangedItem else { return true }
        switch arranged.placement {
        case .stacked: return true
        case .row(let member, _): return member == 0
        case .tile(let column, _): return column == 0
        }
    }

    private func gap(after previous: AlertSpacingClass, before next: AlertSpacingClass) -> CGFloat {
        // A label is spaced as content from what comes before it, and holds the field
        // after it flush.
        switch (previous, next) {
        case (.label, _): 0
        case (.tile, _): theme.gridSpacing
        case (.separator, _), (_, .separator): 0
        case (_, .tile): theme.gridSpacing
        case (.action, .action): theme.buttonSpacing.height
        case (.content, .action): theme.actionSpacing
        case (.action, .content), (.action, .label): theme.actionSpacing
        case (.content, .content), (.content, .label): theme.itemSpacing
        }
    }
}
