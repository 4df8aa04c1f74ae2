import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor @Test func incrementsTheFocusedFieldAndReportsISO() throws {
    let start = try Date("2024-01-31T09:05:00Z", strategy: .iso8601)
    let picker = DatePickerItem(date: start, timeZone: utcZone)
    picker.focusedField = .month
    #expect(picker.increment())
    #expect(picker.displayText == "2024-02-29 09:05")
    #expect(picker.fieldTexts == ["2024", "02", "29", "09", "05"])
    #expect(picker.resultValue == "2024-02-29T09:05:00Z")
    #expect(picker.decrement(.minute))
    #expect(picker.displayText == "2024-02-29 09:04")
}

@MainActor @Test func clampsTheInitialDateAndStopsAtTheRange() throws {
    let low = try Date("2024-01-01T00:00:00Z", strategy: .iso8601)
    let high = try Date("2024-01-02T00:00:00Z", strategy: .iso8601)
    let picker = DatePickerItem(date: .distantFuture, range: low...high, timeZone: utcZone)
    #expect(picker.date == high)
    #expect(!picker.increment(.day))
    picker.setDate(.distantPast)
    #expect(picker.date == low)
}

@MainActor @Test func drawsEachFieldAndHighlightsTheFocusedOne() {
    let picker = DatePickerItem(date: Date(timeIntervalSince1970: 0), timeZone: utcZone)
    picker.focusedField = .year
    let canvas = AlertCanvasRecorder()
    let theme = AlertTheme.terminal
    picker.draw(
        in: canvas, frame: CGRect(x: 0, y: 0, width: 20, height: 1),
        context: AlertDrawContext(
            theme: theme, measurer: MonospaceTextMeasurer.cells, isFocused: true))
    #expect(canvas.texts.joined(separator: "|") == "−|1970|-|01|-|01| |00|:|00|+")
    #expect(
        canvas.commands.contains(
            .roleFill(
                CGRect(x: 2, y: 0, width: 4, height: 1), role: .focus, color: theme.palette.focus)))
    #expect(
        canvas.commands.contains(.text("−", origin: .zero, role: .field, color: theme.palette.tint))
    )
    #expect(
        canvas.commands.contains(
            .text("+", origin: CGPoint(x: 19, y: 0), role: .field, color: theme.palette.tint)))
}

@MainActor @Test func impossibleMovesThrowFromMoveAndLeaveIncrementFalse() throws {
    let start = Date(timeIntervalSince1970: 0)
    let picker = DatePickerItem(date: start, timeZone: utcZone)
    #expect(!picker.increment(.year, by: Int.max / 2))
    #expect(picker.date == start)
    #expect(throws: AlertStyleError.self) { try picker.move(.year, by: Int.max / 2) }
    #expect(throws: AlertStyleError.self) { try picker.move(.month, by: Int.min) }
    #expect(picker.date == start)
    #expect(try picker.move(.day, by: 2))
    #expect(picker.displayText == "1970-01-03 00:00")
    #expect(try picker.move(by: 0) == false)
}

@MainActor @Test func theDefaultTimeZoneIsTheUsersOwn() {
    let picker = DatePickerItem(date: Date(timeIntervalSince1970: 0))
    #expect(picker.arithmetic.calendar.timeZone == TimeZone.current)
}

/// Time zones from −11 to +14, with half- and quarter-hour offsets and clock changes of an
/// hour and of half an hour.
let zonesAroundTheWorld = [
    "UTC", "Pacific/Pago_Pago", "Pacific/Honolulu", "America/New_York", "Europe/London",
    "Asia/Kolkata", "Asia/Kathmandu", "Australia/Lord_Howe", "Pacific/Chatham",
    "Pacific/Kiritimati",
]

/// A picker in `zoneName` showing `text` (`YYYY-MM-DD` or `YYYY-MM-DD HH:MM`).
@MainActor func picker(at text: String, in zoneName: String) throws -> DatePickerItem {
    let zone = try #require(TimeZone(identifier: zoneName))
    let picker = DatePickerItem(date: Date(timeIntervalSince1970: 0), timeZone: zone)
    #expect(picker.replaceText(with: text), "\(text) in \(zoneName)")
    return picker
}

@MainActor @Test(arguments: zonesAroundTheWorld)
func stopsAtTheYearsItsFieldsShowInsteadOfWrapping(_ zoneName: String) throws {
    let last = try picker(at: "9999-12-31 23:59", in: zoneName)
    for field in AlertDateField.allCases {
        #expect(!last.increment(field), "\(field) up in \(zoneName)")
        #expect(last.displayText == "9999-12-31 23:59", "\(field) up in \(zoneName)")
    }
    let first = try picker(at: "0001-01-01", in: zoneName)
    for field in AlertDateField.allCases {
        #expect(!first.decrement(field), "\(field) down in \(zoneName)")
        #expect(first.displayText == "0001-01-01 00:00", "\(field) down in \(zoneName)")
    }
    let nearTheEnd = try picker(at: "9999-11-30 10:00", in: zoneName)
    #expect(nearTheEnd.increment(.year))
    #expect(nearTheEnd.displayText == "9999-12-31 23:59")
    let nearTheStart = try picker(at: "0001-02-15 10:00", in: zoneName)
    #expect(nearTheStart.increment(.month, by: -5))
    #expect(nearTheStart.displayText == "0001-01-01 00:00")
}

@MainActor @Test func aPickerWithoutARangeTakesOnlyDatesItsFieldsShow() {
    let far = DatePickerItem(date: Date(timeIntervalSince1970: 1e12), timeZone: utcZone)
    #expect(far.displayText == "9999-12-31 23:59")
    far.setDate(Date(timeIntervalSince1970: -1e12))
    #expect(far.displayText == "0001-01-01 00:00")
}

