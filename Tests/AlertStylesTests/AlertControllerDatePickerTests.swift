import Foundation
import Testing

@testable import AlertStyles

@MainActor @Test func controlButtonsChangeTheDateWithoutDismissing() throws {
    let (controller, window, _) = makeController()
    let start = try Date("2024-01-31T08:00:00Z", strategy: .iso8601)
    var chosen: [Date?] = []
    let view = controller.showDatePicker(title: "When?", initial: start, timeZone: utcZone) {
        chosen.append($0)
    }
    try expectLaidOut(view)
    let picker = try #require(view.items.compactMap { $0 as? DatePickerItem }.first)
    let plus = try #require(view.buttons.first { $0.title == "+" })
    #expect(view.focus(.dateField(item: 1, field: .month)))
    #expect(view.activate(plus))
    #expect(controller.currentAlert === view)
    #expect(picker.displayText == "2024-02-29 08:00")
    let frames = try #require(view.layoutResult).itemFrames
    #expect(frames[2].minY == frames[3].minY)
    #expect(window.activateAction(1))
    #expect(chosen == [try Date("2024-02-29T08:00:00Z", strategy: .iso8601)])
}

@MainActor @Test func doneCarriesTheDateAndCancelGivesNil() throws {
    let (controller, _, _) = makeController()
    let low = try Date("2024-01-01T00:00:00Z", strategy: .iso8601)
    let high = try Date("2024-01-10T00:00:00Z", strategy: .iso8601)
    var chosen: [Date?] = []
    let view = controller.showDatePicker(
        title: nil, initial: .distantFuture, range: low...high, timeZone: utcZone
    ) {
        chosen.append($0)
    }
    #expect(view.resultValues["date"] == "2024-01-10T00:00:00Z")
    #expect(view.handle(.escape))
    #expect(chosen == [nil])
}

@MainActor @Test func controlButtonsChangeTheDayByDefault() throws {
    let (controller, _, _) = makeController()
    let start = try Date("2024-01-15T08:00:00Z", strategy: .iso8601)
    let view = controller.showDatePicker(title: "When?", initial: start, timeZone: utcZone)
    let picker = try #require(view.items.compactMap { $0 as? DatePickerItem }.first)
    #expect(picker.focusedField == .day)
    #expect(view.focusedTarget == .dateField(item: 1, field: .day))
    let plus = try #require(view.buttons.first { $0.title == "+" })
    #expect(view.activate(plus))
    #expect(picker.displayText == "2024-01-16 08:00")
    #expect(view.handle(.up))
    #expect(picker.displayText == "2024-01-17 08:00")
}

@MainActor @Test func windowActionsOnControlButtonsChangeTheDateLikeTheRealButtons() throws {
    let (controller, window, _) = makeController()
    var chosen: [Date?] = []
    let start = try Date("2024-01-15T08:00:00Z", strategy: .iso8601)
    let view = controller.showDatePicker(title: nil, initial: start, timeZone: utcZone) {
        chosen.append($0)
    }
    let picker = try #require(view.items.compactMap { $0 as? DatePickerItem }.first)
    let minus = try #require(view.buttons.first { $0.title == "−" })
    #expect(window.activateAction(minus.actionIndex))
    #expect(controller.currentAlert === view)
    #expect(chosen.isEmpty)
    #expect(picker.displayText == "2024-01-14 08:00")
    #expect(window.activateAction(1))
    #expect(chosen == [try Date("2024-01-14T08:00:00Z", strategy: .iso8601)])
}

@MainActor @Test func thePickerShowsTheUsersTimeZoneByDefault() throws {
    let (controller, _, _) = makeController()
    let view = controller.showDatePicker(title: nil, initial: Date(timeIntervalSince1970: 0))
    let picker = try #require(view.items.first { $0 is DatePickerItem } as? DatePickerItem)
    #expect(picker.arithmetic.calendar.timeZone == TimeZone.current)
}
