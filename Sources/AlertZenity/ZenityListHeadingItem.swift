import AlertEngine

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// The columns' headings above a plain zenity list, as GTK's tree view has them under
/// zenity: a focus stop of their own (Shift+Tab from the rows), the cursor on one heading,
/// which Left and Right move (no further than the first and the last); Enter, Space or a
/// click on a heading sorts the rows by its column (``sort``), ascending first, then the
/// other way at each press.
///
/// It draws as a row of the list's shared columns (a disabled bar, dimmed), so the
/// headings line up with the cells.
@MainActor
final class ZenityListHeadingItem: AlertArrangedItem, AlertKeyHandlingItem,
    AlertClickableItem
{
    /// The bar that draws the headings, as the rows' bars draw their cells.
    let bar: ButtonItem
    /// The headings.
    let titles: [String]
    /// The heading the cursor is on.
    private(set) var column = 0
    /// Sorts the rows by a column: ascending, or descending.
    var sort: (@MainActor (_ column: Int, _ ascending: Bool) -> Void)?
    /// The column the rows are sorted by and whether ascending, once sorted.
    private(set) var sorted: (column: Int, ascending: Bool)?

    /// The headings `titles`, drawn by `bar`.
    init(titles: [String], bar: ButtonItem) {
        self.titles = titles
        self.bar = bar
    }

    /// The headings' text, the cursor's heading between brackets while `focused`.
    func shown(focused: Bool) -> [String] {
        guard focused, titles.indices.contains(column) else { return titles }
        var shown = titles
        shown[column] = "[" + shown[column] + "]"
        return shown
    }

    /// Sorts by `column`: ascending, or the other way when the rows are sorted by it.
    func press(_ column: Int) {
        guard titles.indices.contains(column) else { return }
        let ascending = sorted.map { $0.column != column || !$0.ascending } ?? true
        sorted = (column, ascending)
        self.column = column
        sort?(column, ascending)
    }

    // MARK: Focus, keys and clicks

    /// One stop.
    var focusStops: Int { 1 }

    /// Left and Right move the cursor's heading; Enter and Space sort by it.
    func handleKey(_ key: AlertKeyInput, atStop stop: Int) -> AlertItemResponse {
        switch key {
        case .left, .right:
            column = min(max(column + (key == .left ? -1 : 1), 0), titles.count - 1)
            return .handled
        case .enter, .character(" "):
            press(column)
            return .handled
        default: return .ignored
        }
    }

    /// A click sorts by the heading it lands on.
    func handleClick(at point: CGPoint, size: CGSize, context: AlertDrawContext)
        -> AlertItemResponse
    {
        press(heading(at: point.x, width: size.width, measurer: context.measurer))
        return .handled
    }

    /// The heading at `x` in a bar `width` wide: the first column's, else the detail's
    /// heading whose text (and the two spaces after it) `x` falls in.
    private func heading(at x: CGFloat, width: CGFloat, measurer: any AlertTextMeasuring) -> Int {
        guard let columns = bar.columns, titles.count > 1 else { return 0 }
        if !columns.isMeasured { columns.measure(with: measurer, role: .button) }
        let block = min(columns.rowWidth, width)
        let left = ((width - block) / 2).rounded(.down)
        var edge = left + columns.labelColumn(within: block) + columns.gap / 2
        guard x >= edge else { return 0 }
        edge += columns.gap / 2
        let gap = measurer.width(of: "  ", role: .button)
        for column in 1..<titles.count {
            edge += measurer.width(of: titles[column], role: .button) + gap
            if x < edge - gap / 2 { return column }
        }
        return titles.count - 1
    }

    // MARK: Drawing, as the bar

    var alertLayout: AlertItemLayout {
        get { bar.alertLayout }
        set { bar.alertLayout = newValue }
    }
    /// A bar among the list's rows.
    var arrangement: AlertItemArrangement { bar.arrangement }
    /// Where the bar goes.
    var placement: AlertButtonPlacement {
        get { bar.placement }
        set { bar.placement = newValue }
    }
    /// Spaced as the rows are.
    var spacingClass: AlertSpacingClass { bar.spacingClass }
    /// The headings, for screen readers.
    var textDescription: String? { bar.textDescription }

    func naturalWidth(in context: AlertItemContext) -> AlertItemWidth {
        bar.naturalWidth(in: context)
    }

    func updateLayout(in context: AlertItemContext) { bar.updateLayout(in: context) }

    func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        bar.draw(in: canvas, frame: frame, context: context)
    }
}
