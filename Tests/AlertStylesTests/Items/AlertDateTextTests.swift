import Foundation
import Testing

@testable import AlertStyles

@Suite struct AlertDateTextTests {
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    private func components(_ date: Date?) -> [Int]? {
        date.map {
            let found = Self.calendar.dateComponents(
                [.year, .month, .day, .hour, .minute], from: $0)
            return [found.year, found.month, found.day, found.hour, found.minute].map { $0 ?? -1 }
        }
    }

    @Test func aDayOrADayAndATimeIsRead() {
        #expect(
            components(AlertDateText.date(from: "2026-11-24", in: Self.calendar)) == [
                2026, 11, 24, 0, 0,
            ])
        #expect(
            components(AlertDateText.date(from: " 2026-11-24 22:35 ", in: Self.calendar))
                == [2026, 11, 24, 22, 35])
        #expect(
            components(AlertDateText.date(from: "2026-11-24T07:05", in: Self.calendar))
                == [2026, 11, 24, 7, 5])
    }

    @Test(arguments: [
        "2026-02-30", "2026-13-01", "2026-11-24 24:00", "2026-11-24 12:60", "26-11-24",
        "2026-1-24", "2026-11-24 7:05", "2026/11/24", "0000-01-01", "2026-11-24 12:00 x", "",
        "２０２６-11-24",
    ])
    func anythingElseIsNoDate(_ text: String) {
        #expect(AlertDateText.date(from: text, in: Self.calendar) == nil)
    }

    @Test func dayNumbersNeedFourTwoAndTwoDigitsFromYearOne() {
        #expect(AlertDateText.dayNumbers(in: "0001-01-01") == [1, 1, 1])
        #expect(AlertDateText.dayNumbers(in: "2026-11-24") == [2026, 11, 24])
        #expect(AlertDateText.dayNumbers(in: "0000-01-01") == nil)
        #expect(AlertDateText.dayNumbers(in: "2026-11") == nil)
    }
}
