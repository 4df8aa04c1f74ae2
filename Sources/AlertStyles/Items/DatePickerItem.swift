import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// A date and time picker with five fields (year, month, day, hour, minute), one focused at
/// a time, between its own − and + controls: `− 2026-11-22 13:05 +`. Its date goes into the
/// result under ``resultKey`` ("date") as ISO 8601.
///
/// Each field is a focus stop. Up and down (or typing `+` and `-`, or clicking + and −)
/// change the focused field; left and right move between fields; a click on a field
/// focuses it. In plain line mode a typed `YYYY-MM-DD` or `YYYY-MM-DD HH:MM` sets the date.
@MainActor
package final class DatePickerItem: AlertStyledItem, AlertValueItem, AlertKeyHandlingItem,
    AlertStopFocusingItem,
    AlertTextInputItem, AlertClickableItem
{
    /// The chosen date, always inside ``range`` and inside the years the year field shows
    /// (0001 ... 9999 in the picker's time zone).
    package private(set) var date: Date
    /// The dates allowed, or nil for any the fields can show. Either way the picker keeps to
    /// 0001-01-01 00:00 ... 9999-12-31 23:59 in its time zone: a move past an edge stops
    /// at the edge (it never wraps round).
    package let range: ClosedRange<Date>?
    /// The calendar arithmetic (fixed calendar and time zone).
    package let arithmetic: AlertDateArithmetic
    /// The field that arrows change.
    package var focusedField: AlertDateField = .day
    /// The result key; "date" by default.
    package var resultKey: String
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    package var alertLayout = AlertItemLayout(itemSize: .zero)
    /// ``range`` within the years the fields can show: what every change is clamped to.
    private let limits: ClosedRange<Date>
    /// Whether the picker shows the hour and the minute after the day (`2026-11-22 13:05`);
    /// a day picker (`2026-11-22`) has three fields only, so no key moves it off the day
    /// by the minute.
    package let showsTime: Bool
    /// The fields shown, in order: year, month and day, then hour and minute when
    /// ``showsTime``.
    package var fields: [AlertDateField] {
        showsTime ? AlertDateField.allCases : [.year, .month, .day]
    }

    /// Creates a picker; `date` is clamped into `range` (and into the years 0001 ... 9999
    /// the year field shows). Its fields show the date in `timeZone`, the user's own
    /// (`TimeZone.current`) unless told otherwise.
    package convenience init(
        date: Date, range: ClosedRange<Date>? = nil, timeZone: TimeZone = .current,
        resultKey: String = "date"
    ) {
        self.init(
            date: date, range: range, timeZone: timeZone, resultKey: resultKey, showsTime: true)
    }

    /// Creates a picker as ``init(date:range:timeZone:resultKey:)`` does; without
    /// `showsTime`, a day picker: year, month and day only, and typed text is a day
    /// (`YYYY-MM-DD`) only.
    package init(
        date: Date, range: ClosedRange<Date>?, timeZone: TimeZone, resultKey: String,
        showsTime: Bool
    ) {
        self.showsTime = showsTime
        let arithmetic = AlertDateArithmetic(timeZone: timeZone)
        self.arithmetic = arithmetic
        self.range = range
        self.limits = AlertDateLimits.limits(of: range, in: arithmetic.calendar)
        self.date = arithmetic.clamp(date, to: limits)
        self.resultKey = resultKey
    }

    /// The date as ISO 8601.
    package var resultValue: String? { arithmetic.iso8601(date) }
    /// The date as the picker shows it (`displayText`).
    package var displayValue: String? { displayText }

    /// Sets the date, clamped into the range.
    package func setDate(_ newDate: Date) {
        date = arithmetic.clamp(newDate, to: limits)
    }

    /// Moves `field` (the focused one by default) by `amount` (negative: down), clamped to
    /// the range and to the days the month has: a move past the range's edge (or past
    /// 0001-01-01 00:00 or 9999-12-31 23:59) stops at the edge. Returns whether the date
    /// changed.
    ///
    /// - Throws: ``AlertStyleError/invalidDate(_:)`` when the calendar cannot form the date
    ///   (an amount so large that the year leaves the calendar's limits); the date is then
    ///   unchanged.
    @discardableResult
    package func move(_ field: AlertDateField? = nil, by amount: Int) throws(AlertStyleError)
        -> Bool
    {
        let old = date
        date = try arithmetic.adding(amount, to: field ?? focusedField, of: date, clampedTo: limits)
        return date != old
    }

    /// Moves `field` (the focused one by default) up by `amount` (see `move(_:by:)`), for
    /// keys and buttons where a move the calendar cannot make simply does nothing.
    ///
    /// Returns whether the date changed: false also when `move(_:by:)` would throw
    /// ``AlertStyleError/invalidDate(_:)`` (the date then stays as it was). Call
    /// `move(_:by:)` to learn about that error.
    @discardableResult
    package func increment(_ field: AlertDateField? = nil, by amount: Int = 1) -> Bool {
        do {
            return try move(field, by: amount)
        } catch {
            return false
        }
    }

    /// Moves `field` (the focused one by default) down by one (see `increment(_:by:)`).
    @discardableResult
    package func decrement(_ field: AlertDateField? = nil) -> Bool {
        increment(field, by: -1)
    }

    /// Each field's text, zero-padded: `["2024", "02", "29", "13", "05"]` (the first three
    /// only in a day picker).
    package var fieldTexts: [String] {
        fields.map { field in
            let value = arithmetic.value(of: field, in: date)
            let width = field == .year ? 4 : 2
            let digits = String(value)
            return String(repeating: "0", count: max(width - digits.count, 0)) + digits
        }
    }

    /// The date as shown: `2024-02-29 13:05` (`2024-02-29` in a day picker).
    package var displayText: String {
        zip(fieldTexts, separators).map { $0 + $1 }.joined()
    }

    /// What follows each field's text: `-`, `-`, then a space and `:` before the time, if
    /// shown.
    private var separators: [String] {
        showsTime ? ["-", "-", " ", ":", ""] : ["-", "-", ""]
    }

    // MARK: Focus, keys, clicks and text

    /// One stop per field.
    package var focusStops: Int { fields.count }
    /// A date picker takes the focus when its alert appears.
    package var takesInitialFocus: Bool { true }
    /// The focused field.
    package var preferredFocusStop: Int { focusedField.rawValue }

    /// Keeps `focusedField` in step with the alert's focus.
    package func focusDidChange(to stop: Int?) {
        if let stop, let field = AlertDateField(rawValue: stop) { focusedField = field }
    }

    /// Up and down change the field; left and right move the focus between fields.
    package func handleKey(_ key: AlertKeyInput, atStop stop: Int) -> AlertItemResponse {
        let field = AlertDateField(rawValue: stop) ?? focusedField
        switch key {
        case .up: return increment(field) ? .handled : .ignored
        case .down: return decrement(field) ? .handled : .ignored
        case .left: return .moveFocus(by: -1)
        case .right: return .moveFocus(by: 1)
        default: return .ignored
        }
    }

    /// The date as shown (`2026-11-22 13:05`).
    package var text: String { displayText }

    /// The lines ``replaceText(with:)`` takes.
    package var textFormat: String? { showsTime ? "YYYY-MM-DD or YYYY-MM-DD HH:MM" : "YYYY-MM-DD" }

    /// Typing `+` or `-` changes the focused field; other text is not taken.
    package func insertText(_ text: String) -> Bool {
        switch text {
        case "+", "=": increment()
        case "-", "−": decrement()
        default: false
        }
    }

    /// Sets the date from `YYYY-MM-DD` or `YYYY-MM-DD HH:MM` (midnight, or the day's first
    /// minute when it has no midnight, when the time is missing) in the picker's calendar,
    /// clamped into the range. Exactly the digits shown are read: a four-digit year from
    /// 0001, two-digit month, day, hour and minute, no signs. Returns false, changing
    /// nothing, for any other text or a day or time the picker's time zone does not have.
    /// A day picker takes a day only.
    package func replaceText(with text: String) -> Bool {
        let trimmed = text.trimmingWhitespace()
        guard showsTime || AlertDateText.dayNumbers(in: Substring(trimmed)) != nil,
            let date = AlertDateText.date(from: text, in: arithmetic.calendar)
        else {
            return false
        }
        setDate(date)
        return true
    }

    /// A click on − or + changes the focused field; a click on a field focuses it.
    package func handleClick(at point: CGPoint, size: CGSize, context: AlertDrawContext)
        -> AlertItemResponse
    {
        let geometry = Geometry(
            item: self, frame: CGRect(origin: .zero, size: size), context: context)
        if geometry.minus.insetBy(dx: -geometry.slack, dy: 0).contains(point) {
            return decrement() ? .handled : .focusStop(focusedField.rawValue)
        }
        if geometry.plus.insetBy(dx: -geometry.slack, dy: 0).contains(point) {
            return increment() ? .handled : .focusStop(focusedField.rawValue)
        }
        let field = geometry.fields.firstIndex { $0.minX <= point.x && point.x < $0.maxX }
        return .focusStop(field ?? focusedField.rawValue)
    }

    /// `Date: 2026-11-22 13:05`.
    package var textDescription: String? { "Date: \(displayText)" }

    /// Full content width, one field line plus padding.
    package func updateLayout(in context: AlertItemContext) {
        alertLayout = context.fieldLineLayout()
    }

    /// Draws the controls and fields centred on the field line (`− 2026-11-22 13:05 +`), the
    /// focused field highlighted when the picker has the focus.
    package func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        let palette = context.theme.palette
        canvas.fill(frame, role: .field, color: palette.field)
        let geometry = Geometry(item: self, frame: frame, context: context)
        let y = geometry.y
        canvas.drawText("−", at: geometry.minus.origin, role: .field, color: palette.tint)
        let separators = separators
        for (index, text) in fieldTexts.enumerated() {
            let rect = geometry.fields[index]
            if context.isFocused, index == (context.focusedStop ?? focusedField.rawValue) {
                canvas.fill(rect, role: .focus, color: palette.focus)
            }
            canvas.drawText(text, at: rect.origin, role: .field, color: palette.title)
            guard !separators[index].isEmpty else { continue }
            canvas.drawText(
                separators[index], at: CGPoint(x: rect.maxX, y: y), role: .field,
                color: palette.message)
        }
        canvas.drawText("+", at: geometry.plus.origin, role: .field, color: palette.tint)
    }

    /// Where the controls and fields sit in a frame: one space between the − control, the
    /// date and the + control, the whole group centred.
    private struct Geometry {
        var y: CGFloat
        var minus: CGRect
        var plus: CGRect
        var fields: [CGRect]
        /// How far outside its glyph a click on − or + still counts (one space).
        var slack: CGFloat

        @MainActor
        init(item: DatePickerItem, frame: CGRect, context: AlertDrawContext) {
            let measurer = context.measurer
            let height = measurer.lineHeight(for: .field)
            let space = measurer.width(of: " ", role: .field)
            let minusWidth = measurer.width(of: "−", role: .field)
            let plusWidth = measurer.width(of: "+", role: .field)
            let dateWidth = measurer.width(of: item.displayText, role: .field)
            let total = minusWidth + space + dateWidth + space + plusWidth
            y = frame.minY + context.theme.fieldPadding
            slack = space
            var x = frame.minX + max((frame.width - total) / 2, 0)
            minus = CGRect(x: x, y: y, width: minusWidth, height: height)
            x += minusWidth + space
            let separators = item.separators
            fields = []
            for (index, text) in item.fieldTexts.enumerated() {
                let width = measurer.width(of: text, role: .field)
                fields.append(CGRect(x: x, y: y, width: width, height: height))
                x += width + measurer.width(of: separators[index], role: .field)
            }
            x += space
            plus = CGRect(x: x, y: y, width: plusWidth, height: height)
        }
    }
}
