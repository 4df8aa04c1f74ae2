import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor @Test func thePickersOwnControlsChangeTheDateWithoutDismissing() throws {
    let (controller, window, _) = makeController()
    let start = try Date("2024-01-31T08:00:00Z", strategy: .iso8601)
    var chosen: [Date?] = []
    let view = controller.showDatePicker(
        title: "When?", initial: start, timeZone: TimeZone(identifier: "UTC")!
    ) { chosen.append($0) }
    try expectLaidOut(view)
    let picker = try #require(view.items.compactMap { $0 as? DatePickerItem }.first)
    #expect(view.buttons.map(\.title) == ["Cancel", "Done"])
    #expect(view.focus(AlertFocusTarget(item: 1, stop: AlertDateField.month.rawValue)))
    // Typing + changes the focused field, as a click on the + control does.
    #expect(view.handle(.character("+")))
    #expect(controller.currentAlert === view)
    #expect(picker.displayText == "2024-02-29 08:00")
    #expect(window.activateAction(1))
    #expect(chosen == [try Date("2024-02-29T08:00:00Z", strategy: .iso8601)])
}

@MainActor @Test func doneCarriesTheDateAndCancelGivesNil() throws {
    let (controller, _, _) = makeController()
    let low = try Date("2024-01-01T00:00:00Z", strategy: .iso8601)
    let high = try Date("2024-01-10T00:00:00Z", strategy: .iso8601)
    var chosen: [Date?] = []
    let view = controller.showDatePicker(
        title: nil, initial: .distantFuture, range: low...high,
        timeZone: TimeZone(identifier: "UTC")!
    ) {
        chosen.append($0)
    }
    #expect(view.resultValues["date"] == "2024-01-10T00:00:00Z")
    #expect(view.handle(.escape))
    #expect(chosen == [nil])
}

@MainActor @Test func theControlsChangeTheDayByDefault() throws {
    let (controller, _, _) = makeController()
    let start = try Date("2024-01-15T08:00:00Z", strategy: .iso8601)
    let view = controller.showDatePicker(
        title: "When?", initial: start, timeZone: TimeZone(identifier: "UTC")!)
    let picker = try #require(view.items.compactMap { $0 as? DatePickerItem }.first)
    #expect(picker.focusedField == .day)
    #expect(view.focusedTarget == AlertFocusTarget(item: 1, stop: AlertDateField.day.rawValue))
    #expect(view.handle(.character("+")))
    #expect(picker.displayText == "2024-01-16 08:00")
    #expect(view.handle(.up))
    #expect(picker.displayText == "2024-01-17 08:00")
    #expect(view.handle(.character("-")))
    #expect(picker.displayText == "2024-01-16 08:00")
}

@MainActor @Test func clicksOnTheControlsAndFieldsGoThroughTheInteraction() throws {
    let (controller, window, _) = makeController()
    var chosen: [Date?] = []
    let start = try Date("2024-01-15T08:00:00Z", strategy: .iso8601)
    let view = AlertView(
        items: [
            DatePickerItem(date: start, timeZone: TimeZone(identifier: "UTC")!),
            ButtonItem(title: "Done", actionIndex: 1),
        ],
        theme: .terminal, measurer: MonospaceTextMeasurer.cells, metrics: .terminal)
    controller.show(view) { chosen.append($0.reason == .action(index: 1) ? start : nil) }
    let picker = try #require(view.items.first as? DatePickerItem)
    let size = try #require(view.layoutResult).itemFrames[0].size
    // `− 2024-01-15 08:00 +` centred in the field line.
    let left = (size.width - 20) / 2
    let interaction = view.interaction
    #expect(interaction.click(itemAt: 0, at: CGPoint(x: left + 0.5, y: 0.5), size: size))
    #expect(picker.displayText == "2024-01-14 08:00")
    #expect(interaction.click(itemAt: 0, at: CGPoint(x: left + 3.5, y: 0.5), size: size))
    #expect(picker.focusedField == .year)
    #expect(view.focusedTarget == AlertFocusTarget(item: 0, stop: 0))
    #expect(interaction.click(itemAt: 0, at: CGPoint(x: left + 19.5, y: 0.5), size: size))
    #expect(picker.displayText == "2025-01-14 08:00")
    #expect(controller.currentAlert === view)
    #expect(window.activateAction(1))
    #expect(chosen.count == 1)
}

@MainActor @Test func thePickerShowsTheUsersTimeZoneByDefault() throws {
    let (controller, _, _) = makeController()
    let view = controller.showDatePicker(title: nil, initial: Date(timeIntervalSince1970: 0))
    let picker = try #require(view.items.first { $0 is DatePickerItem } as? DatePickerItem)
    #expect(picker.arithmetic.calendar.timeZone == TimeZone.current)
}

/// In every zone, and in the user's own when none is named: the day and time the picker
/// draws are those of the date Done returns, read in that zone; a move past 9999-12-31
/// stops there.
@MainActor @Test(arguments: [nil] + zonesAroundTheWorld)
func theDayDrawnIsTheDayOfTheDateDoneReturns(_ zoneName: String?) throws {
    let zone = try zoneName.map { try #require(TimeZone(identifier: $0)) }
    let (controller, window, _) = makeController()
    var chosen: [Date?] = []
    let start = try Date("2024-03-09T23:30:00Z", strategy: .iso8601)
    let view =
        if let zone {
            controller.showDatePicker(title: nil, initial: start, timeZone: zone) {
                chosen.append($0)
            }
        } else {
            controller.showDatePicker(title: nil, initial: start) { chosen.append($0) }
        }
    let picker = try #require(view.items.first { $0 is DatePickerItem } as? DatePickerItem)
    #expect(view.handle(.up))
    let canvas = AlertCanvasRecorder()
    picker.draw(
        in: canvas, frame: CGRect(x: 0, y: 0, width: 20, height: 1),
        context: AlertDrawContext(
            theme: .terminal, measurer: MonospaceTextMeasurer.cells, isFocused: true))
    let drawn = canvas.texts.dropFirst().dropLast().joined()
    #expect(window.activateAction(1))
    let date = try #require(chosen.first ?? nil)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone ?? .current
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let expected = Calendar.day(parts) + String(format: " %02d:%02d", parts.hour!, parts.minute!)
    #expect(drawn == expected)
}

@MainActor @Test func theCalendarStyleMovesTheDayAndEnterAnswersWithDone() throws {
    let (controller, _, _) = makeController()
    let start = try Date("2024-01-31T08:00:00Z", strategy: .iso8601)
    var chosen: [Date?] = []
    let view = controller.showDatePicker(
        title: "When?", initial: start, timeZone: TimeZone(identifier: "UTC")!,
        style: .calendar
    ) { chosen.append($0) }
    try expectLaidOut(view)
    let calendar = try #require(view.items.compactMap { $0 as? CalendarItem }.first)
    #expect(!view.items.contains { $0 is DatePickerItem })
    #expect(view.focusedTarget == AlertFocusTarget(item: 1, stop: 0))
    #expect(view.handle(.pageDown))
    #expect(view.handle(.right))
    #expect(calendar.displayValue == "2024-03-01")
    #expect(view.handle(.enter))
    #expect(chosen == [try Date("2024-03-01T08:00:00Z", strategy: .iso8601)])
}
