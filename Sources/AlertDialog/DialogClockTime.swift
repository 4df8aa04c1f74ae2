import AlertCommandKit
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// The times of day dialog's time box deals in, as seconds since midnight, and the way its
/// calendar and time box write their answers.
package enum DialogClockTime {
    /// The local time of day now, in seconds since midnight.
    package static func now() -> Int {
        var seconds = time(nil)
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return 0 }
        return Int(parts.tm_hour) * 3600 + Int(parts.tm_min) * 60 + Int(parts.tm_sec)
    }

    /// The calendar's answer for `day`: `DD/MM/YYYY` as dialog writes it, or `format`
    /// (`--date-format`) through strftime.
    package static func answer(for day: CalendarDay, format: String?) -> String {
        var parts = tm()
        parts.tm_year = Int32(day.year - 1900)
        parts.tm_mon = Int32(day.month - 1)
        parts.tm_mday = Int32(day.day)
        // Fills in the day of the week and of the year, for %a, %A, %j and the like.
        _ = timegm(&parts)
        guard let format else {
            return "\(digits(day.day, 2))/\(digits(day.month, 2))/\(digits(day.year, 4))"
        }
        return formatted(parts, format)
    }

    /// The time box's answer for `seconds` since midnight: `HH:MM:SS` as dialog writes
    /// it, or `format` (`--time-format`) through strftime.
    package static func answer(forTime seconds: Int, format: String?) -> String {
        let (hour, minute, second) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        guard let format else {
            return "\(digits(hour, 2)):\(digits(minute, 2)):\(digits(second, 2))"
        }
        var now = time(nil)
        var parts = tm()
        _ = localtime_r(&now, &parts)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = Int32(second)
        return formatted(parts, format)
    }

    /// The seconds since midnight `text` names as `HH:MM:SS` (two digits each, a real time
    /// of day), or nil.
    package static func seconds(in text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3,
            parts.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), let second = Int(parts[2]),
            hour < 24, minute < 60, second < 60
        else { return nil }
        return hour * 3600 + minute * 60 + second
    }

    /// `value` in decimal with zeros in front up to `width` digits, as printf's `%0*d` writes
    /// it (a minus sign counts toward the width).
    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        return sign + String(repeating: "0", count: max(0, width - sign.count - text.count)) + text
    }

    /// `parts` through strftime with `format`; an empty text when it writes nothing (or
    /// more than 1 KiB).
    private static func formatted(_ parts: tm, _ format: String) -> String {
        var parts = parts
        var buffer = [CChar](repeating: 0, count: 1024)
        let count = strftime(&buffer, buffer.count, format, &parts)
        return String(
            decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
