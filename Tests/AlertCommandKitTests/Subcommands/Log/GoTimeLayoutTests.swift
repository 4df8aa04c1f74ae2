import Foundation
import Testing

@testable import AlertCommandKit

struct GoTimeLayoutTests {
    /// 2023-11-14 22:13:20.123 UTC, a Tuesday, day 318.
    static let date = Date(timeIntervalSince1970: 1_700_000_000.123)

    static func format(_ layout: String, offset: Int = 0) throws -> String {
        let zone = try #require(
            offset == 0 ? TimeZone(identifier: "UTC") : TimeZone(secondsFromGMT: offset))
        return GoTimeLayout.format(date, layout: layout, timeZone: zone)
    }

    // gum's log/command.go maps these names to Go's time constants (time/format.go).
    @Test(arguments: [
        ("ansic", "Tue Nov 14 22:13:20 2023"),
        ("unixdate", "Tue Nov 14 22:13:20 UTC 2023"),
        ("rubydate", "Tue Nov 14 22:13:20 +0000 2023"),
        ("rfc822", "14 Nov 23 22:13 UTC"),
        ("rfc822z", "14 Nov 23 22:13 +0000"),
        ("rfc850", "Tuesday, 14-Nov-23 22:13:20 UTC"),
        ("rfc1123", "Tue, 14 Nov 2023 22:13:20 UTC"),
        ("rfc1123z", "Tue, 14 Nov 2023 22:13:20 +0000"),
        ("rfc3339", "2023-11-14T22:13:20Z"),
        ("rfc3339nano", "2023-11-14T22:13:20.123Z"),
        ("kitchen", "10:13PM"),
        ("stamp", "Nov 14 22:13:20"),
        ("stampmilli", "Nov 14 22:13:20.123"),
        ("stampmicro", "Nov 14 22:13:20.123000"),
        ("stampnano", "Nov 14 22:13:20.123000000"),
        ("datetime", "2023-11-14 22:13:20"),
        ("dateonly", "2023-11-14"),
        ("timeonly", "22:13:20"),
        ("layout", "11/14 10:13:20PM '23 +0000"),
        ("Kitchen", "10:13PM"),
    ])
    func namedLayouts(name: String, expected: String) throws {
        #expect(try Self.format(GoTimeLayout.layout(named: name)) == expected)
    }

    // time/format.go nextStdChunk: every element, and `Janet` (lower case after Jan) as text.
    @Test func everyElement() throws {
        #expect(
            try Self.format("2006 06 January Jan 01 1 Monday Mon")
                == "2023 23 November Nov 11 11 Tuesday Tue")
        #expect(
            try Self.format("02 _2 2 002 __2 15 03 3 04 4 05 5 PM pm")
                == "14 14 14 318 318 22 10 10 13 13 20 20 PM pm")
        #expect(try Self.format("Janet Mond") == "Janet Mond")
        #expect(try Self.format("_2006") == "_2023")
    }

    // time/format.go: -0700 and kin; the Z forms write Z at UTC; MST without a name
    // writes the offset.
    @Test func offsets() throws {
        #expect(try Self.format("-0700 -07:00 -07 Z07:00 Z0700") == "+0000 +00:00 +00 Z Z")
        let kolkata = try Self.format("15:04 -0700 -07:00 -07 Z07:00 -07:00:00 MST", offset: 19_800)
        #expect(kolkata == "03:43 +0530 +05:30 +05 +05:30 +05:30:00 +0530")
        #expect(try Self.format("15:04 Z0700", offset: -18_000) == "17:13 -0500")
    }

    // time/format.go appendNano: .000 keeps its digits, .999 drops trailing zeros and
    // disappears for a whole second; a comma works as the separator.
    @Test func fractions() throws {
        #expect(try Self.format("05.0 05,00 05.999999 05.000000") == "20.1 20,12 20.123 20.123000")
        let whole = GoTimeLayout.format(
            Date(timeIntervalSince1970: 1_700_000_000), layout: "05.999|05.000", timeZone: .gmt)
        #expect(whole == "20|20.000")
        // Followed by another digit, it is no fraction element: `.`, `0`, then `01`.
        #expect(try Self.format(".001") == ".011")
    }
}
