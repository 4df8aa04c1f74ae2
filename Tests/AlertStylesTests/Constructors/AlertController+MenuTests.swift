import AlertAutomation
import AlertProtocol
import AlertQueue
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor
@Suite struct AlertControllerMenuTests {
    @Test func chooseAnswersTheValueOfTheChosenRowAndNilForCancel() async throws {
        let (alerts, window, _) = makeController()
        let files = [
            AlertChoice("report.pdf", detail: "250 KB", value: URL(fileURLWithPath: "/a/r.pdf")),
            AlertChoice("notes.txt", detail: "2 KB", value: URL(fileURLWithPath: "/a/n.txt")),
        ]
        let answer = Task { await alerts.choose("Open", choices: files) }
        try await window.waitForAlert()
        #expect(window.press(.down, .enter))
        #expect(await answer.value?.path == "/a/n.txt")
        let cancelled = Task { await alerts.choose("Open", choices: files) }
        try await window.waitForAlert()
        #expect(window.press(.escape))
        #expect(await cancelled.value == nil)
    }

    @Test func endAndPageDownGoToTheLastChoiceNeverToCancel() {
        let (alerts, window, _) = makeController()
        let choices = ["a", "b", "c"].map { AlertChoice($0, value: $0) }
        var answers: [String?] = []
        let presses: [[AlertKeyInput]] = [
            [.end], [.pageDown], [.end, .end], [.end, .home, .end],
            // The arrows still walk on from the last choice to Cancel.
            [.end, .down],
        ]
        for keys in presses {
            alerts.showMenu(title: "Pick", choices: choices) { answers.append($0) }
            for key in keys { window.press(key) }
            window.press(.enter)
        }
        #expect(answers == ["c", "c", "c", "c", nil])
    }

    @Test func equalLabelsWithDistinctValuesAreDistinctAnswers() {
        let (alerts, window, _) = makeController()
        let choices = [AlertChoice("Draft", value: 1), AlertChoice("Draft", value: 2)]
        var answers: [Int?] = []
        alerts.showMenu(title: "Which?", choices: choices) { answers.append($0) }
        window.activateAction(2)
        alerts.showMenu(title: "Which?", choices: choices) { answers.append($0) }
        window.activateAction(1)
        alerts.showMenu(title: "Which?", choices: choices) { answers.append($0) }
        window.activateAction(0)
        #expect(answers == [2, 1, nil])
    }

    @Test func theMenuIsTheClassicAlertWithItsRowsInTwoColumns() {
        let (alerts, _, _) = makeController()
        let view = alerts.showMenu(
            title: "Country", message: "Where?",
            choices: [
                AlertChoice(tag: "GB", description: "United Kingdom"),
                AlertChoice(tag: "FR", description: "France"),
            ])
        let buttons = view.items.compactMap { $0 as? ButtonItem }
        #expect(view.items.count == 5, "title, message, two rows and Cancel")
        #expect(buttons.map(\.actionIndex) == [1, 2, 0], "Cancel last below two rows")
        #expect(view.initialFocusActionIndex == 1, "the first row has the focus first")
        #expect(buttons.map(\.textDescription) == ["GB  United Kingdom", "FR  France", "Cancel"])
        #expect(buttons[0].columns === buttons[1].columns && buttons[2].columns == nil)
        let single = AlertController.menuView(
            title: nil, message: nil, labels: ["Go"], details: nil, cancelTitle: "Stop")
        #expect(single.items.compactMap { ($0 as? ButtonItem)?.actionIndex } == [0, 1])
        let columns = single.items.compactMap { ($0 as? ButtonItem)?.columns }
        #expect(columns.isEmpty, "no details: no columns")
        let empty = AlertController.menuView(
            title: "Nothing", message: nil, labels: [], details: nil, cancelTitle: nil)
        #expect(empty.allowsBackgroundDismissal == true)
    }
}
