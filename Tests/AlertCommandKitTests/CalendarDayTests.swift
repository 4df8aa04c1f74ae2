import Foundation
import Testing

@testable import AlertCommandKit

struct CalendarDayTests {
    @Test(arguments: ["2026-11-23", "2024-02-29", "0001-01-01", "9999-12-31"])
    func readsAndWritesRealDays(_ text: String) throws {
        let day = try #require(CalendarDay(parsing: text))
        #expect(day.description == text)
    }

    @Test(arguments: [
        "2025-02-29", "2026-13-01", "2026-00-10", "2026-1-05", "26-01-05", "2026-01-05T10",
        "2026/01/05", "", "tomorrow", "2026-01-+5", "0000-01-01",
    ])
    func refusesWhatIsNotARealDay(_ text: String) {
        #expect(CalendarDay(parsing: text) == nil)
    }

    @Test func midnightUTCIsTheStartOfTheDayInUTC() throws {
        let day = try #require(CalendarDay(parsing: "2026-11-23"))
        #expect(day.midnightUTC == Date(timeIntervalSince1970: 1_795_392_000))
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(CalendarDay(date: day.midnightUTC, timeZone: utc) == day)
    }

    @Test func theDayOfADateDependsOnTheTimeZone() throws {
        let instant = Date(timeIntervalSince1970: 1_795_392_000 + 3600)  // 01:00 UTC
        let utc = try #require(TimeZone(identifier: "UTC"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        #expect(CalendarDay(date: instant, timeZone: utc).description == "2026-11-23")
        #expect(CalendarDay(date: instant, timeZone: newYork).description == "2026-11-22")
    }
}
