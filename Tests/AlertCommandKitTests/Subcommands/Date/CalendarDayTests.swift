import AlertTestSupport
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

    @Test func thePickerRangeRunsFromTheFirstToTheLastDayItWrites() throws {
        let zone = CalendarDay.timeZone
        #expect(zone.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 0)
        #expect(CalendarDay(date: CalendarDay.pickerRange.lowerBound, timeZone: zone) == .first)
        #expect(CalendarDay(date: CalendarDay.pickerRange.upperBound, timeZone: zone) == .last)
        #expect(CalendarDay.first.description == "0001-01-01")
        #expect(CalendarDay.last.description == "9999-12-31")
        #expect(CalendarDay(parsing: CalendarDay.first.description) == .first)
        #expect(CalendarDay(parsing: CalendarDay.last.description) == .last)
    }

    @Test(arguments: ["99999-01-01", "2024-1-1", "+2024-01-01", "-2024-01-01", "2024-01-01 "])
    func refusesSignsAndFieldsOfAnotherWidth(_ text: String) {
        #expect(CalendarDay(parsing: text) == nil)
    }

    /// Random days (seed printed on failure): what `description` writes, `init(parsing:)`
    /// reads back, and the day of its midnight in ``CalendarDay/timeZone`` is itself.
    @Test func everyDayRoundTrips() throws {
        let seed: UInt64 = 9_999
        var generator = SplitMix64(seed: seed)
        for _ in 0..<2_000 {
            let offset = Double(generator.next() % 3_652_059)
            let instant = Date(
                timeIntervalSinceReferenceDate: -63_113_904_000 + offset * 86_400 + 43_200)
            let day = CalendarDay(date: instant, timeZone: CalendarDay.timeZone)
            #expect(CalendarDay(parsing: day.description) == day, "seed \(seed): \(day)")
            #expect(
                CalendarDay(date: day.midnightUTC, timeZone: CalendarDay.timeZone) == day,
                "seed \(seed): \(day)")
        }
    }

    @Test func theDayOfADateDependsOnTheTimeZone() throws {
        let instant = Date(timeIntervalSince1970: 1_795_392_000 + 3600)  // 01:00 UTC
        let utc = try #require(TimeZone(identifier: "UTC"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        #expect(CalendarDay(date: instant, timeZone: utc).description == "2026-11-23")
        #expect(CalendarDay(date: instant, timeZone: newYork).description == "2026-11-22")
    }

    @Test func todayIsTheDayFoundationTakesForTodayInTheLocalTimeZone() {
        let before = CalendarDay(date: Date(), timeZone: .current)
        let today = CalendarDay.today()
        let after = CalendarDay(date: Date(), timeZone: .current)
        #expect(today == before || today == after, "around midnight either")
    }
}
