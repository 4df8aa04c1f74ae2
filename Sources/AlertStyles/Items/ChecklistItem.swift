import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// A list to choose several from: one row per option, `[x]` before each chosen one.
///
/// Each row is a focus stop: the arrows (and j and k) move between rows (and on to the
/// neighbours at either end), Page Up and Page Down by a page, Home and End to the first and
/// the last row, and a letter to the next option starting with it; Space toggles the
/// focused row, and Enter goes on to the alert's default action. ``minimum`` and
/// ``maximum`` bound how many may be chosen: the alert takes no answer (other than a
/// cancel) until the choice fits, and says why under the list. The
/// chosen options, in list order, are the result under ``resultKey`` ("choices"), one per
/// line.
///
/// In plain mode it is a formatted input: a line such as `1,3` or `2-4` (or both, `1,3-5`)
/// chooses those rows; an empty list chooses none.
@MainActor
package final class ChecklistItem: AlertStyledItem, AlertStopFocusingItem, AlertKeyHandlingItem,
    AlertTextInputItem, AlertValueItem, AlertValidatingItem, AlertStopDescribingItem,
    AlertListItem, AlertCheckableStopsItem
{
    /// The options, in order, end to end in one buffer (a row costs its bytes and an
    /// offset, not a `String`).
    package private(set) var options: PackedTexts
    /// The rows chosen (indices into ``options``), a bit a row.
    package private(set) var chosen: RowSet
    /// The fewest options that may be chosen.
    package let minimum: Int
    /// The most options that may be chosen (nil: any number).
    package let maximum: Int?
    /// The result key; "choices" by default.
    package var resultKey: String
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    package var alertLayout = AlertItemLayout(itemSize: .zero)
    /// Why the choice did not fit at the last answer tried, shown under the list.
    package private(set) var validationMessage: String?
    /// The options' two columns, when they carry details.
    package private(set) var columns: ChoiceColumns?
    /// The most rows shown at once (nil: every row): the list is then that many rows high
    /// and its rows scroll with the focus (`alert choose --height`).
    package var visibleRows: Int? {
        didSet { scrollToFocus() }
    }
    private var focusedRow: Int?
    /// The first row shown, when ``visibleRows`` limits them.
    private(set) var firstVisible = 0
    private var messageLines = WrappedText()
    /// Whether the list gave up the space above it to a short alert.
    var yieldsSpacing = false
    /// The rows given up to a short alert.
    var yieldedRows = 0 {
        didSet { scrollToFocus() }
    }
    private var rowHeight: CGFloat = 1
    private var widestOption = WidestText()
    /// The rows by their first letter (leading spaces aside) folded, built at the first
    /// letter typed (O(n) once): a jump is then O(log n).
    private var rowsByInitial: RowInitials<UInt32>?

    /// Creates a list of `options` with `chosen` rows ticked; `minimum` and `maximum` are
    /// clamped to 0 ... the number of options.
    package convenience init(
        options: some Sequence<String>, chosen: RowSet = [], minimum: Int = 0,
        maximum: Int? = nil,
        resultKey: String = "choices"
    ) {
        self.init(
            options: options, details: nil, chosen: chosen, minimum: minimum, maximum: maximum,
            resultKey: resultKey)
    }

    /// Creates a list of `options`, each with its detail (empty: none) in a second column
    /// when `details` is given; the other arguments as in `init(options:chosen:minimum:maximum:resultKey:)`.
    /// O(the options' length).
    package convenience init(
        options: some Sequence<String>, details: [String]?, chosen: RowSet = [],
        minimum: Int = 0, maximum: Int? = nil, resultKey: String = "choices"
    ) {
        self.init(
            packed: options as? PackedTexts ?? PackedTexts(options),
            details: details.map { PackedTexts($0) }, chosen: chosen, minimum: minimum,
            maximum: maximum, resultKey: resultKey)
    }

    /// Creates a list of `options` packed already (kept as they are, not copied), each with
    /// its detail in a second column when `details` is given; the other arguments as in
    /// `init(options:chosen:minimum:maximum:resultKey:)`. O(1) but for `chosen`.
    package init(
        packed options: PackedTexts, details: PackedTexts?, chosen: RowSet = [],
        minimum: Int = 0, maximum: Int? = nil, resultKey: String = "choices"
    ) {
        let lowest = min(max(minimum, 0), options.count)
        self.options = options
        columns = details.map { ChoiceColumns(labels: options, details: $0) }
        self.chosen = chosen.intersection(RowSet(0..<options.count))
        self.minimum = lowest
        self.maximum = maximum.map { min(max($0, lowest), options.count) }
        self.resultKey = resultKey
    }

    /// The chosen options, in list order. O(the rows / 64 + the options chosen).
    package var chosenOptions: [String] {
        chosen.map { options[$0] }
    }

    /// Whether ticking a row unticks every other (a radio list): then a ticked row stays
    /// ticked when toggled again, as a radio button does.
    package var isExclusive = false
    /// Whether an exclusive list keeps several rows marked as it was given them, as newt's
    /// radio buttons do (whiptail's `--radiolist` with several rows `on`): ticking a row
    /// then unmarks only the last marked row, and the answer is the last one marked.
    package var keepsEarlierMarks = false

    /// Ticks or unticks row `row` (in an exclusive list, ticks it alone); false when the
    /// row does not exist.
    @discardableResult
    package func toggle(_ row: Int) -> Bool {
        guard options.indices.contains(row) else { return false }
        if isExclusive, keepsEarlierMarks {
            if let last = chosen.max() { chosen.remove(last) }
            chosen.insert(row)
        } else if isExclusive {
            chosen = [row]
        } else if chosen.remove(row) == nil {
            chosen.insert(row)
        }
        return true
    }

    /// Ticks exactly `rows` (those that exist), as a list whose owner keeps its own
    /// selection does (zenity's `--multiple`). O(the rows / 64).
    package func choose(_ rows: RowSet) {
        chosen = rows.intersection(RowSet(0..<options.count))
    }

    /// Ticks every row, up to ``maximum`` of them in order, or unticks them all when as
    /// many as may be are ticked already (gum's select-all); false in an exclusive list.
    @discardableResult
    package func toggleAll() -> Bool {
        guard !isExclusive, !options.isEmpty else { return false }
        let most = min(options.count, maximum ?? options.count)
        chosen = chosen.count < most ? RowSet(0..<most) : []
        return true
    }

    // MARK: Value and validation

    /// The chosen options, one per line (nil when none is chosen).
    package var resultValue: String? {
        chosenOptions.isEmpty ? nil : chosenOptions.joined(separator: "\n")
    }
    /// The chosen options, separated by commas.
    package var displayValue: String? {
        chosenOptions.isEmpty ? "none" : chosenOptions.joined(separator: ", ")
    }

    /// Whether the number chosen is within ``minimum`` and ``maximum``.
    package func validate() -> Bool {
        if chosen.count < minimum {
            validationMessage = "Choose at least \(minimum)."
        } else if let maximum, chosen.count > maximum {
            validationMessage = "Choose at most \(maximum)."
        } else {
            validationMessage = nil
        }
        return validationMessage == nil
    }

    // MARK: Focus and keys

    /// One stop per row.
    package var focusStops: Int { options.count }
    /// The list takes the focus when its alert appears.
    package var takesInitialFocus: Bool { !options.isEmpty }
    /// Whether the focused row is the one chosen (a menu shown as a list: `alert choose
    /// --height`): moving the focus ticks the row it lands on, alone.
    package var ticksFocusedRow = false
    /// Whether each row shows its mark (a check box, or a radio button): false makes it a
    /// menu (set ``ticksFocusedRow`` and ``isExclusive`` with it), its rows the options
    /// alone in a block centred in the list's width, as whiptail's and dialog's menus show
    /// them; a presenter then exposes no check box (``isChecked(stop:)`` is nil).
    package var showsMarks = true

    /// Whether a menu's rows (``showsMarks`` false) are a block centred in the list's
    /// width, as whiptail's and dialog's are; false: at its left edge, as a desktop list's.
    package var centresMenuRows = true
    /// The names of the columns, which another item draws over the rows (a desktop list's
    /// headings, ``ChoiceColumns/heading``): the columns are measured with them, so they
    /// line up. Only a list with details (columns) has them; nil: none.
    package var heading: (label: String, detail: String)? {
        get { columns?.heading }
        set { columns?.heading = newValue }
    }
    /// Rows shown otherwise than their options (a cell being edited in a desktop list), by
    /// row: drawn and read in their place, and measured by no one (they must fit the
    /// columns); the answer stays the owner's to make.
    package var shownInstead: [Int: (label: String, detail: String)] = [:]
    /// Told of a click on a row (which the click focuses), for a list whose owner keeps
    /// its own selection (zenity's, where a click selects the row).
    package var rowClicked: (@MainActor (_ row: Int) -> Void)?

    /// Puts `options` (and their `details`) in place of the rows, as the same rows in
    /// another order (a list sorted by a column): the ticks go with the rows `order` says
    /// (row `i` now is the row `order[i]` was), the heading stays. O(the rows' length).
    package func reorderRows(_ order: [Int]) {
        guard order.count == options.count else { return }
        var position = Array(repeating: 0, count: order.count)
        for (index, row) in order.enumerated() { position[row] = index }
        options = PackedTexts(order.lazy.map { self.options[$0] })
        if let old = columns {
            let sorted = ChoiceColumns(
                labels: options, details: PackedTexts(order.lazy.map { old.details[$0] }))
            sorted.heading = old.heading
            columns = sorted
        }
        chosen = RowSet(chosen.lazy.map { position[$0] })
        shownInstead = Dictionary(
            uniqueKeysWithValues: shownInstead.map { (position[$0.key], $0.value) })
        focusedRow = focusedRow.map { position.indices.contains($0) ? position[$0] : $0 }
        rowsByInitial = nil
        scrollToFocus()
    }

    /// The row focused first when set (dialog's `--default-item`).
    package var startingRow: Int?

    /// The row focused first: ``startingRow``; else, in a list whose focus ticks
    /// (`ticksFocusedRow`), the first chosen row; else the first row.
    package var preferredFocusStop: Int {
        if let startingRow, options.indices.contains(startingRow) { return startingRow }
        return ticksFocusedRow ? chosen.first ?? 0 : 0
    }

    /// Remembers the focused row (in a list whose focus ticks, ticks it alone), and scrolls
    /// the rows shown to it.
    package func focusDidChange(to stop: Int?) {
        focusedRow = stop
        if ticksFocusedRow, let stop, options.indices.contains(stop) { chosen = [stop] }
        scrollToFocus()
    }

    /// How many rows show: all of them, or at most ``visibleRows`` (at least 1), less the
    /// rows given up to a short alert.
    private var shownRows: Int { wholeRows - yieldedRows }

    /// How many rows show when the list keeps them all: all, or at most ``visibleRows``.
    private var wholeRows: Int {
        min(options.count, visibleRows.map { max($0, 1) } ?? options.count)
    }

    /// The rows shown, when ``visibleRows`` limits them (nil: all show).
    package var shownStops: Range<Int>? {
        shownRows < options.count ? firstVisible..<(firstVisible + max(shownRows, 1)) : nil
    }

    /// Moves ``firstVisible`` the least that shows the focused row.
    private func scrollToFocus() {
        let shown = shownRows
        guard shown < options.count else {
            firstVisible = 0
            return
        }
        if let row = focusedRow {
            if row < firstVisible { firstVisible = row }
            if row >= firstVisible + shown { firstVisible = row - shown + 1 }
        }
        firstVisible = min(max(firstVisible, 0), options.count - shown)
    }

    /// What plain mode's empty line does: keeps the ticks, or a menu's row.
    package var emptyLineHint: String {
        showsMarks ? "Enter alone keeps the ticked ones" : "Enter alone keeps the row chosen"
    }

    /// A checklist, a radio list when it is exclusive, a menu without its marks.
    package var listKind: AlertListKind {
        showsMarks ? (isExclusive ? .radio : .checklist) : .menu
    }

    /// Up and down move between rows (and on to the neighbours at either end), Home and End
    /// go to the first and the last row, and a letter goes to the next row whose option
    /// starts with it, ignoring case and wrapping around (as whiptail's lists jump); j and
    /// k come here as Down and Up where the alert's key policy moves with them (as gum's
    /// lists do: `J` and `K` then still jump). Select-all (``AlertTextEdit/selectAll``) ticks
    /// every row or none (``toggleAll()``). Page Up and Page Down move the cursor a page: by the
    /// rows the list shows when `visibleRows` limits them (the list scrolls itself), else
    /// they are left to the alert, which moves it by the rows its viewport shows.
    package func handleKey(_ key: AlertKeyInput, atStop stop: Int) -> AlertItemResponse {
        let last = max(options.count - 1, 0)
        switch key {
        case .pageUp where shownRows < options.count, .pageDown where shownRows < options.count:
            let page = max(shownRows - 1, 1)
            let row = min(max(stop + (key == .pageUp ? -page : page), 0), last)
            return row == stop ? .ignored : .focusStop(row)
        case .up: return .moveFocus(by: -1)
        case .down: return .moveFocus(by: 1)
        case .home: return .focusStop(0)
        case .end: return .focusStop(last)
        case .character(let letter):
            guard let row = row(after: stop, startingWith: letter) else { return .ignored }
            return .focusStop(row)
        case .edit(.selectAll):
            return toggleAll() ? .handled : .ignored
        default: return .ignored
        }
    }

    /// The next row after `stop` whose option starts with `letter` (ignoring case and
    /// leading spaces), wrapping around (row `stop` itself comes last); nil when none does,
    /// or `letter` is a space. O(log n), once the first letter typed has indexed the rows
    /// (O(n)).
    func row(after stop: Int, startingWith letter: Character) -> Int? {
        guard !letter.isWhitespace, let scalar = letter.unicodeScalars.first,
            letter.unicodeScalars.count == 1
        else { return nil }
        if rowsByInitial == nil {
            rowsByInitial = RowInitials(options.indices) { row in
                options[row].unicodeScalars.first { $0 != " " }.map(FuzzyMatcher.fold)
            }
        }
        return rowsByInitial?.next(
            keyed: FuzzyMatcher.fold(scalar), after: options.indices.contains(stop) ? stop : -1)
    }

    // MARK: Text input (Space, and plain mode)

    /// The chosen rows as plain mode writes them: `1,3,4`.
    package var text: String {
        chosen.lazy.map { "\($0 + 1)" }.joined(separator: ",")
    }
    /// Row numbers, in plain mode (a menu's one number).
    package var textFormat: String? {
        showsMarks
            ? "the numbers of your choices, such as 1,3 or 2-4, or one choice written out"
            : "the number of your choice, or the choice written out"
    }
    /// Bare numbers are rows of the list.
    package var takesNumbers: Bool { true }
    /// Space toggles the focused row; other typed text is ignored.
    package func insertText(_ text: String) -> Bool {
        guard text == " ", let focusedRow else { return false }
        return toggle(focusedRow)
    }

    /// Whether `line` is an option's title, exactly (scalar for scalar).
    package func isChoice(_ line: String) -> Bool {
        options.contains { $0.utf8.elementsEqual(line.utf8) }
    }

    /// Chooses exactly the rows `text` lists (`1,3`, `2-4`, `1,3-5`, or nothing); false,
    /// changing nothing, for anything else. An option's title written out in full
    /// (exactly, scalar for scalar) chooses that option alone, before any reading as
    /// numbers, and so does `=TITLE` (false when no option is titled TITLE): an option
    /// named `2` or `a,b` can be chosen. An exclusive list takes one row only.
    package func replaceText(with text: String) -> Bool {
        if let row = options.firstIndex(where: { $0.utf8.elementsEqual(text.utf8) }) {
            chosen = [row]
            return true
        }
        if text.hasPrefix("=") {
            let title = text.dropFirst()
            guard let row = options.firstIndex(where: { $0.utf8.elementsEqual(title.utf8) })
            else { return false }
            chosen = [row]
            return true
        }
        guard let rows = Self.rows(in: text, count: options.count),
            !isExclusive || rows.count == 1
        else { return false }
        chosen = rows
        return true
    }

    /// The rows (0-based) a list such as `1,3-5` names, or nil when it is not one of rows
    /// 1 ... `count`. O(n) in the text and the rows named.
    static func rows(in text: String, count: Int) -> RowSet? {
        var rows: RowSet = []
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { return rows }
        for part in trimmed.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = part.split(separator: "-", omittingEmptySubsequences: false)
                .map { Int($0.trimmingWhitespace()) }
            guard (1...2).contains(bounds.count), let first = bounds[0], let last = bounds.last!,
                1 <= first, first <= last, last <= count
            else { return nil }
            for row in first...last { rows.insert(row - 1) }
        }
        return rows
    }

    // MARK: Layout and drawing

    /// Its widest row whole (`[x] ` and the option, or its two columns), and the ``validationMessage`` as text
    /// that wraps. The options are measured at the first layout only (O(their length)),
    /// and again only for a measurer that measures otherwise.
    package func naturalWidth(in context: AlertItemContext) -> AlertItemWidth {
        let measurer = context.measurer
        var widest: CGFloat = 0
        if let columns {
            columns.measureIfNeeded(with: measurer, role: .message)
            widest = columns.rowWidth
        } else {
            widest = widestOption.width(of: options, role: .message, measurer: measurer)
        }
        let mark = showsMarks ? measurer.width(of: "[x] ", role: .message) : 0
        let rows = options.isEmpty ? 0 : mark + widest
        let message = validationMessage.map {
            AlertItemWidth.text($0, role: .caption, measurer: measurer)
        }
        return AlertItemWidth(
            unbreakable: max(rows, message?.unbreakable ?? 0), flowing: message?.flowing ?? 0)
    }

    /// One line per option shown (see `visibleRows`), and under them the lines of the
    /// ``validationMessage``. Options with details are measured for their columns once per
    /// measurer (O(their total length)), not again at every layout.
    package func updateLayout(in context: AlertItemContext) {
        let line = context.measurer.lineHeight(for: .message)
        rowHeight = line
        columns?.measureIfNeeded(with: context.measurer, role: .message)
        var height = line * CGFloat(shownRows)
        if let message = validationMessage {
            height +=
                messageLines.wrap(
                    message, role: .caption, width: context.contentWidth,
                    measurer: context.measurer
                ).height
        }
        alertLayout = AlertItemLayout(
            itemSize: CGSize(width: context.contentWidth, height: height),
            boundsInsets: yieldingInsets(context.insets()))
    }

    /// Row `stop` where it shows, in a frame of `size`.
    package func focusFrame(forStop stop: Int, in size: CGSize) -> CGRect? {
        let position = min(max(stop - firstVisible, 0), max(shownRows - 1, 0))
        return CGRect(
            x: 0, y: CGFloat(position) * rowHeight, width: size.width, height: rowHeight)
    }

    /// Whether row `stop` is ticked (nil past the last row, and in a menu, whose rows are
    /// no check boxes): O(1).
    package func isChecked(stop: Int) -> Bool? {
        showsMarks && options.indices.contains(stop) ? chosen.contains(stop) : nil
    }

    /// Row `stop`'s option alone (its first column): what its check box is named, the
    /// state saying whether it is ticked (nil past the last row). O(1).
    package func accessibleLabel(forStop stop: Int) -> String? {
        options.indices.contains(stop) ? Self.oneLine(options[stop]) : nil
    }

    /// Row `stop`'s detail column, when it has one. O(1).
    package func accessibleDetail(forStop stop: Int) -> String? {
        columns?.detail(of: stop).map(Self.oneLine)
    }

    /// Row `stop` alone, as the list reads it (`[x] 3. third`; a menu's `3. third`): O(1),
    /// so a presenter can name every row of a long list.
    public func textDescription(forStop stop: Int) -> String? {
        guard options.indices.contains(stop) else { return nil }
        return "\(mark(of: stop))\(stop + 1). \(rowText(stop))"
    }

    /// Row `row`'s mark as plain text reads it, `[x] ` or `[ ] ` (nothing in a menu).
    private func mark(of row: Int) -> String {
        guard showsMarks else { return "" }
        return chosen.contains(row) ? "[x] " : "[ ] "
    }

    /// Each row as its mark (`AlertCanvas.drawToggle`: a check box, or a radio button when
    /// the list is exclusive; `[x] ` as text by default) and the option, cut to the width
    /// (options with details in two columns, see `ChoiceColumns`); the focused row highlighted while the list has the
    /// focus; then the message, if any.
    package func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        let theme = context.theme
        let measurer = context.measurer
        let line = measurer.lineHeight(for: .message)
        guard line > 0, frame.width.isFinite, frame.height.isFinite else { return }
        let positions = Self.rows(
            meeting: context.visibleRect, lineHeight: line, count: shownRows)
        for position in positions {
            let row = firstVisible + position
            let option = options[row]
            let y = frame.minY + CGFloat(position) * line
            guard y + line <= frame.maxY + 0.001 else { break }
            let focused = context.isFocused && context.focusedStop == row
            guard showsMarks else {
                drawMenuRow(row, y: y, frame: frame, focused: focused, canvas, context)
                continue
            }
            let rowRect = CGRect(x: frame.minX, y: y, width: frame.width, height: line)
            if focused { canvas.fill(rowRect, role: .focus, color: theme.palette.focus) }
            let isOn = chosen.contains(row)
            let mark = AlertToggleKind.text(isOn: isOn)
            let color = focused ? theme.palette.title : theme.palette.message
            // One width for both marks, so the options line up whether ticked or not.
            let markWidth = measurer.width(of: AlertToggleKind.text(isOn: true), role: .message)
            guard markWidth <= frame.width else {
                // Too narrow for the whole mark: the row's text cut, as it reads.
                let text = measurer.fitting(
                    mark + option, role: .message, maxWidth: frame.width, cut: .end)
                canvas.drawText(text, at: rowRect.origin, role: .message, color: color)
                continue
            }
            canvas.drawToggle(
                isExclusive ? .radio : .checkbox, isOn: isOn,
                in: CGRect(x: frame.minX, y: y, width: markWidth, height: line), color: color,
                palette: theme.palette)
            drawText(
                of: row, at: CGPoint(x: frame.minX + markWidth, y: y),
                width: frame.width - markWidth, color: color, canvas, measurer)
        }
        if validationMessage != nil {
            let top = frame.minY + line * CGFloat(shownRows)
            messageLines.draw(
                in: canvas,
                frame: CGRect(x: frame.minX, y: top, width: frame.width, height: frame.maxY - top),
                role: .caption, color: theme.palette.destructiveButton, measurer: measurer)
        }
    }

    /// Row `row` of a menu (no mark) at `y`: the option (or its two columns) in a block as
    /// wide as the widest row, centred in `frame`; focused, the block and a space either
    /// side highlighted, as a button's label is.
    private func drawMenuRow(
        _ row: Int, y: CGFloat, frame: CGRect, focused: Bool, _ canvas: any AlertCanvas,
        _ context: AlertDrawContext
    ) {
        let measurer = context.measurer
        let palette = context.theme.palette
        let line = measurer.lineHeight(for: .message)
        let block = min(
            columns?.rowWidth
                ?? widestOption.width(of: options, role: .message, measurer: measurer),
            frame.width)
        let x = frame.minX + (centresMenuRows ? ((frame.width - block) / 2).rounded(.down) : 0)
        if focused {
            let space = measurer.width(of: " ", role: .message)
            let left = max(x - space, frame.minX)
            let right = min(x + block + space, frame.maxX)
            canvas.fill(
                CGRect(x: left, y: y, width: right - left, height: line), role: .focus,
                color: palette.focus)
        }
        let color = focused ? palette.title : palette.message
        drawText(of: row, at: CGPoint(x: x, y: y), width: block, color: color, canvas, measurer)
    }

    /// Row `row`'s text from `origin`, cut to `width`: its option, or its two columns (see
    /// `ChoiceColumns`), or what ``shownInstead`` shows in their place.
    private func drawText(
        of row: Int, at origin: CGPoint, width: CGFloat, color: AlertColor,
        _ canvas: any AlertCanvas, _ measurer: any AlertTextMeasuring
    ) {
        let instead = shownInstead[row]
        guard let columns else {
            let text = measurer.fitting(
                instead?.label ?? options[row], role: .message, maxWidth: width, cut: .end)
            canvas.drawText(text, at: origin, role: .message, color: color)
            return
        }
        guard let instead else {
            columns.draw(
                row, at: origin, width: width, canvas: canvas, measurer: measurer,
                role: .message, color: color)
            return
        }
        columns.draw(
            label: instead.label, detail: instead.detail, at: origin, width: width,
            canvas: canvas, measurer: measurer, role: .message, color: color)
    }

    /// The rows of `count`, each `lineHeight` tall, that meet `visible` (the item's own
    /// coordinates; nil: all of them). O(1).
    static func rows(meeting visible: CGRect?, lineHeight: CGFloat, count: Int) -> Range<Int> {
        guard let visible, lineHeight > 0, visible.minY.isFinite, visible.maxY.isFinite else {
            return 0..<count
        }
        let rows = CGFloat(count)
        let first = Int(min(max((visible.minY / lineHeight).rounded(.down), 0), rows))
        let end = Int(min(max((visible.maxY / lineHeight).rounded(.up), 0), rows))
        return first..<max(first, end)
    }

    /// `List:` and one line per option (`[x] 1. first`), then why the last answer was refused: an option's own line breaks read as U+FFFD, so each line is one option and
    /// a comma in a title is only a comma.
    package var textDescription: String? {
        let rows = options.indices.map { row in
            "\(mark(of: row))\(row + 1). \(Self.oneLine(rowText(row)))"
        }
        let problem = validationMessage.map { ["— not accepted: \($0)"] } ?? []
        return (["List:"] + rows + problem).joined(separator: "\n")
    }

    /// Row `row` as one line of text: the option, and its detail after two spaces.
    private func rowText(_ row: Int) -> String {
        if let instead = shownInstead[row] {
            return ChoiceColumns.line(instead.label, instead.detail)
        }
        return columns?.text(of: row) ?? options[row]
    }

    /// `text` with each line break as U+FFFD: one line of a plain prompt.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? "\u{FFFD}" : $0 })
    }
}

extension ChecklistItem: ListRowYielding {
    /// Its rows shown whole, and their height.
    var rowYield: ListRowYield {
        ListRowYield(
            wholeRows: wholeRows, rowHeight: rowHeight,
            spacing: yieldsSpacing ? 0 : alertLayout.boundsInsets.top)
    }
}
