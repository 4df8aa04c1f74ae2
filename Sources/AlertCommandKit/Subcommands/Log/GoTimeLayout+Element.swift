extension GoTimeLayout {
    /// How an offset element writes the zone's offset from UTC.
    enum OffsetStyle: Equatable {
        /// `-07`: hours.
        case hours
        /// `-0700`: hours and minutes.
        case minutes
        /// `-07:00`.
        case colonMinutes
        /// `-070000`: with seconds.
        case seconds
        /// `-07:00:00`.
        case colonSeconds
    }

    /// One element of a Go layout, named after what it writes.
    enum Element: Equatable {
        /// `2006`.
        case longYear
        /// `06`.
        case year
        /// `January`.
        case longMonth
        /// `Jan`.
        case month
        /// `1`.
        case numericMonth
        /// `01`.
        case zeroMonth
        /// `Monday`.
        case longWeekday
        /// `Mon`.
        case weekday
        /// `2`.
        case day
        /// `_2`.
        case spacePaddedDay
        /// `02`.
        case zeroDay
        /// `__2`.
        case spacePaddedYearDay
        /// `002`.
        case zeroYearDay
        /// `15`.
        case hour
        /// `3`.
        case hour12
        /// `03`.
        case zeroHour12
        /// `4`.
        case minute
        /// `04`.
        case zeroMinute
        /// `5`.
        case second
        /// `05`.
        case zeroSecond
        /// `PM`.
        case upperMeridiem
        /// `pm`.
        case lowerMeridiem
        /// `MST`.
        case zoneName
        /// `-0700` and kin; `iso` for the `Z0700` forms, which write `Z` at UTC.
        case offset(OffsetStyle, iso: Bool)
        /// `.000` (`trimmed` false) or `.999`, `digits` long, after `separator`.
        case fraction(digits: Int, trimmed: Bool, separator: Character)

        /// The two-digit elements `01` … `06` by their second byte.
        static let zeroPadded: [UInt8: Element] = [
            UInt8(ascii: "1"): .zeroMonth, UInt8(ascii: "2"): .zeroDay,
            UInt8(ascii: "3"): .zeroHour12, UInt8(ascii: "4"): .zeroMinute,
            UInt8(ascii: "5"): .zeroSecond, UInt8(ascii: "6"): .year,
        ]
    }
}
