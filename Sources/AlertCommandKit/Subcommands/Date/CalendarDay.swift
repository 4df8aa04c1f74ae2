import AlertPresentation
import AlertStyles
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// A day of the Gregorian calendar, read and written as `YYYY-MM-DD` (what `alert date`
/// takes with `--initial` and prints as its answer).
package struct CalendarDay: Hashable, Sendable, CustomStringConvertible {
    /// The year (1 ... 9999).
    package var year: Int
    /// The month (1 ... 12).
    package var month: Int
    /// The day of the month (1 ... 31, as the month allows).
    package var day: Int

    /// UTC (`.gmt`: FoundationEssentials alone knows no zone by name).
    private static let utc = TimeZone.gmt

    /// The time zone `alert date` shows days in and reads its answer back in, on every path
    /// (full screen, plain mode, `--initial`). A day here is a day of the calendar, not an
    /// instant, and UTC has every day whole: no clock changes and no skipped days, so the
    /// day shown is the day printed wherever the user is. (Only ``today()`` asks which day
    /// it is where the user is.)
    package static var timeZone: TimeZone { utc }

    /// The first day `YYYY-MM-DD` can write: 0001-01-01.
    package static let first = CalendarDay(year: 1, month: 1, day: 1)!
    /// The last day `YYYY-MM-DD` can write: 9999-12-31.
    package static let last = CalendarDay(year: 9999, month: 12, day: 31)!

    /// The dates `alert date`'s picker may take: from the midnight that starts ``first`` to
    /// the one that starts ``last``, in ``timeZone``. The picker stops at either end.
    package static var pickerRange: ClosedRange<Date> { first.midnightUTC...last.midnightUTC }

    /// The day `year`-`month`-`day`; nil when it is no real day (2025-02-30) or its year
    /// is outside 1 ... 9999.
    package init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year) else { return nil }
        let components = DateComponents(year: year, month: month, day: day)
        guard components.isValidDate(in: Self.calendar(in: Self.utc)) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `YYYY-MM-DD` (four-digit year, two-digit month and day); nil when the text has
    /// another shape or names no real day, such as 2025-02-30.
    package init?(parsing text: String) {
        guard let numbers = AlertDateText.dayNumbers(in: text[...]) else { return nil }
        self.init(year: numbers[0], month: numbers[1], day: numbers[2])
    }

    /// The day `date` falls on in `timeZone`.
    package init(date: Date, timeZone: TimeZone) {
        let parts = Self.calendar(in: timeZone).dateComponents([.year, .month, .day], from: date)
        year = parts.year ?? 1
        month = parts.month ?? 1
        day = parts.day ?? 1
    }

    /// Today in the local time zone, as the C library tells it (`TZ`, else
    /// `/etc/localtime`): FoundationEssentials alone takes every place to be in UTC.
    package static func today() -> CalendarDay {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil,
            let day = CalendarDay(
                year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1,
                day: Int(parts.tm_mday))
        else { return CalendarDay(date: Date(), timeZone: utc) }
        return day
    }

    /// Midnight UTC at the start of this day (UTC is ``timeZone``, the time zone `alert date`
    /// shows days in).
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
