import Foundation

/// A date and time picker with five fields (year, month, day, hour, minute), one focused at
/// a time. Its date goes into the result under ``resultKey`` ("date") as ISO 8601.
@MainActor
public final class DatePickerItem: AlertStyledItem, AlertValueItem {
    /// The chosen date, always inside ``range``.
    public private(set) var date: Date
    /// The dates allowed, or nil for any.
    public let range: ClosedRange<Date>?
    /// The calendar arithmetic (fixed calendar and time zone).
    public let arithmetic: AlertDateArithmetic
    /// The field that arrows change.
    public var focusedField: AlertDateField = .day
    /// The result key; "date" by default.
    public var resultKey: String
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    public var alertLayout = AlertItemLayout(itemSize: .zero)

    /// Creates a picker; `date` is clamped into `range`. Its fields show the date in
    /// `timeZone`, the user's own (`TimeZone.current`) unless told otherwise.
    public init(
        date: Date, range: ClosedRange<Date>? = nil, timeZone: TimeZone = .current,
        resultKey: String = "date"
    ) {
        self.arithmetic = AlertDateArithmetic(timeZone: timeZone)
        self.range = range
        self.date = arithmetic.clamp(date, to: range)
        self.resultKey = resultKey
    }

    /// The date as ISO 8601.
    public var resultValue: String? { arithmetic.iso8601(date) }

    /// Sets the date, clamped into the range.
    public func setDate(_ newDate: Date) {
        date = arithmetic.clamp(newDate, to: range)
    }

    /// Moves `field` (the focused one by default) by `amount` (negative: down), clamped to
    /// the range and to the days the month has. Returns whether the date changed.
    ///
    /// - Throws: ``AlertStyleError/invalidDate(_:)`` when the calendar cannot form the date
    ///   (an amount so large that the year leaves the calendar's limits); the date is then
    ///   unchanged.
    @discardableResult
    public func move(_ field: AlertDateField? = nil, by amount: Int) throws(AlertStyleError)
        -> Bool
    {
        let old = date
        date = try arithmetic.adding(amount, to: field ?? focusedField, of: date, clampedTo: range)
        return date != old
    }

    /// Moves `field` (the focused one by default) up by `amount` (see ``move(_:by:)``), for
    /// keys and buttons where a move the calendar cannot make simply does nothing.
    ///
    /// Returns whether the date changed: false also when ``move(_:by:)`` would throw
    /// ``AlertStyleError/invalidDate(_:)`` (the date then stays as it was). Call
    /// ``move(_:by:)`` to learn about that error.
    @discardableResult
    public func increment(_ field: AlertDateField? = nil, by amount: Int = 1) -> Bool {
        do {
            return try move(field, by: amount)
        } catch {
            return false
        }
    }

    /// Moves `field` (the focused one by default) down by one (see ``increment(_:by:)``).
    @discardableResult
    public func decrement(_ field: AlertDateField? = nil) -> Bool {
        increment(field, by: -1)
    }

    /// Each field's text, zero-padded: `["2024", "02", "29", "13", "05"]`.
    public var fieldTexts: [String] {
        AlertDateField.allCases.map { field in
            let value = arithmetic.value(of: field, in: date)
            let width = field == .year ? 4 : 2
            let digits = String(value)
            return String(repeating: "0", count: max(width - digits.count, 0)) + digits
        }
    }

    /// The date as shown: `2024-02-29 13:05`.
    public var displayText: String {
        let parts = fieldTexts
        return "\(parts[0])-\(parts[1])-\(parts[2]) \(parts[3]):\(parts[4])"
    }

    /// Full content width, one field line plus padding.
    public func updateLayout(in context: AlertItemContext) {
        alertLayout = context.fieldLineLayout()
    }

    /// Draws the fields centred, the focused one highlighted when the picker has focus.
    public func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        let measurer = context.measurer
        let palette = context.theme.palette
        canvas.fill(frame, color: palette.field)
        let separators = ["-", "-", " ", ":", ""]
        let y = frame.minY + context.theme.fieldPadding
        var x =
            frame.minX
            + max((frame.width - measurer.width(of: displayText, role: .field)) / 2, 0)
        for (index, text) in fieldTexts.enumerated() {
            let width = measurer.width(of: text, role: .field)
            if context.isFocused, index == focusedField.rawValue {
                let height = measurer.lineHeight(for: .field)
                canvas.fill(CGRect(x: x, y: y, width: width, height: height), color: palette.focus)
            }
            canvas.drawText(text, at: CGPoint(x: x, y: y), role: .field, color: palette.title)
            x += width
            guard !separators[index].isEmpty else { continue }
            canvas.drawText(
                separators[index], at: CGPoint(x: x, y: y), role: .field, color: palette.message)
            x += measurer.width(of: separators[index], role: .field)
        }
    }
}
