import AlertCommandKit
import Testing

@testable import AlertDialog

/// The calendar's and time box's answers, and reading a typed time.
struct DialogClockTimeTests {
    @Test func daysAndTimesAreWrittenAsDialogWritesThem() throws {
        let day = try #require(CalendarDay(year: 987, month: 6, day: 5))
        #expect(DialogClockTime.answer(for: day, format: nil) == "05/06/0987")
        #expect(DialogClockTime.answer(forTime: 3_723, format: nil) == "01:02:03")
        #expect(DialogClockTime.answer(forTime: 86_399, format: nil) == "23:59:59")
        let earlyDay = try #require(CalendarDay(year: 33, month: 1, day: 2))
        #expect(DialogClockTime.answer(for: earlyDay, format: nil) == "02/01/0033")
        let leapDay = try #require(CalendarDay(year: 2024, month: 2, day: 29))
        #expect(
            DialogClockTime.answer(for: leapDay, format: "%j %a %d.%m.%Y") == "060 Thu 29.02.2024")
        #expect(DialogClockTime.answer(forTime: 45_296, format: "%H-%M-%S") == "12-34-56")
    }

    @Test func onlyARealTimeOfDayIsRead() {
        #expect(DialogClockTime.seconds(in: "23:59:59") == 86_399)
        #expect(DialogClockTime.seconds(in: "00:00:00") == 0)
        for text in ["24:00:00", "12:60:00", "1:02:03", "12:34", "12:34:5x", "", "١٢:٣٤:٥٦"] {
            #expect(DialogClockTime.seconds(in: text) == nil, "\(text)")
        }
    }
}
