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
