import Foundation

/// Date arithmetic for the date picker in a fixed calendar and time zone, so results never
/// depend on the machine's settings.
///
/// Changing the year or month keeps the day when it exists and otherwise takes the last
/// day of the new month (31 January + 1 month = 28 or 29 February); days, hours and
/// minutes carry into the larger fields. Results are clamped to an optional range.
public struct AlertDateArithmetic: Sendable {
    /// The calendar, with its time zone set.
    public let calendar: Calendar

    /// Creates arithmetic for a Gregorian calendar in `timeZone` (UTC by default).
    public init(timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The value of one field of `date`.
    public func value(of field: AlertDateField, in date: Date) -> Int {
        calendar.component(component(field), from: date)
    }

    /// `date` with `field` moved by `amount`, then clamped into `range`.
    ///
    /// - Throws: ``AlertStyleError/invalidDate(_:)`` when the calendar cannot form the date
    ///   (for example a year beyond its limits).
    public func adding(
        _ amount: Int, to field: AlertDateField, of date: Date, clampedTo range: ClosedRange<Date>?
    ) throws(AlertStyleError) -> Date {
        let moved: Date?
        switch field {
        case .year, .month:
            var parts = calendar.dateComponents(
                [.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
            let months =
                (parts.year ?? 0) * 12 + (parts.month ?? 1) - 1
                + (field == .year ? amount * 12 : amount)
            let year = months >= 0 ? months / 12 : (months - 11) / 12
            parts.year = year
            parts.month = months - year * 12 + 1
            parts.day = 1
            if let first = calendar.date(from: parts),
                let days = calendar.range(of: .day, in: .month, for: first)
            {
                parts.day = min(calendar.component(.day, from: date), days.count)
                moved = calendar.date(from: parts)
            } else {
                moved = nil
            }
        case .day, .hour, .minute:
            moved = calendar.date(byAdding: component(field), value: amount, to: date)
        }
        guard let moved else { throw .invalidDate("\(field) \(amount) from \(date)") }
        return clamp(moved, to: range)
    }

    /// `date` clamped into `range` (unchanged when `range` is nil).
    public func clamp(_ date: Date, to range: ClosedRange<Date>?) -> Date {
        guard let range else { return date }
        return min(max(date, range.lowerBound), range.upperBound)
    }

    /// `date` as ISO 8601 in this calendar's time zone, e.g. `2024-02-29T13:05:00Z`.
    public func iso8601(_ date: Date) -> String {
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
