extension GoTimeLayout.Element {
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]
    private static let weekdayNames = [
        "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
    ]

    /// What the element writes for `reading` (Go's `appendFormat`).
    func render(_ reading: GoClockReading) -> String {
        let hour12 = reading.hour % 12 == 0 ? 12 : reading.hour % 12
        switch self {
        case .longYear: return Self.padded(reading.year, 4)
        case .year: return Self.padded(abs(reading.year) % 100, 2)
        case .longMonth: return Self.monthNames[reading.month - 1]
        case .month: return String(Self.monthNames[reading.month - 1].prefix(3))
        case .numericMonth: return String(reading.month)
        case .zeroMonth: return Self.padded(reading.month, 2)
        case .longWeekday: return Self.weekdayNames[reading.weekday]
        case .weekday: return String(Self.weekdayNames[reading.weekday].prefix(3))
        case .day: return String(reading.day)
        case .spacePaddedDay: return (reading.day < 10 ? " " : "") + String(reading.day)
        case .zeroDay: return Self.padded(reading.day, 2)
        case .spacePaddedYearDay:
            let spaces = reading.yearDay < 10 ? "  " : reading.yearDay < 100 ? " " : ""
            return spaces + String(reading.yearDay)
        case .zeroYearDay: return Self.padded(reading.yearDay, 3)
        case .hour: return Self.padded(reading.hour, 2)
        case .hour12: return String(hour12)
        case .zeroHour12: return Self.padded(hour12, 2)
        case .minute: return String(reading.minute)
        case .zeroMinute: return Self.padded(reading.minute, 2)
        case .second: return String(reading.second)
        case .zeroSecond: return Self.padded(reading.second, 2)
        case .upperMeridiem: return reading.hour >= 12 ? "PM" : "AM"
        case .lowerMeridiem: return reading.hour >= 12 ? "pm" : "am"
        case .zoneName:
            return reading.zoneName ?? Self.offset(reading.offset, .minutes, iso: false)
        case .offset(let style, let iso): return Self.offset(reading.offset, style, iso: iso)
        case .fraction(let digits, let trimmed, let separator):
            return Self.fraction(reading.nanosecond, digits, trimmed: trimmed, separator)
        }
    }

    /// Go's `appendInt(b, value, width)`: zero-padded to `width` digits, sign first.
    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude)
        let zeros = String(repeating: "0", count: max(0, width - digits.count))
        return (value < 0 ? "-" : "") + zeros + digits
    }

    private static func offset(
        _ seconds: Int, _ style: GoTimeLayout.OffsetStyle, iso: Bool
    ) -> String {
        if iso && seconds == 0 { return "Z" }
        let minutes = abs(seconds / 60)
        var text = (seconds / 60 < 0 ? "-" : "+") + padded(minutes / 60, 2)
        let colon = style == .colonMinutes || style == .colonSeconds
        if style != .hours {
            text += (colon ? ":" : "") + padded(minutes % 60, 2)
        }
        if style == .seconds || style == .colonSeconds {
            text += (colon ? ":" : "") + padded(abs(seconds) % 60, 2)
        }
        return text
    }

    /// Go's `appendNano`: `digits` digits of the nanoseconds after `separator`; with
    /// `trimmed`, trailing zeros dropped and nothing at all for a whole second.
    private static func fraction(
        _ nanosecond: Int, _ digits: Int, trimmed: Bool, _ separator: Character
    ) -> String {
        if trimmed && (digits == 0 || nanosecond == 0) { return "" }
        var text = String(padded(nanosecond, 9).prefix(min(digits, 9)))
        if trimmed {
            while text.last == "0" { text.removeLast() }
            if text.isEmpty { return "" }
        }
        return String(separator) + text
    }
}
