import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor private func inputAlert() throws -> (AlertView, TextFieldItem, RecordingEventHandler) {
    let field = try TextFieldItem()
    let view = makeView(
        .alert,
        [
            TitleItem("Name?"), field,
            ButtonItem(title: "Cancel", role: .cancel, actionIndex: 0),
            ButtonItem(title: "OK", actionIndex: 1),
        ])
    let handler = RecordingEventHandler()
    view.eventHandler = handler
    return (view, field, handler)
}

@MainActor @Test func typingEditsTheFocusedFieldGraphemeByGrapheme() throws {
    let (view, field, _) = try inputAlert()
    #expect(view.focusedTarget == AlertFocusTarget(item: 1))
    for key: AlertKeyInput in [.character("日"), .text("本👍🏽x"), .left, .backspace, .home, .delete] {
        #expect(view.handle(key), "\(key)")
    }
    #expect(field.text == "本x")
    #expect(field.cursor == 0)
    #expect(!view.handle(.backspace))
    #expect(view.handle(.end))
    #expect(field.cursor == 2)
}

@MainActor @Test func enterInAFieldActivatesTheDefaultButton() throws {
    let (view, _, handler) = try inputAlert()
    #expect(view.handle(.enter))
    #expect(handler.events == [.action(index: 1)])
}

@MainActor @Test func escActivatesCancel() throws {
    let (view, _, handler) = try inputAlert()
    #expect(view.handle(.escape))
    #expect(handler.events == [.action(index: 0)])
}

@MainActor @Test func escWithoutCancelDependsOnBackgroundDismissal() {
    let handler = RecordingEventHandler()
    let alert = makeView(.alert, [ButtonItem(title: "OK", actionIndex: 0)])
    alert.eventHandler = handler
    #expect(!alert.handle(.escape))
    #expect(handler.events.isEmpty)
    let sheet = makeView(.actionSheet, [ButtonItem(title: "OK", actionIndex: 0)])
    sheet.eventHandler = handler
    #expect(sheet.handle(.escape))
    #expect(handler.events == [.dismiss(.backgroundTap)])
}

@MainActor @Test func tabCyclesAndArrowsMoveBetweenButtons() throws {
    let (view, _, handler) = try inputAlert()
    #expect(view.handle(.tab))
    #expect(view.focusedTarget == AlertFocusTarget(item: 2))
    #expect(view.handle(.right))
    #expect(view.focusedTarget == AlertFocusTarget(item: 3))
    #expect(!view.handle(.right))
    #expect(view.handle(.tab))
    #expect(view.focusedTarget == AlertFocusTarget(item: 1))
    #expect(view.handle(.backTab))
    #expect(view.handle(.left))
    #expect(view.focusedTarget == AlertFocusTarget(item: 2))
    #expect(view.handle(.enter))
    #expect(handler.events == [.action(index: 0)])
}

@MainActor @Test func disabledButtonsAreSkippedAndCannotBeActivated() {
    let disabled = ButtonItem(title: "No", actionIndex: 0, isEnabled: false)
    let view = makeView(.alert, [disabled, ButtonItem(title: "Yes", actionIndex: 1)])
    let handler = RecordingEventHandler()
    view.eventHandler = handler
    #expect(view.focusTargets == [AlertFocusTarget(item: 1)])
    #expect(!view.activate(disabled))
    #expect(handler.events.isEmpty)
}

@MainActor @Test func arrowsChangeTheFocusedDateField() throws {
    let picker = DatePickerItem(
        date: try Date("2024-01-31T00:00:00Z", strategy: .iso8601), timeZone: utcZone)
    let view = makeView(.alert, [picker, ButtonItem(title: "Done", actionIndex: 1)])
    #expect(view.focusedTarget == AlertFocusTarget(item: 0, stop: AlertDateField.day.rawValue))
    #expect(view.handle(.left))
    #expect(picker.focusedField == .month)
    #expect(view.handle(.up))
    #expect(picker.displayText == "2024-02-29 00:00")
    #expect(view.handle(.down))
    #expect(picker.displayText == "2024-01-29 00:00")
    #expect(!view.handle(.character("x")))
}

@MainActor @Test func theInitialFocusIsThePickersFocusedField() {
    let picker = DatePickerItem(date: Date(timeIntervalSince1970: 0), timeZone: utcZone)
    picker.focusedField = .hour
    let view = makeView(.alert, [TitleItem("T"), picker, ButtonItem(title: "OK", actionIndex: 0)])
    #expect(view.focusedTarget == AlertFocusTarget(item: 1, stop: AlertDateField.hour.rawValue))
    #expect(picker.focusedField == .hour)
}

@MainActor @Test func controlButtonsRunAtOnceWithoutAController() {
    var taps = 0
    let control = ButtonItem(title: "+", actionIndex: -1, dismissesAlert: false) { taps += 1 }
    let view = makeView(.alert, [control])
    var redraws = 0
    view.onNeedsDisplay = { _ in redraws += 1 }
    #expect(view.handle(.enter))
    #expect(taps == 1)
    #expect(redraws == 1)
}

@MainActor @Test func dismissingButtonsNeedAController() {
    let view = makeView(.alert, [ButtonItem(title: "OK", actionIndex: 0)])
    #expect(!view.handle(.enter))
}
