import AlertEngine
import AlertStyles

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
/// It draws in the list's own columns (measured with the headings), strong, so the
/// headings line up with the cells; the heading under the cursor is between brackets while
/// the headings have the focus.
@MainActor
final class ZenityListHeadingItem: AlertStyledItem, AlertSpacedItem, AlertKeyHandlingItem,
    AlertClickableItem
{
    /// The headings.
    let titles: [String]
    /// The list whose columns the headings name.
    private weak var list: ChecklistItem?
    /// The heading the cursor is on.
    private(set) var column = 0
    /// Sorts the rows by a column: ascending, or descending.
    var sort: (@MainActor (_ column: Int, _ ascending: Bool) -> Void)?
    /// The column the rows are sorted by and whether ascending, once sorted.
    private(set) var sorted: (column: Int, ascending: Bool)?
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    var alertLayout = AlertItemLayout(itemSize: .zero)

    /// The headings `titles` of `list`'s columns (which it measures with them).
    init(titles: [String], list: ChecklistItem) {
        self.titles = titles
        self.list = list
        list.heading = (titles.first ?? "", titles.dropFirst().joined(separator: "  "))
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
        let mark = markWidth(context.measurer)
        press(heading(at: point.x - mark, width: size.width - mark, measurer: context.measurer))
        return .handled
    }

    /// The heading at `x` (from where the cells start, in a row `width` wide): the first
    /// column's, else the detail's heading whose text (and the two spaces after it) `x`
    /// falls in.
    private func heading(at x: CGFloat, width: CGFloat, measurer: any AlertTextMeasuring) -> Int {
        guard let columns = list?.columns, titles.count > 1 else { return 0 }
        columns.measureIfNeeded(with: measurer, role: .message)
        var edge = columns.labelColumn(within: width) + columns.gap / 2
        guard x >= edge else { return 0 }
        edge += columns.gap / 2
        for column in 1..<titles.count {
            edge += measurer.width(of: titles[column], role: .message) + columns.gap
            if x < edge - columns.gap / 2 { return column }
        }
        return titles.count - 1
    }

    /// The width of the list's marks, where it shows them (the cells start past them).
    private func markWidth(_ measurer: any AlertTextMeasuring) -> CGFloat {
        list?.showsMarks == true ? measurer.width(of: "[x] ", role: .message) : 0
    }

    // MARK: Layout and drawing

    /// A label's spacing: the rows sit flush under the headings.
    var spacingClass: AlertSpacingClass { .label }
    /// The headings, for screen readers.
    var textDescription: String? { ChoiceColumns.line(titles.first ?? "", detailTitles) }

    /// The headings after the first, two spaces apart.
    private var detailTitles: String { titles.dropFirst().joined(separator: "  ") }

    /// As wide as the list's rows.
    func naturalWidth(in context: AlertItemContext) -> AlertItemWidth {
        guard let columns = list?.columns else { return AlertItemWidth(unbreakable: 0) }
        columns.measureIfNeeded(with: context.measurer, role: .message)
        return AlertItemWidth(unbreakable: markWidth(context.measurer) + columns.rowWidth)
    }

    /// One line, the content's width.
    func updateLayout(in context: AlertItemContext) {
        alertLayout = AlertItemLayout(
            itemSize: CGSize(
                width: context.contentWidth, height: context.measurer.lineHeight(for: .message)),
            boundsInsets: context.insets())
    }

    /// The headings in the list's columns, strong; the cursor's between brackets while
    /// focused.
    func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        guard let columns = list?.columns else { return }
        let shown = shown(focused: context.isFocused)
        let mark = markWidth(context.measurer)
        columns.draw(
            label: shown.first ?? "", detail: shown.dropFirst().joined(separator: "  "),
            at: CGPoint(x: frame.minX + mark, y: frame.minY), width: frame.width - mark,
            canvas: canvas, measurer: context.measurer, role: .message,
            color: context.theme.palette.title, emphasis: .strong)
    }
}
