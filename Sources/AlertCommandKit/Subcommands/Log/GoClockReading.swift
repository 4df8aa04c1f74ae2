import FoundationEssentials

/// A date as a wall clock in one time zone shows it, broken into the parts a Go layout
/// writes (proleptic Gregorian calendar, as Go's `time` package counts).
struct GoClockReading: Equatable {
    /// The year (negative before year 1, as Go counts).
    var year: Int
    /// The month, 1 … 12.
    var month: Int
    /// The day of the month, 1 … 31.
    var day: Int
    /// The day of the year, 1 … 366.
    var yearDay: Int
    /// The weekday, 0 (Sunday) … 6.
    var weekday: Int
    /// The hour, 0 … 23.
    var hour: Int
    /// The minute, 0 … 59.
    var minute: Int
    /// The second, 0 … 59.
    var second: Int
    /// The nanoseconds into the second, to the microsecond.
    var nanosecond: Int
    /// The zone's offset from UTC in seconds at this date.
    var offset: Int
    /// The zone's name at this date, nil when it has none (see ``GoTimeLayout``).
    var zoneName: String?

    private static let secondsFrom1970To2001 = 978_307_200

    /// `date` read in `timeZone`.
    init(_ date: Date, timeZone: TimeZone) {
        // Split the reference-date interval first: its fraction is exact there.
        let interval = date.timeIntervalSinceReferenceDate
        var whole = Int(interval.rounded(.down))
        var micros = Int(((interval - interval.rounded(.down)) * 1_000_000).rounded())
        if micros == 1_000_000 {
            whole += 1
            micros = 0
        }
        offset = timeZone.secondsFromGMT(for: date)
        zoneName = Self.zoneName(
            timeZone, date: date, offset: offset, seconds: whole + Self.secondsFrom1970To2001)
        nanosecond = micros * 1000
        let local = whole + Self.secondsFrom1970To2001 + offset
        let days = Int((Double(local) / 86_400).rounded(.down))
        let secondsOfDay = local - days * 86_400
        hour = secondsOfDay / 3600
        minute = secondsOfDay / 60 % 60
        second = secondsOfDay % 60
        weekday = ((days + 4) % 7 + 7) % 7
        (year, month, day) = Self.civil(fromDays: days)
        yearDay = days - Self.days(fromCivil: year, 1, 1) + 1
    }

    /// The day `days` after 1970-01-01 as year, month, day (Gregorian, proleptic).
    static func civil(fromDays days: Int) -> (Int, Int, Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra =
            (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The days from 1970-01-01 to `year`-`month`-`day`.
    static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The name Go would print for `MST`: the tz database's abbreviation where the zone has a
    /// file (``GoZoneAbbreviation``), else as ``GoTimeLayout`` says.
    private static func zoneName(_ zone: TimeZone, date: Date, offset: Int, seconds: Int) -> String?
    {
        let utcNames: Set<String> = [
            "GMT", "UTC", "Etc/UTC", "Etc/GMT", "Etc/Universal", "Etc/Zulu", "Universal", "Zulu",
            "UCT", "Etc/UCT",
        ]
        if offset == 0 && utcNames.contains(zone.identifier) { return "UTC" }
        if let name = GoZoneAbbreviation.abbreviation(
            identifier: zone.identifier, at: seconds,
            daylightSaving: zone.isDaylightSavingTime(for: date))
        {
            return name
        }
        if let name = zone.abbreviation(for: date), !name.isEmpty,
            name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic })
        {
            return name
        }
        // An offset only: the tz database writes +03 or +0530.
        let minutes = abs(offset) / 60
        let sign = offset < 0 ? "-" : "+"
        let hours = GoTimeLayout.Element.padded(minutes / 60, 2)
        return sign + hours
            + (minutes % 60 == 0 ? "" : GoTimeLayout.Element.padded(minutes % 60, 2))
    }
}
