import Foundation

/// A day of the Gregorian calendar, read and written as `YYYY-MM-DD` (what `alert date`
/// takes with `--initial` and prints as its answer).
package struct CalendarDay: Hashable, Sendable, CustomStringConvertible {
    /// The year (1 ... 9999).
    package var year: Int
    /// The month (1 ... 12).
    package var month: Int
    /// The day of the month (1 ... 31, as the month allows).
    package var day: Int

    private static let utc = TimeZone(identifier: "UTC")!

    /// Reads `YYYY-MM-DD` (four-digit year, two-digit month and day); nil when the text has
    /// another shape or names no real day, such as 2025-02-30.
    package init?(parsing text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            year >= 1
        else { return nil }
        let components = DateComponents(year: year, month: month, day: day)
        guard components.isValidDate(in: Self.calendar(in: Self.utc)) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `date` falls on in `timeZone`.
    package init(date: Date, timeZone: TimeZone) {
        let parts = Self.calendar(in: timeZone).dateComponents([.year, .month, .day], from: date)
        year = parts.year ?? 1
        month = parts.month ?? 1
        day = parts.day ?? 1
    }

    /// Today in the local time zone.
    package static func today() -> CalendarDay {
        CalendarDay(date: Date(), timeZone: .current)
    }

    /// Midnight UTC at the start of this day (the time zone `alert date` shows days in).
    package var midnightUTC: Date {
        let components = DateComponents(year: year, month: month, day: day)
        return Self.calendar(in: Self.utc).date(from: components) ?? Date(timeIntervalSince1970: 0)
    }

    /// `YYYY-MM-DD`.
    package var description: String {
        let pad = { (value: Int, width: Int) in
            String(repeating: "0", count: max(width - String(value).count, 0)) + String(value)
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    private static func calendar(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
