import FoundationEssentials

/// Go's `time.Time.Format`: a layout written as the reference time, Mon Jan 2 15:04:05 MST
/// 2006, and every element of it replaced by the same part of the date (time/format.go).
///
/// Elements: `2006` `06` (year); `January` `Jan` `01` `1` (month); `Monday` `Mon` (weekday);
/// `02` `_2` `2` (day); `002` `__2` (day of the year); `15` `03` `3` (hour); `04` `4`
/// (minute); `05` `5` (second); `PM` `pm`; `MST` (zone name); `-0700` `-07:00` `-07`
/// `-070000` `-07:00:00` and their `Z` forms, which write `Z` for UTC; `.000` `,000` (that
/// many fraction digits) and `.999` `,999` (trailing zeros dropped). As in Go, `Jan` and
/// `Mon` followed by a lower-case letter are text (`Janet`), and anything else is copied.
///
/// Limits: the fraction of a second is the date's to the microsecond (a `Date` holds no
/// more), so nanosecond digits end in `000`. The zone name is `UTC` for the zones
/// FoundationEssentials calls GMT or UTC (what Go prints for `time.UTC` and a UTC local
/// zone); otherwise the tz database's abbreviation read from its zone file as Go reads it
/// (`CET`, `EST`, `+04`), and without a file the zone's abbreviation if it is all letters,
/// else `+03`, `+0530` (the tz database's form for a bare offset).
package enum GoTimeLayout {
    /// The layouts `gum log --time` knows by name (log/command.go), keys lower case.
    package static let named: [String: String] = [
        "layout": "01/02 03:04:05PM '06 -0700",
        "ansic": "Mon Jan _2 15:04:05 2006",
        "unixdate": "Mon Jan _2 15:04:05 MST 2006",
        "rubydate": "Mon Jan 02 15:04:05 -0700 2006",
        "rfc822": "02 Jan 06 15:04 MST",
        "rfc822z": "02 Jan 06 15:04 -0700",
        "rfc850": "Monday, 02-Jan-06 15:04:05 MST",
        "rfc1123": "Mon, 02 Jan 2006 15:04:05 MST",
        "rfc1123z": "Mon, 02 Jan 2006 15:04:05 -0700",
        "rfc3339": "2006-01-02T15:04:05Z07:00",
        "rfc3339nano": "2006-01-02T15:04:05.999999999Z07:00",
        "kitchen": "3:04PM",
        "stamp": "Jan _2 15:04:05",
        "stampmilli": "Jan _2 15:04:05.000",
        "stampmicro": "Jan _2 15:04:05.000000",
        "stampnano": "Jan _2 15:04:05.000000000",
        "datetime": "2006-01-02 15:04:05",
        "dateonly": "2006-01-02",
        "timeonly": "15:04:05",
    ]

    /// The layout `gum log --time text` uses: the named one (any case), or `text` itself.
    package static func layout(named text: String) -> String {
        named[text.lowercased()] ?? text
    }

    /// `date` in `timeZone` written with the Go `layout`.
    package static func format(_ date: Date, layout: String, timeZone: TimeZone) -> String {
        let reading = GoClockReading(date, timeZone: timeZone)
        var result = ""
        for piece in pieces(of: layout) {
            switch piece {
            case .text(let text): result += text
            case .element(let element): result += element.render(reading)
            }
        }
        return result
    }
}
