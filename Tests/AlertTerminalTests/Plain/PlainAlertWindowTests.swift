import AlertAutomation
import AlertPresentation
import AlertQueue
import AlertStyles
import Foundation
import Testing

@testable import AlertTerminal

@MainActor
@Suite struct PlainAlertWindowTests {
    func make() -> (PlainAlertWindow, AlertController) {
        let window = PlainAlertWindow()
        return (window, AlertController(window: window, clock: ManualAlertClock()))
    }

    @Test func waitForChangeReturnsWhenAnAlertComesOrGoesOrTheWaitIsCancelled() async {
        let (window, controller) = make()
        var changes = 0
        let waiting = Task { @MainActor in
            await window.waitForChange()
            changes += 1
            await window.waitForChange()
            changes += 1
        }
        for _ in 0..<10 { await Task.yield() }
        #expect(changes == 0, "nothing came yet")
        controller.showMessage("Here")
        for _ in 0..<10 { await Task.yield() }
        #expect(changes == 1)
        controller.dismissAll()
        await waiting.value
        #expect(changes == 2)
        let cancelled = Task { @MainActor in await window.waitForChange() }
        for _ in 0..<10 { await Task.yield() }
        cancelled.cancel()
        await cancelled.value
    }

    @Test func anAlertThatNeedsNoAnswerIsPrintedWithoutAQuestion() throws {
        let (window, controller) = make()
        controller.showStatus(.success, message: "All done", countdown: 2)
        let status = try #require(window.visibleAlert)
        #expect(!window.needsAnswer(status))
        #expect(window.prompt(for: status).hasSuffix("Closes in 2 s\n"))
        #expect(!window.prompt(for: status).contains("Type"))
        controller.dismissAll()
        controller.showMessage("Saved")
        #expect(window.needsAnswer(try #require(window.visibleAlert)))
    }

    @Test func promptsAreNumberedSanitisedAndFreeOfEscapes() throws {
        let (window, controller) = make()
        controller.showAlert(
            title: "\u{1B}]0;owned\u{07}Delete?", message: "Gone \u{1B}[31mforever",
            cancelTitle: "Cancel", otherTitles: ["Delete"])
        let alert = try #require(window.visibleAlert)
        let prompt = window.prompt(for: alert)
        #expect(prompt.contains("Delete?"))
        #expect(prompt.contains("Gone forever"))
        #expect(prompt.contains("1) Cancel  2) Delete"))
        #expect(!prompt.utf8.contains(0x1B))
        #expect(!prompt.contains("owned"))
    }

    @Test func aUsersOwnAlertPromptsWithTheTextItDrawsAndNumberedButtons() throws {
        let (window, controller) = make()
        let box = ResultBox()
        controller.show(UserAlert()) { box.results.append($0) }
        let alert = try #require(window.visibleAlert)
        let lines = window.prompt(for: alert).split(separator: "\n").map(String.init)
        #expect(lines.first == "[Alert]")
        #expect(lines.contains("★ Gold badge"))
        #expect(lines.contains("earned today"))
        #expect(lines.contains("1) Keep  2) Share"))
        #expect(!window.answer("3"))
        #expect(window.answer("2"))
        #expect(box.results.map(\.reason) == [.action(index: 1)])
    }

    @Test func aUsersOwnAlertAnswersEnterAndQLikeAnAlertView() {
        let (window, controller) = make()
        let box = ResultBox()
        controller.show(UserAlert()) { box.results.append($0) }
        #expect(window.answer(""))
        controller.show(UserAlert()) { box.results.append($0) }
        #expect(window.answer("q"))
        #expect(box.results.map(\.reason) == [.action(index: 1), .action(index: 0)])
    }

    @Test func anEmptyLineAnswersNoToAConfirmThatDefaultsToNo() async {
        let (window, controller) = make()
        let no = Task { @MainActor in await controller.confirm("Delete?", default: false) }
        #expect(await yield { window.visibleAlert != nil })
        #expect(window.answer(""))
        #expect(await value(of: no) == false)
        let yes = Task { @MainActor in await controller.confirm("Delete?") }
        #expect(await yield { window.visibleAlert != nil })
        #expect(window.answer(""))
        #expect(await value(of: yes) == true)
    }

