import Foundation
import Testing

@testable import AlertCommandKit

struct GoClockReadingTests {
    // Go's time package counts the proleptic Gregorian calendar: leap days, years before
    // 1970, weekdays.
    @Test(arguments: [
        (0, 1970, 1, 1, 1, 4),
        (951_782_400, 2000, 2, 29, 60, 2),
        (-86_400, 1969, 12, 31, 365, 3),
        (1_709_164_800, 2024, 2, 29, 60, 4),
        (253_402_214_400, 9999, 12, 31, 365, 5),
    ])
    func readsTheDay(seconds: Int, year: Int, month: Int, day: Int, yearDay: Int, weekday: Int) {
        let reading = GoClockReading(Date(timeIntervalSince1970: Double(seconds)), timeZone: .gmt)
        #expect(reading.year == year)
        #expect(reading.month == month)
        #expect(reading.day == day)
        #expect(reading.yearDay == yearDay)
        #expect(reading.weekday == weekday)
    }

    // The offset moves the wall clock; the fraction is kept to the microsecond.
    @Test func readsTheClockInAZone() throws {
        let zone = try #require(TimeZone(secondsFromGMT: -3600))
        let reading = GoClockReading(Date(timeIntervalSince1970: 1_700_000_000.5), timeZone: zone)
        #expect((reading.hour, reading.minute, reading.second) == (21, 13, 20))
        #expect(reading.nanosecond == 500_000_000)
        #expect(reading.offset == -3600)
        #expect(reading.zoneName == "-01")
    }

    // Go prints `UTC` for time.UTC; FoundationEssentials calls it GMT.
    @Test func namesUTC() {
        #expect(GoClockReading(Date(timeIntervalSince1970: 0), timeZone: .gmt).zoneName == "UTC")
    }
}
