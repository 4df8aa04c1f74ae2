import AlertAutomation
import AlertQueue
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

/// The awaitable constructors. Every wait goes through a bounded guard: a hang fails.
@MainActor
@Suite struct AlertControllerAsyncTests {
    let controller: AlertController
    let window: HeadlessAlertWindow

    init() {
        (controller, window, _) = makeController()
    }

    private var visibleView: AlertView? { controller.currentAlert as? AlertView }

    private func buttonTitles() -> [String] {
        visibleView?.items.compactMap { ($0 as? ButtonItem)?.title } ?? []
    }

    @Test func confirmIsTrueOnlyForTheConfirmButton() async throws {
        let yes = Task { @MainActor in await controller.confirm("Delete?", confirmTitle: "Delete") }
        try await window.waitForAlert()
        #expect(buttonTitles() == [AlertStrings.current.cancel, "Delete"])
        window.activateAction(1)
        #expect(await value(of: yes) == true)
        let no = Task { @MainActor in await controller.confirm("Delete?") }
        try await window.waitForAlert()
        window.activateAction(0)
        #expect(await value(of: no) == false)
    }

    private func focusedTitle() -> String? {
        guard let view = visibleView, let focused = view.focusedTarget else { return nil }
        return (view.items[focused.item] as? any AlertActionItem)?.title
    }

    @Test func confirmAnswersYesOnEnterByDefault() async throws {
        let answer = Task { @MainActor in await controller.confirm("Update?") }
        try await window.waitForAlert()
        #expect(focusedTitle() == AlertStrings.current.ok)
        #expect(visibleView?.handle(.enter) == true)
        #expect(await value(of: answer) == true)
    }

    @Test func confirmWithDefaultFalseStartsOnCancelSoEnterAndActivateAnswerNo() async throws {
        let enter = Task { @MainActor in
            await controller.confirm("Delete 3 files?", confirmTitle: "Delete", default: false)
        }
        try await window.waitForAlert()
        #expect(focusedTitle() == AlertStrings.current.cancel)
        #expect(visibleView?.handle(.enter) == true)
        #expect(await value(of: enter) == false)

        let activate = Task { @MainActor in
            await controller.confirm("Delete 3 files?", default: false)
        }
        try await window.waitForAlert()
        #expect(visibleView?.activateFocused() == true)
        #expect(await value(of: activate) == false)

        // The other button is still one Tab away.
        let tabbed = Task { @MainActor in await controller.confirm("Delete?", default: false) }
        try await window.waitForAlert()
        visibleView?.handle(.tab)
        #expect(visibleView?.handle(.enter) == true)
        #expect(await value(of: tabbed) == true)
    }

    @Test func inputReturnsTheTextForOKAndNilForCancel() async throws {
        let typed = Task { @MainActor in await controller.input("Name", placeholder: "you") }
        try await window.waitForAlert()
        #expect(visibleView?.handle(.text("山田 🙂")) == true)
        #expect(visibleView?.handle(.enter) == true)
        #expect(try #require(await value(of: typed)) == "山田 🙂")
        let cancelled = Task { @MainActor in await controller.input("Name") }
        try await window.waitForAlert()
        visibleView?.handle(.character("x"))
        window.activateAction(0)
        #expect(try #require(await value(of: cancelled)) == nil)
    }

    @Test func pickDateReturnsTheChosenDateForDone() async throws {
        let start = try Date("2024-01-15T08:00:00Z", strategy: .iso8601)
        let picked = Task { @MainActor in
            await controller.pickDate("When?", initial: start, timeZone: utcZone)
        }
        try await window.waitForAlert()
        visibleView?.handle(.character("+"))  // the picker's own +: one day later
        window.activateAction(1)
        let date = try #require(await value(of: picked))
        #expect(date == start.addingTimeInterval(86_400))
        let none = Task { @MainActor in await controller.pickDate("When?", initial: start) }
        try await window.waitForAlert()
        window.activateAction(0)
        #expect(try #require(await value(of: none)) == nil)
    }

    @Test func pickDateWithTheCalendarStyleReturnsTheDayMovedTo() async throws {
        let start = try Date("2024-01-31T08:00:00Z", strategy: .iso8601)
        let picked = Task { @MainActor in
            await controller.pickDate("When?", initial: start, timeZone: utcZone, style: .calendar)
        }
        try await window.waitForAlert()
        #expect(visibleView?.items.contains { $0 is CalendarItem } == true)
        visibleView?.handle(.pageDown)  // a month on: 31 January to 29 February
        visibleView?.handle(.enter)
        let date = try #require(await value(of: picked))
        #expect(date == (try Date("2024-02-29T08:00:00Z", strategy: .iso8601)))
    }

    @Test func pickDateShowsTheUsersTimeZoneByDefault() async throws {
        let task = Task { @MainActor in await controller.pickDate(nil) }
        try await window.waitForAlert()
        let picker = try #require(
            visibleView?.items.first { $0 is DatePickerItem } as? DatePickerItem)
        #expect(picker.arithmetic.calendar.timeZone == TimeZone.current)
        controller.dismissAll()
        #expect(try #require(await value(of: task)) == nil)
    }

    @Test func chooseReturnsTheChosenActionAndNilWithoutAChoice() async throws {
        let actions = [
            AlertAction(title: "Delete", role: .destructive), AlertAction(title: "Archive"),
            AlertAction(title: "Cancel", role: .cancel),
        ]
        let chosen = Task { @MainActor in await controller.choose("File", actions: actions)?.title }
        try await window.waitForAlert()
        window.activateAction(1)
        #expect(try #require(await value(of: chosen)) == "Archive")
        let backedOut = Task { @MainActor in await controller.choose(actions: actions)?.title }
        try await window.waitForAlert()
        window.tapBackground()
        #expect(try #require(await value(of: backedOut)) == nil)
        let cancelRole = Task { @MainActor in await controller.choose(actions: actions)?.role }
        try await window.waitForAlert()
        window.activateAction(2)
        #expect(try #require(await value(of: cancelRole)) == .cancel)
    }

    @Test func messageWaitsUntilTheButtonIsPressed() async throws {
        let task = Task { @MainActor in await controller.message("Saved", buttonTitle: "Fine") }
        try await window.waitForAlert()
        #expect(buttonTitles() == ["Fine"])
        window.activateAction(0)
        #expect(try #require(await value(of: task)).reason == .action(index: 0))
    }

    @Test func anAlreadyCancelledTaskGetsNoAnswerAndNoAlert() async throws {
        let task = Task { @MainActor in await controller.confirm("Sure?") }
        task.cancel()
        #expect(await value(of: task) == false)
        #expect(window.history.isEmpty)
    }

    @Test func cancellingAQueuedInputReturnsNil() async throws {
        controller.showMessage("First")
        let task = Task { @MainActor in await controller.input("Name") }
        #expect(await yield { controller.queuedCount == 1 })
        task.cancel()
        #expect(try #require(await value(of: task)) == nil)
        #expect(controller.queuedCount == 0)
        #expect(controller.isVisible)
    }

    @Test func cancellingAVisibleDatePickerDismissesItAndReturnsNil() async throws {
        let task = Task { @MainActor in await controller.pickDate("When?") }
        try await window.waitForAlert()
        task.cancel()
        #expect(try #require(await value(of: task)) == nil)
        #expect(!controller.isVisible)
        #expect(window.attachedAlerts.isEmpty)
    }
}
