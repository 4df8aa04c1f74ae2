import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStyles
import Foundation
import Testing

@testable import AlertAutomation
@testable import TerminalKit

/// A line typed in plain mode (the interpreter behind plain mode, answers files and
/// `HeadlessAlertWindow.answer`): the text keeps its bytes, titles are matched exactly, and
/// no answer word hides a title.
@MainActor
@Suite struct PlainAnswerInterpreterTests {
    func make() -> (HeadlessAlertWindow, AlertController) {
        let window = HeadlessAlertWindow()
        return (window, AlertController(window: window, clock: ManualAlertClock()))
    }

    /// The title of the button `line` picks in an alert with `titles` (and Cancel).
    func picked(_ line: String, among titles: [String]) async -> String? {
        let (window, controller) = make()
        var result: AlertResult?
        let view = controller.showAlert(
            title: "Pick", cancelTitle: "Cancel", otherTitles: titles, completion: { result = $0 })
        guard window.answer(line) else { return nil }
        await controller.waitUntilIdle()
        guard case .action(let index)? = result?.reason else { return "no action" }
        return view.interaction.action(index: index)?.title
    }

    @Test func aTabAndBytesThatAreNotUTF8StayInTheTypedText() async {
        let (window, controller) = make()
        var text: String?
        controller.showInput(title: "Name", completion: { text = $0 })
        let line = LosslessUTF8.decode([0x61, 0x09, 0x62, 0xFF])
        #expect(window.answer(line))
        await controller.waitUntilIdle()
        #expect(text.map(LosslessUTF8.encode) == [0x61, 0x09, 0x62, 0xFF])
    }

    /// `#2` for a text field of OK and Cancel is its text: Enter and `esc` already press
    /// those, and reading it as OK answered an empty text, the typed one lost.
    @Test(arguments: ["#2", "#1", "#x"])
    func aNumberSignLineIsTheTextOfAFieldWithTwoButtons(line: String) async {
        let (window, controller) = make()
        var text: String?
        controller.showInput(title: "Channel", completion: { text = $0 })
        #expect(window.answer(line))
        await controller.waitUntilIdle()
        #expect(text == line)
    }

    /// With a third button, `#n` is the one way to press it, and presses it.
    @Test func aNumberSignLinePicksAThirdButtonOfAField() async throws {
        let (window, controller) = make()
        var result: AlertResult?
        let view = AlertView(items: [
            TitleItem("Channel"), try TextFieldItem(),
            ButtonItem(title: "Cancel", role: .cancel, actionIndex: 0),
            ButtonItem(title: "Skip", actionIndex: 2), ButtonItem(title: "OK", actionIndex: 1),
        ])
        controller.show(view) { result = $0 }
        #expect(window.answer("#2"))
        await controller.waitUntilIdle()
        #expect(result?.reason == .action(index: 2))
    }

    @Test func lookAlikeTitlesStayTwo() async {
        let titles = ["\u{E9}", "e\u{301}"]
        // Compared scalar for scalar: `==` would take either for the other.
        #expect(await picked("e\u{301}", among: titles)?.isIdentical(to: "e\u{301}") == true)
        #expect(await picked("\u{E9}", among: titles)?.isIdentical(to: "\u{E9}") == true)
    }

    @Test(arguments: ["q", "esc", "yes", "no", "1", "2"])
    func aTitleWrittenOutInFullWinsOverAnAnswerWord(word: String) async {
        let titles = ["3", "2", "1", "q", "esc", "yes", "no"]
        #expect(await picked(word, among: titles) == word)
    }

    @Test(arguments: [("y", "Go"), ("Y", "Go"), ("yes", "Go"), ("n", "Cancel"), ("N", "Cancel")])
    func yAndNAnswerAQuestionAsYesAndNoDo(word: String, title: String) async {
        let (window, controller) = make()
        var result: AlertResult?
        let view = controller.showAlert(
            title: "Go on?", cancelTitle: "Cancel", otherTitles: ["Go"], completion: { result = $0 }
        )
        guard window.answer(word) else {
            Issue.record("\(word) was refused")
            return
        }
        await controller.waitUntilIdle()
        guard case .action(let index)? = result?.reason else {
            Issue.record("\(word) answered nothing")
            return
        }
        #expect(view.interaction.action(index: index)?.title == title)
    }

    @Test func aButtonTitledNIsFoundByItsTitleBeforeNMeansCancel() async {
        #expect(await picked("n", among: ["N"]) == "N")
    }

    @Test(arguments: ["y", "yes", "n", "no"])
    func aMenuRefusesYesAndNo(word: String) async {
        // Each row of a menu is a default action: `y` would answer with the last one.
        #expect(await picked(word, among: ["a", "b", "c"]) == nil)
    }

    @Test func equalsPicksATitleLiterallyAndNothingElse() async {
        #expect(await picked("=Delete", among: ["Keep", "Delete"]) == "Delete")
        #expect(await picked("==1", among: ["=1", "1"]) == "=1")
        #expect(await picked("=Nope", among: ["Keep", "Delete"]) == nil)
        #expect(await picked("#2", among: ["2", "1"]) == "1", "#n still picks button n")
    }

    @Test func aListOptionWrittenOutInFullIsChosenAlone() async {
        let (window, controller) = make()
        var chosen: [String]?
        controller.showChecklist(
            title: "Pick", choices: ["a,b", "a", "b", "1"], completion: { chosen = $0 })
        #expect(window.answer("a,b"))
        await controller.waitUntilIdle()
        #expect(chosen == ["a,b"])
        controller.showChecklist(
            title: "Pick", choices: ["a,b", "q", "1"], completion: { chosen = $0 })
        #expect(window.answer("q"))
        await controller.waitUntilIdle()
        #expect(chosen == ["q"])
        controller.showChecklist(
            title: "Pick", choices: ["3", "2", "1"], completion: { chosen = $0 })
        #expect(window.answer("=1"))
        await controller.waitUntilIdle()
        #expect(chosen == ["1"])
    }

    @Test func aFilterChoiceWrittenOutInFullIsTheAnswerNotAMatchNumber() async {
        let (window, controller) = make()
        var choice: String?
        controller.showFilter(title: "Pick", choices: ["a", "b", "2", "q"]) { choice = $0 }
        #expect(window.answer("2"))
        await controller.waitUntilIdle()
        #expect(choice == "2")
        controller.showFilter(title: "Pick", choices: ["a", "q"]) { choice = $0 }
        #expect(window.answer("q"))
        await controller.waitUntilIdle()
        #expect(choice == "q")
        var several: [String]?
        controller.showFilterSeveral(title: "Pick", choices: ["a,b", "a", "b"]) {
            several = $0
        }
        #expect(window.answer("a,b"))
        await controller.waitUntilIdle()
        #expect(several == ["a,b"])
    }
}