@MainActor
@Test(arguments: [
    "99999-01-01", "2024-1-1", "2024-01-1", "+2024-01-01", "-2024-01-01", "2024-+1-01",
    "0000-01-01", "024-01-01", "2024-01-01T", "2024-01-01 9:30", "2024-01-01 09:30:00",
    "2024-01-01  09:30", "2024-02-30", "2024-13-01", "2024-01-01 24:00", "２０２４-01-01",
    "2024-01-01 x", "",
])
func refusesTextThatIsNotTheShapeItShows(_ text: String) throws {
    let picker = try picker(at: "2020-06-15 12:00", in: "UTC")
    #expect(!picker.replaceText(with: text))
    #expect(picker.displayText == "2020-06-15 12:00")
}

@MainActor @Test func refusesADayOrTimeTheTimeZoneSkips() throws {
    // Samoa skipped 2011-12-30; New York's clocks skip 02:00 ... 02:59 on 2024-03-10.
    let samoa = try picker(at: "2011-12-29", in: "Pacific/Apia")
    #expect(!samoa.replaceText(with: "2011-12-30"))
    #expect(samoa.displayText == "2011-12-29 00:00")
    let newYork = try picker(at: "2024-03-10", in: "America/New_York")
    #expect(!newYork.replaceText(with: "2024-03-10 02:30"))
    #expect(newYork.replaceText(with: "2024-03-10 03:30"))
}

/// Random days in random zones: a typed day is the day shown, one day up and down from it
/// are the next and previous days, and the result is the day in the picker's zone.
@MainActor @Test func theDayTypedIsTheDayShownInEveryTimeZone() throws {
    let seed: UInt64 = 20_240_310
    var generator = SplitMix64(seed: seed)
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = utcZone
    let fixed = ["2024-03-10", "2024-03-31", "2024-10-06", "2024-04-07", "2024-09-29"]
    for index in 0..<300 {
        let zoneName = zonesAroundTheWorld[
            Int(generator.next() % UInt64(zonesAroundTheWorld.count))]
        let text: String
        if index < fixed.count * 2 {
            text = fixed[index % fixed.count]
        } else {
            // Noon UTC on one of the 3,652,059 days from 0001-01-01 to 9999-12-31.
            let days = Double(generator.next() % 3_652_059)
            let instant = Date(
                timeIntervalSinceReferenceDate: -63_113_904_000 + days * 86_400 + 43_200)
            text = String(gregorian.description(ofDay: instant))
        }
        let picker = try picker(at: text, in: zoneName)
        let context = "seed \(seed), \(text) in \(zoneName)"
        #expect(picker.displayText.hasPrefix(text), "\(context)")
        let day = picker.arithmetic.calendar.dateComponents(
            [.year, .month, .day], from: picker.date)
        #expect(Calendar.day(day) == text, "\(context)")
        #expect(picker.resultValue?.hasPrefix(text + "T") == true, "\(context)")
        let noon = try #require(
            gregorian.date(byAdding: .hour, value: 12, to: gregorian.start(ofDay: text)))
        let next = gregorian.description(ofDay: noon.addingTimeInterval(86_400))
        let previous = gregorian.description(ofDay: noon.addingTimeInterval(-86_400))
        if text != "9999-12-31" {
            picker.increment(.day)
            #expect(picker.displayText.hasPrefix(next), "\(context): up")
            picker.decrement(.day)
        }
        if text != "0001-01-01" {
            picker.decrement(.day)
            #expect(picker.displayText.hasPrefix(previous), "\(context): down")
        }
    }
}

extension Calendar {
    /// `YYYY-MM-DD` of the day `date` falls on in this calendar.
    func description(ofDay date: Date) -> String {
        Self.day(dateComponents([.year, .month, .day], from: date))
    }

    /// Midnight at the start of the day `YYYY-MM-DD` in this calendar.
    func start(ofDay text: String) -> Date {
        let parts = text.split(separator: "-").map { Int($0) ?? 0 }
        return date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2])) ?? .now
    }

    /// `YYYY-MM-DD` of a day's year, month and day.
    static func day(_ parts: DateComponents) -> String {
        let pad = { (value: Int?, width: Int) in
            let digits = String(value ?? 0)
            return String(repeating: "0", count: max(width - digits.count, 0)) + digits
        }
        return "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2))"
    }
}

/// A day picker: year, month and day only; Right from the day leaves the picker, and typed
/// text is a day.
@MainActor @Test func aDayPickerHasThreeFieldsAndTakesDaysOnly() throws {
    let start = try Date("2025-03-14T00:00:00Z", strategy: .iso8601)
    let picker = DatePickerItem(
        date: start, range: nil, timeZone: utcZone, resultKey: "date", showsTime: false)
    #expect(picker.fieldTexts == ["2025", "03", "14"])
    #expect(picker.displayText == "2025-03-14")
    #expect(picker.focusStops == 3)
    #expect(picker.textFormat == "YYYY-MM-DD")
    #expect(picker.handleKey(.right, atStop: 2) == .moveFocus(by: 1))
    #expect(!picker.replaceText(with: "2025-03-14 13:05"))
    #expect(picker.replaceText(with: " 2025-03-10 "))
    #expect(picker.displayText == "2025-03-10")
    #expect(picker.textDescription == "Date: 2025-03-10")
    let canvas = AlertCanvasRecorder()
    let context = AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells)
    picker.draw(in: canvas, frame: CGRect(x: 0, y: 0, width: 20, height: 1), context: context)
    #expect(canvas.texts.joined() == "−2025-03-10+")
}
