import AlertPresentation
import FoundationEssentials

/// Date arithmetic for the date picker in a fixed calendar and time zone, so results never
/// depend on the machine's settings.
///
/// Changing the year or month keeps the day when it exists and otherwise takes the last
/// day of the new month (31 January + 1 month = 28 or 29 February); days, hours and
/// minutes carry into the larger fields. Results are clamped to an optional range.
package struct AlertDateArithmetic: Sendable {
    /// The calendar, with its time zone set.
    package let calendar: Calendar

    /// Creates arithmetic for a Gregorian calendar in `timeZone` (UTC by default).
    package init(timeZone: TimeZone = .gmt) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The value of one field of `date`.
    package func value(of field: AlertDateField, in date: Date) -> Int {
        calendar.component(component(field), from: date)
    }

    /// `date` with `field` moved by `amount`, then clamped into `range`.
    ///
    /// - Throws: ``AlertStyleError/invalidDate(_:)`` when the calendar cannot form the date:
    ///   a year beyond 1,000,000 (`yearLimit`) (or beyond the calendar's own limits), including
    ///   amounts so large that counting them in months or seconds would overflow `Int`.
    package func adding(
        _ amount: Int, to field: AlertDateField, of date: Date, clampedTo range: ClosedRange<Date>?
    ) throws(AlertStyleError) -> Date {
        let moved: Date?
        switch field {
        case .year, .month:
            moved = movingMonths(amount, by: field == .year ? 12 : 1, from: date)
        case .day, .hour, .minute:
            moved = moving(amount, field, from: date)
        }
        guard let moved else { throw .invalidDate("\(field) \(amount) from \(date)") }
        return clamp(moved, to: range)
    }

    /// The largest year (and, negated, the smallest) a result may have. Dates far beyond it
    /// lose their minutes to `Date`'s floating-point precision anyway.
    package static let yearLimit = 1_000_000

    /// `date` moved by `amount × unit` months, keeping the day when the month has it and
    /// otherwise taking its last day; nil when the result leaves the year limits.
    private func movingMonths(_ amount: Int, by unit: Int, from date: Date) -> Date? {
        var parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        let start = (parts.year ?? 0) * 12 + (parts.month ?? 1) - 1
        let (delta, deltaOverflow) = amount.multipliedReportingOverflow(by: unit)
        let (months, sumOverflow) = start.addingReportingOverflow(delta)
        guard !deltaOverflow, !sumOverflow else { return nil }
        let (quotient, remainder) = months.quotientAndRemainder(dividingBy: 12)
        let year = remainder < 0 ? quotient - 1 : quotient
        guard year.magnitude <= Self.yearLimit else { return nil }
        parts.year = year
        parts.month = (remainder < 0 ? remainder + 12 : remainder) + 1
        parts.day = 1
        guard let first = calendar.date(from: parts),
            let days = calendar.range(of: .day, in: .month, for: first)
        else { return nil }
        parts.day = min(calendar.component(.day, from: date), days.count)
        return calendar.date(from: parts)
    }

    /// `date` moved by `amount` days, hours or minutes (days keep their wall-clock time
    /// across daylight-saving changes); nil when the result leaves the year limits.
    private func moving(_ amount: Int, _ field: AlertDateField, from date: Date) -> Date? {
        let stepsPerDay: UInt = field == .day ? 1 : field == .hour ? 24 : 1_440
        let (most, overflow) = UInt(Self.yearLimit * 2 * 366).multipliedReportingOverflow(
            by: stepsPerDay)
        guard !overflow, amount.magnitude <= most,
            let moved = calendar.date(byAdding: component(field), value: amount, to: date),
            value(of: .year, in: moved) <= Self.yearLimit
        else { return nil }
        return moved
    }

    /// `date` clamped into `range` (unchanged when `range` is nil).
    package func clamp(_ date: Date, to range: ClosedRange<Date>?) -> Date {
        guard let range else { return date }
        return min(max(date, range.lowerBound), range.upperBound)
    }

    /// `date` as ISO 8601 in this calendar's time zone, e.g. `2024-02-29T13:05:00Z`.
    package func iso8601(_ date: Date) -> String {
        var style = Date.ISO8601FormatStyle(timeZone: calendar.timeZone)
        style = style.year().month().day().time(includingFractionalSeconds: false)
            .timeZone(separator: .omitted)
        return date.formatted(style)
    }

    private func component(_ field: AlertDateField) -> Calendar.Component {
        switch field {
        case .year: .year
        case .month: .month
        case .day: .day
        case .hour: .hour
        case .minute: .minute
        }
    }
}
