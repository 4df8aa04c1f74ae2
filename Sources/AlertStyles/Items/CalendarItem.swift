import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// A month calendar for picking a day: a header line (`November 2026`), a row of weekday
/// initials, and the month's weeks below them, the day under the cursor highlighted and
/// today underlined. Its date goes into the result under ``resultKey`` ("date") as ISO 8601.
///
/// Left and right move the cursor a day, up and down a week, Page Up and Page Down a month
/// (keeping the day when the month has it, else taking its last day: 31 January + 1 month
/// = 28 or 29 February), Home and End to the first and last day of the month. Every move
/// stops at the range's edge (and at 0001-01-01 ... 9999-12-31, as the field picker does).
/// Enter is left to the alert (its default button). A click on a day picks it. In plain
/// line mode a typed `YYYY-MM-DD` sets the day. The time of day of the first date is kept.
///
/// In a terminal each day takes three cells (`27 `), so the grid is 20 cells wide; on a
/// desktop its columns are as wide as the theme's field text makes `00` and a space.
@MainActor
package final class CalendarItem: AlertStyledItem, AlertValueItem, AlertKeyHandlingItem,
    AlertTextInputItem, AlertClickableItem, AlertGridShowingItem
{
    /// The chosen date (the cursor's day), always inside the range and inside the years
    /// 0001 ... 9999 in the calendar's time zone.
    package private(set) var date: Date
    /// The dates allowed, or nil for any day from 0001-01-01 to 9999-12-31.
    package let range: ClosedRange<Date>?
    /// The calendar arithmetic (fixed Gregorian calendar and time zone).
    package let arithmetic: AlertDateArithmetic
    /// The day marked as today (the day this date falls on in the calendar's time zone),
    /// or nil to mark none.
    package var today: Date?
    /// The weekday the weeks start on, 1 (Sunday, as `cal` and dialog) ... 7 (Saturday).
    package let firstWeekday: Int
    /// The result key; "date" by default.
    package var resultKey: String
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    package var alertLayout = AlertItemLayout(itemSize: .zero)
    /// ``range`` within the years the calendar shows: what every move is clamped to.
    private let limits: ClosedRange<Date>
    /// The English month names, January first (`Calendar.monthSymbols` in `en_US_POSIX`,
    /// which FoundationEssentials lacks).
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]
    /// The English weekday names, Sunday first (`Calendar.weekdaySymbols` in `en_US_POSIX`).
    private static let weekdayNames = [
        "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
    ]

    /// The number of week rows the layout keeps room for: the most a month needs (a
    /// 31-day month starting on the last weekday of the week), so the alert keeps its
    /// height from month to month.
    package static let weekRows = 6

    /// Creates a calendar on `date` (clamped into `range`), its days in `timeZone`, today
    /// marked as `today` says (now by default; nil: no mark), its weeks starting on
    /// `firstWeekday` (1, Sunday, by default; a value outside 1 ... 7 counts as 1).
    package init(
        date: Date, range: ClosedRange<Date>? = nil, timeZone: TimeZone = .current,
        resultKey: String = "date", today: Date? = Date(), firstWeekday: Int = 1
    ) {
        let arithmetic = AlertDateArithmetic(timeZone: timeZone)
        self.arithmetic = arithmetic
        self.range = range
        self.limits = AlertDateLimits.limits(of: range, in: arithmetic.calendar)
        self.date = arithmetic.clamp(date, to: limits)
        self.resultKey = resultKey
        self.today = today
        self.firstWeekday = (1...7).contains(firstWeekday) ? firstWeekday : 1
    }

    /// The calendar the days are counted in (Gregorian, in the item's time zone).
    private var calendar: Calendar { arithmetic.calendar }

    // MARK: The month shown

    /// The year, month and day of the cursor.
    package var day: (year: Int, month: Int, day: Int) {
        (
            arithmetic.value(of: .year, in: date), arithmetic.value(of: .month, in: date),
            arithmetic.value(of: .day, in: date)
        )
    }

    /// The number of days in the cursor's month.
    package var daysInMonth: Int { calendar.range(of: .day, in: .month, for: date)?.count ?? 30 }

    /// How many cells of the first week come before the 1st (0 ... 6).
    package var leadingBlanks: Int {
        let first = calendar.date(byAdding: .day, value: 1 - day.day, to: date) ?? date
        let weekday = calendar.component(.weekday, from: first)
        return (weekday - firstWeekday + 7) % 7
    }

    /// The number of week rows the month takes (4 ... 6).
    package var weeks: Int { (leadingBlanks + daysInMonth + 6) / 7 }

    /// The row and column of day `day` of the month in the grid.
    package func cell(ofDay day: Int) -> (row: Int, column: Int) {
        let index = leadingBlanks + day - 1
        return (index / 7, index % 7)
    }

    /// The header line: `November 2026`.
    package var headerText: String {
        "\(Self.monthNames[day.month - 1]) \(day.year)"
    }

    /// The weekday initials in grid order: `Su Mo Tu We Th Fr Sa`.
    package var weekdayInitials: [String] {
        (0..<7).map { String(Self.weekdayNames[(firstWeekday - 1 + $0) % 7].prefix(2)) }
    }

    /// The cursor's date in full: `Friday 27 November 2026`.
    package var fullText: String {
        let weekday = calendar.component(.weekday, from: date)
        let (year, month, day) = day
        return
            "\(Self.weekdayNames[weekday - 1]) \(day) \(Self.monthNames[month - 1]) \(year)"
    }

    /// The cursor's day as `YYYY-MM-DD`.
    package var dayText: String {
        let (year, month, day) = day
        let pad = { (value: Int, width: Int) in
            String(repeating: "0", count: max(width - String(value).count, 0)) + String(value)
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Whether day `day` of the cursor's month has a moment inside the range, so the cursor
    /// can reach it.
    package func canReach(day: Int) -> Bool {
        guard let moved = calendar.date(byAdding: .day, value: day - self.day.day, to: date)
        else { return false }
        let start = calendar.startOfDay(for: moved)
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start
        return start <= limits.upperBound && end > limits.lowerBound
    }

    /// The day of the month `today` falls on when it is in the cursor's month, else nil.
    private var todayInMonth: Int? {
        guard let today else { return nil }
        let parts = calendar.dateComponents([.year, .month, .day], from: today)
        let (year, month, _) = day
        return parts.year == year && parts.month == month ? parts.day : nil
    }

    // MARK: Moves

    /// Sets the date, clamped into the range.
    package func setDate(_ newDate: Date) {
        date = arithmetic.clamp(newDate, to: limits)
    }

    /// Moves the cursor by `amount` days (negative: back), stopping at the range's edge.
    /// Returns whether the date changed (false also for a move the calendar cannot make).
    @discardableResult
    package func move(days amount: Int) -> Bool { move(.day, by: amount) }

    /// Moves the cursor by `amount` months, keeping the day when the month has it and else
    /// taking its last day, stopping at the range's edge. Returns whether the date changed.
    @discardableResult
    package func move(months amount: Int) -> Bool { move(.month, by: amount) }

    /// Moves the cursor to the first (or, with `last`, the last) day of its month, stopping
    /// at the range's edge. Returns whether the date changed.
    @discardableResult
    package func moveToMonthEdge(last: Bool) -> Bool {
        move(days: (last ? daysInMonth : 1) - day.day)
    }

    /// Moves `field` by `amount` through the shared date arithmetic, clamped to the
    /// limits; false, changing nothing, when the calendar cannot make the move.
    private func move(_ field: AlertDateField, by amount: Int) -> Bool {
        let old = date
        guard let moved = try? arithmetic.adding(amount, to: field, of: date, clampedTo: limits)
        else { return false }
        date = moved
        return date != old
    }

    // MARK: Value, keys, clicks and text

    /// The date as ISO 8601.
    package var resultValue: String? { arithmetic.iso8601(date) }
    /// The day as `YYYY-MM-DD`.
    package var displayValue: String? { dayText }
    /// Whether the calendar takes the focus when its alert appears (true by default; dialog's
    /// calendar leaves it to the OK button, as dialog does).
    package var takesInitialFocus = true
    /// Whether the header shows arrows, as GTK's calendar does (zenity's): `‹ March ›` at
    /// the grid's left and `‹ 2024 ›` at its right, a click on one moving the cursor a
    /// month or a year back or on (keeping the day when the month has it, else taking its
    /// last day) and focusing the calendar. False by default: the header is centred.
    package var showsArrows = false

    /// The arrows, Page Up and Down, Home and End move the cursor; a move that stops at the
    /// range's edge still counts as handled, so the focus stays on the calendar. Other keys
    /// (Enter among them) are left to the alert.
    package func handleKey(_ key: AlertKeyInput, atStop stop: Int) -> AlertItemResponse {
        switch key {
        case .left: move(days: -1)
        case .right: move(days: 1)
        case .up: move(days: -7)
        case .down: move(days: 7)
        case .pageUp: move(months: -1)
        case .pageDown: move(months: 1)
        case .home: moveToMonthEdge(last: false)
        case .end: moveToMonthEdge(last: true)
        default: return .ignored
        }
        return .handled
    }

    /// The day as `YYYY-MM-DD`.
    package var text: String { dayText }
    /// The lines ``replaceText(with:)`` takes.
    package var textFormat: String? { "YYYY-MM-DD" }

    /// Typing `+` or `-` moves a day; other text is not taken.
    package func insertText(_ text: String) -> Bool {
        switch text {
        case "+", "=": move(days: 1)
        case "-", "−": move(days: -1)
        default: false
        }
    }

    /// Sets the day from `YYYY-MM-DD` (midnight, or the day's first minute), clamped into
    /// the range; false, changing nothing, for any other text or a day the calendar does
    /// not have.
    package func replaceText(with text: String) -> Bool {
        let trimmed = text.trimmingWhitespace()
        guard AlertDateText.dayNumbers(in: Substring(trimmed)) != nil,
            let date = AlertDateText.date(from: trimmed, in: calendar)
        else { return false }
        setDate(date)
        return true
    }

    /// A click on a day the range allows moves the cursor there; with ``showsArrows``, a
    /// click on an arrow moves it a month or a year and focuses the calendar.
    package func handleClick(at point: CGPoint, size: CGSize, context: AlertDrawContext)
        -> AlertItemResponse
    {
        let geometry = Geometry(
            item: self, frame: CGRect(origin: .zero, size: size), context: context)
        if showsArrows {
            for arrow in arrows(geometry, context.measurer) where arrow.hit.contains(point) {
                move(months: arrow.months)
                return .focusStop(0)
            }
        }
        for day in 1...daysInMonth where geometry.cellRect(ofDay: day, in: self).contains(point) {
            guard canReach(day: day) else { return .ignored }
            move(days: day - self.day.day)
            return .handled
        }
        return .ignored
    }

    /// The cursor's date in full, for screen readers: `Friday 27 November 2026`.
    package var textDescription: String? { fullText }

    // MARK: The grid, for screen readers

    /// The month, as the header line shows it: `November 2026`.
    package var gridName: String { headerText }
    /// The month's week rows (4 ... 6).
    package var gridRows: Int { weeks }
    /// The seven days of a week.
    package var gridColumns: Int { 7 }
    /// The cursor's day.
    package var selectedGridCell: (row: Int, column: Int)? { cell(ofDay: day.day) }

    /// The day in the cell in full (`Friday 27 November 2026`), or nil for a cell before
    /// the 1st or after the month's last day. O(1).
    package func gridCellName(row: Int, column: Int) -> String? {
        let dayOfMonth = row * 7 + column - leadingBlanks + 1
        guard (0..<7).contains(column), (1...daysInMonth).contains(dayOfMonth) else {
            return nil
        }
        let (year, month, _) = day
        let weekday = Self.weekdayNames[(firstWeekday - 1 + column) % 7]
        return "\(weekday) \(dayOfMonth) \(Self.monthNames[month - 1]) \(year)"
    }

    /// At least the grid's width.
    package func naturalWidth(in context: AlertItemContext) -> AlertItemWidth {
        let metrics = Metrics(measurer: context.measurer, initials: weekdayInitials)
        let widest = showsArrows ? "‹ September ›  ‹ 9999 ›" : "September 9999"
        let header = context.measurer.width(of: widest, role: .field)
        return AlertItemWidth(unbreakable: max(metrics.gridWidth, header))
    }

    /// Full content width; the header, the weekday row and ``weekRows`` week rows, plus the
    /// field padding above and below.
    package func updateLayout(in context: AlertItemContext) {
        let lines = CGFloat(2 + Self.weekRows)
        let height =
            lines * context.measurer.lineHeight(for: .field) + 2 * context.theme.fieldPadding
        alertLayout = AlertItemLayout(
            itemSize: CGSize(width: context.contentWidth, height: height),
            boundsInsets: context.insets())
    }

    /// Draws the header, the weekday initials and the days, the cursor's day on the focus
    /// fill while the calendar has the focus (else in strong text), today underlined, and
    /// days out of the range dimmed.
    package func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        let palette = context.theme.palette
        let measurer = context.measurer
        let geometry = Geometry(item: self, frame: frame, context: context)
        if showsArrows {
            for arrow in arrows(geometry, measurer) {
                canvas.drawText(
                    arrow.months < 0 ? "‹" : "›", at: arrow.origin, role: .field,
                    color: palette.message)
            }
            let month = Self.monthNames[day.month - 1]
            let edges = geometry.headerEdges(measurer)
            let space = measurer.width(of: "‹ ", role: .field)
            // Not strong, as GTK's: the arrows stand where the plain text's width puts them.
            // The name centred where the widest name would be, so the arrows stay put.
            let widest = Self.widestMonth(measurer)
            let nameX =
                edges.left + space
                + ((widest - measurer.width(of: month, role: .field)) / 2)
                .rounded(.down)
            canvas.drawText(
                month, at: CGPoint(x: nameX, y: geometry.top), role: .field, color: palette.title)
            let year = String(day.year)
            let yearX = edges.right - measurer.width(of: year + " ›", role: .field)
            canvas.drawText(
                year, at: CGPoint(x: yearX, y: geometry.top), role: .field, color: palette.title,
            )
        } else {
            let header = headerText
            let headerWidth = measurer.width(of: header, role: .field)
            let headerX =
                geometry.gridX
                + max(((geometry.metrics.gridWidth - headerWidth) / 2).rounded(.down), 0)
            canvas.drawText(
                header, at: CGPoint(x: headerX, y: geometry.top), role: .field,
                color: palette.title, emphasis: .strong)
        }
        for (column, initials) in weekdayInitials.enumerated() {
            let x =
                geometry.columnX(column) + geometry.metrics.cellWidth
                - measurer.width(of: initials, role: .field)
            canvas.drawText(
                initials, at: CGPoint(x: x, y: geometry.top + geometry.lineHeight), role: .field,
                color: palette.message, emphasis: .dimmed)
        }
        let cursor = day.day
        let today = todayInMonth
        for day in 1...daysInMonth {
            let rect = geometry.cellRect(ofDay: day, in: self)
            let text = String(day)
            let origin = CGPoint(
                x: rect.maxX - measurer.width(of: text, role: .field), y: rect.minY)
            let focused = day == cursor && context.isFocused
            if focused { canvas.fill(rect, role: .focus, color: palette.focus) }
            let emphasis: AlertTextEmphasis =
                day == today ? .underlined : day == cursor && !focused ? .strong : .normal
            let color = canReach(day: day) ? palette.title : palette.disabledButton
            canvas.drawText(text, at: origin, role: .field, color: color, emphasis: emphasis)
        }
    }

    /// The header's four arrows (``showsArrows``): where each is drawn, the rectangle a
    /// click on it hits (the arrow and half a space either side, the line's height), and
    /// how many months it moves: the month's `‹ ›` at the grid's left, the year's at its
    /// right.
    private func arrows(_ geometry: Geometry, _ measurer: any AlertTextMeasuring)
        -> [(origin: CGPoint, hit: CGRect, months: Int)]
    {
        let arrow = measurer.width(of: "‹", role: .field)
        let space = measurer.width(of: " ", role: .field)
        let month = Self.widestMonth(measurer)
        let year = measurer.width(of: String(day.year), role: .field)
        let (left, right) = geometry.headerEdges(measurer)
        let xs: [(CGFloat, Int)] = [
            (left, -1), (left + arrow + space + month + space, 1),
            (right - arrow - space - year - space - arrow, -12), (right - arrow, 12),
        ]
        return xs.map { x, months in
            let origin = CGPoint(x: x, y: geometry.top)
            let hit = CGRect(
                x: x - space / 2, y: geometry.top, width: arrow + space,
                height: geometry.lineHeight)
            return (origin, hit, months)
        }
    }

    /// The width of the widest month name.
    private static func widestMonth(_ measurer: any AlertTextMeasuring) -> CGFloat {
        monthNames.map { measurer.width(of: $0, role: .field) }.max() ?? 0
    }

    /// The widths of a calendar's columns in one measurer.
    private struct Metrics {
        /// The width of a day's number (`00`) or of a weekday's initials, whichever is wider.
        var cellWidth: CGFloat
        /// The gap between columns (a space).
        var gap: CGFloat

        @MainActor
        init(measurer: any AlertTextMeasuring, initials: [String]) {
            let widest = initials.map { measurer.width(of: $0, role: .field) }.max() ?? 0
            cellWidth = max(measurer.width(of: "00", role: .field), widest)
            gap = measurer.width(of: " ", role: .field)
        }

        /// Seven columns and the six gaps between them.
        var gridWidth: CGFloat { 7 * cellWidth + 6 * gap }
    }

    /// Where the grid sits in a frame: centred across, below the field padding.
    private struct Geometry {
        var metrics: Metrics
        var gridX: CGFloat
        var top: CGFloat
        var lineHeight: CGFloat

        @MainActor
        init(item: CalendarItem, frame: CGRect, context: AlertDrawContext) {
            metrics = Metrics(measurer: context.measurer, initials: item.weekdayInitials)
            gridX = frame.minX + max(((frame.width - metrics.gridWidth) / 2).rounded(.down), 0)
            top = frame.minY + context.theme.fieldPadding
            lineHeight = context.measurer.lineHeight(for: .field)
        }

        /// The left and right edges of the header with arrows: the grid's, or where the
        /// widest header (`‹ September ›  ‹ 9999 ›`) is wider, that width centred on the grid.
        @MainActor
        func headerEdges(_ measurer: any AlertTextMeasuring) -> (left: CGFloat, right: CGFloat) {
            let widest = measurer.width(of: "‹ September ›  ‹ 9999 ›", role: .field)
            let width = max(metrics.gridWidth, widest)
            let left = gridX - ((width - metrics.gridWidth) / 2).rounded(.down)
            return (left, left + width)
        }

        /// The left edge of column `column`.
        func columnX(_ column: Int) -> CGFloat {
            gridX + CGFloat(column) * (metrics.cellWidth + metrics.gap)
        }

        /// The rectangle of day `day`'s number.
        @MainActor
        func cellRect(ofDay day: Int, in item: CalendarItem) -> CGRect {
            let (row, column) = item.cell(ofDay: day)
            return CGRect(
                x: columnX(column), y: top + CGFloat(2 + row) * lineHeight,
                width: metrics.cellWidth, height: lineHeight)
        }
    }
}
