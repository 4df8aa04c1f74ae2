import AlertPresentation
import AlertProtocol
import FoundationEssentials

/// Reads the text a date picker takes: `YYYY-MM-DD` or `YYYY-MM-DD HH:MM` (also with `T`
/// between the day and the time), exactly as its fields show it.
package enum AlertDateText {
    /// The date `text` names in `calendar`: midnight when the time is missing (or the day's
    /// first minute when it has no midnight). Nil for any other shape (a sign, a short or
    /// long field, a year before 0001) and for a day or time the calendar does not have
    /// (2025-02-30, a time that a clock change skips).
    static func date(from text: String, in calendar: Calendar) -> Date? {
        let parts = text.trimmingWhitespace()
            .split(omittingEmptySubsequences: false, whereSeparator: { $0 == " " || $0 == "T" })
        guard parts.count == 1 || parts.count == 2, let day = dayNumbers(in: parts[0]) else {
            return nil
        }
        var time = [0, 0]
        if parts.count == 2 {
            guard let typed = numbers(in: parts[1], separator: ":", widths: [2, 2]) else {
                return nil
            }
            time = typed
        }
        let wanted = DateComponents(
            era: 1, year: day[0], month: day[1], day: day[2], hour: time[0], minute: time[1])
        guard let date = calendar.date(from: wanted) else { return nil }
        let found = calendar.dateComponents(
            [.era, .year, .month, .day, .hour, .minute], from: date)
        guard found.era == 1, [found.year, found.month, found.day] == day.map(Optional.some)
        else { return nil }
        guard parts.count == 1 || [found.hour, found.minute] == time.map(Optional.some) else {
            return nil
        }
        return date
    }

    /// Year, month and day of `text` written exactly `YYYY-MM-DD` (four digits from 0001,
    /// two and two; no sign, no space), whether or not the calendar has that day; nil for
    /// any other text.
    package static func dayNumbers(in text: Substring) -> [Int]? {
        guard let day = numbers(in: text, separator: "-", widths: [4, 2, 2]), day[0] >= 1 else {
            return nil
        }
        return day
    }

    /// The numbers of `text` split at `separator`, each exactly as many ASCII digits as
    /// `widths` says; nil for any other text.
    private static func numbers(
        in text: Substring, separator: Character, widths: [Int]
    ) -> [Int]? {
        let fields = text.split(separator: separator, omittingEmptySubsequences: false)
        guard fields.count == widths.count else { return nil }
        var values: [Int] = []
        for (field, width) in zip(fields, widths) {
            guard field.count == width, field.allSatisfy({ ("0"..."9").contains($0) }),
                let value = Int(field)
            else { return nil }
            values.append(value)
        }
        return values
    }
}
