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
        #expect(texts == ["q 世界"])
        let expected = try #require(
            AlertDateArithmetic().calendar.date(
                from: DateComponents(year: 2024, month: 2, day: 29, hour: 13, minute: 5)))
        #expect(dates == [expected])
    }
}