    @Test func numbersPickButtonsAndBadLinesChangeNothing() {
        let (window, controller) = make()
        let box = ResultBox()
        controller.showAlert(title: "Pick", cancelTitle: "No", otherTitles: ["Yes"]) {
            box.results.append($0)
        }
        #expect(!window.answer("7"))
        #expect(!window.answer("maybe"))
        #expect(box.results.isEmpty)
        #expect(window.answer("2"))
        #expect(box.results.map(\.reason) == [.action(index: 1)])
    }

    @Test func emptyPicksTheDefaultAndQCancels() {
        let (window, controller) = make()
        let box = ResultBox()
        controller.showAlert(title: "A", cancelTitle: "No", otherTitles: ["Yes"]) {
            box.results.append($0)
        }
        #expect(window.answer(""))
        controller.showAlert(title: "B", cancelTitle: "No", otherTitles: ["Yes"]) {
            box.results.append($0)
        }
        #expect(window.answer("q"))
        #expect(box.results.map(\.reason) == [.action(index: 1), .action(index: 0)])
    }

    @Test func emptyPicksTheFocusedButtonAndKeepsTheTextAlreadyTyped() throws {
        let (window, controller) = make()
        let box = ResultBox()
        let view = controller.showAlert(title: "A", cancelTitle: "No", otherTitles: ["Yes"]) {
            box.results.append($0)
        }
        #expect(view.focus(AlertFocusTarget(item: 1)), "No, as a program may focus it")
        #expect(window.answer(""))
        var texts: [String?] = []
        let input = controller.showInput(title: "Name") { texts.append($0) }
        #expect(input.handle(.text("draft")))
        #expect(window.answer(""))
        #expect(box.results.map(\.reason) == [.action(index: 0)])
        #expect(texts == ["draft"])
    }

    @Test func textFieldLinesBecomeTheTextAndDatesSetThePicker() throws {
        let (window, controller) = make()
        var texts: [String?] = []
        var dates: [Date?] = []
        controller.showInput(title: "Name") { texts.append($0) }
        #expect(window.answer("q\u{1B}[2J 世界"))
        let start = Date(timeIntervalSince1970: 0)
        controller.showDatePicker(
            title: "When", initial: start, timeZone: TimeZone(identifier: "UTC")!
        ) { dates.append($0) }
        #expect(!window.answer("2024-02-30"))
        #expect(window.answer("2024-02-29 13:05"))
        // The answer is the line as typed, byte for byte (as dialog gives it): only what is
        // shown of it is sanitised.
        #expect(texts == ["q\u{1B}[2J 世界"])
        let expected = try #require(
            AlertDateArithmetic().calendar.date(
                from: DateComponents(year: 2024, month: 2, day: 29, hour: 13, minute: 5)))
        #expect(dates == [expected])
    }

    @Test(arguments: [
        "99999-01-01", "2024-1-1", "+2024-01-01", "-2024-01-01", "0000-01-01", "2024-01-01T",
        "2024-02-30",
    ])
    func dateLinesOfAnotherShapeAreAskedAgainAndChangeNothing(_ line: String) throws {
        let (window, controller) = make()
        var dates: [Date?] = []
        let view = controller.showDatePicker(
            title: "When", initial: Date(timeIntervalSince1970: 0),
            timeZone: TimeZone(identifier: "UTC")!
        ) { dates.append($0) }
        #expect(!window.answer(line))
        #expect(dates.isEmpty)
        let picker = try #require(view.items.compactMap { $0 as? DatePickerItem }.first)
        #expect(picker.displayText == "1970-01-01 00:00")
    }

    @Test(arguments: [
        "Pacific/Pago_Pago", "America/New_York", "Europe/London", "Asia/Kolkata",
        "Asia/Kathmandu", "Australia/Lord_Howe", "Pacific/Chatham", "Pacific/Kiritimati",
    ])
    func aTypedDayIsTheDayOfTheDateInThePickersZone(_ zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        for day in ["2024-03-10", "2024-03-31", "2024-04-07", "2024-10-06", "9999-12-31"] {
            let (window, controller) = make()
            var dates: [Date?] = []
            controller.showDatePicker(
                title: "When", initial: Date(timeIntervalSince1970: 0), timeZone: zone
            ) { dates.append($0) }
            #expect(window.answer(day), "\(day) in \(zoneName)")
            let date = try #require(dates.first ?? nil)
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            #expect(
                [parts.year, parts.month, parts.day]
                    == day.split(separator: "-").map { Int($0) }, "\(day) in \(zoneName)")
        }
    }
}
