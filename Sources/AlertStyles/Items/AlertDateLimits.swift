import AlertPresentation
import FoundationEssentials

/// The dates a date picker's fields can show: a four-digit year, 0001-01-01 00:00 to
/// 9999-12-31 23:59 (the picker's last minute), in the picker's time zone.
enum AlertDateLimits {
    /// The dates the fields can show in `calendar` (its time zone included).
    static func shown(in calendar: Calendar) -> ClosedRange<Date> {
        let first = DateComponents(era: 1, year: 1, month: 1, day: 1)
        let last = DateComponents(
            era: 1, year: 9999, month: 12, day: 31, hour: 23, minute: 59)
        let lower = calendar.date(from: first) ?? .distantPast
        let upper = calendar.date(from: last) ?? .distantFuture
        return lower...max(lower, upper)
    }

    /// `range` within the dates the fields can show; `range` itself when the two do not
    /// meet, and the dates the fields can show when `range` is nil.
    static func limits(of range: ClosedRange<Date>?, in calendar: Calendar) -> ClosedRange<Date> {
        let shown = shown(in: calendar)
        guard let range else { return shown }
        guard range.overlaps(shown) else { return range }
        return max(range.lowerBound, shown.lowerBound)...min(range.upperBound, shown.upperBound)
    }
}
