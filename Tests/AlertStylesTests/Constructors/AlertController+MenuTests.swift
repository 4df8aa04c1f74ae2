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

    /// A menu fed by an async sequence shows before its first row, moves and answers while
    /// rows still come (End goes to the last row come so far), and reads nothing more once
    /// answered; its rows are the list's data, no view each.
    @Test func aMenuFedByAnAsyncSequenceAnswersWhileItsRowsCome() async throws {
        let (alerts, window, _) = makeController()
        let (rows, feed) = AsyncStream.makeStream(of: String.self)
        let answer = Task { await alerts.choose("Branch", streaming: rows) }
        let view = try #require(try await window.waitForAlert() as? AlertView)
        let list = try #require(view.items.lazy.compactMap { $0 as? FilterItem }.first)
        #expect(list.choices.isEmpty && list.isReceivingChoices)
        #expect(view.items.count == 4, "title, list, Cancel, OK")
        for row in ["main", "dev", "fix"] { feed.yield(row) }
        await settle { list.choices.count == 3 }
        #expect(list.statusLine == "3…")
        #expect(window.press(.end))
        feed.yield("late")
        await settle { list.choices.count == 4 }
        #expect(window.press(.enter))
        #expect(await answer.value == "fix")
        feed.yield("after")
        for _ in 0..<20 { await Task.yield() }
        #expect(list.choices.count == 4, "nothing is read once answered")
        feed.finish()
        let cancelled = Task {
            await alerts.choose("Branch", streaming: ["a", "b"].async, cancelTitle: "Keep")
        }
        try await window.waitForAlert()
        #expect(window.press(.escape))
        #expect(await cancelled.value == nil)
    }

    @Test func endAndPageDownGoToTheLastChoiceNeverToCancel() {
        let (alerts, window, _) = makeController()
        let choices = ["a", "b", "c"].map { AlertChoice($0, value: $0) }
        var answers: [String?] = []
        let presses: [[AlertKeyInput]] = [
            [.end], [.pageDown], [.end, .end], [.end, .home, .end], [.end, .down],
            // A letter goes to the next choice starting with it.
            [.character("b")],
            // Tab leaves the list for Cancel.
            [.tab],
        ]
        for keys in presses {
            alerts.showMenu(title: "Pick", choices: choices) { answers.append($0) }
            for key in keys { window.press(key) }
            window.press(.enter)
        }
        #expect(answers == ["c", "c", "c", "c", "c", "b", nil])
    }

    @Test func equalLabelsWithDistinctValuesAreDistinctAnswers() throws {
        let (alerts, window, _) = makeController()
        let choices = [AlertChoice("Draft", value: 1), AlertChoice("Draft", value: 2)]
        var answers: [Int?] = []
        alerts.showMenu(title: "Which?", choices: choices) { answers.append($0) }
        window.press(.down)
        window.activateAction(1)
        alerts.showMenu(title: "Which?", choices: choices) { answers.append($0) }
        window.activateAction(1)
        alerts.showMenu(title: "Which?", choices: choices) { answers.append($0) }
        window.activateAction(0)
        #expect(answers == [2, 1, nil])
    }

    /// A menu with nothing to choose and no Cancel still leaves: its OK answers nothing.
    @Test func aMenuWithNothingToChooseAndNoCancelStillLeaves() {
        let (alerts, window, _) = makeController()
        var answers: [Int?] = []
        alerts.showMenu(title: "Nothing", choices: [AlertChoice<Int>](), cancelTitle: nil) {
            answers.append($0)
        }
        window.press(.enter)
        #expect(answers == [nil])
    }

    /// The rows are data in one list item, whatever their number: a menu of 100,000
    /// choices is five items.
    @Test func theMenuIsAListOfItsRowsInTwoColumnsWithCancelAndOK() {
        let (alerts, _, _) = makeController()
        let view = alerts.showMenu(
            title: "Country", message: "Where?",
            choices: [
                AlertChoice(tag: "GB", description: "United Kingdom"),
                AlertChoice(tag: "FR", description: "France"),
            ])
        let buttons = view.items.compactMap { $0 as? ButtonItem }
        #expect(view.items.count == 5, "title, message, the list, Cancel and OK")
        #expect(buttons.map(\.actionIndex) == [0, 1])
        let list = view.items.lazy.compactMap { $0 as? FilterItem }.first
        #expect(list?.showsQuery == false && list?.takesInitialFocus == true)
        #expect(list?.textDescription == "List:\n1. GB  United Kingdom\n2. FR  France")
        let (single, _) = AlertController.menuView(
            title: nil, message: nil, labels: ["Go"], details: nil, cancelTitle: nil)
        #expect(single.items.compactMap { ($0 as? ButtonItem)?.actionIndex } == [1])
        let (long, longList) = AlertController.menuView(
            title: "Many", message: nil, labels: (1...100_000).map { "row \($0)" },
            details: nil, cancelTitle: "Cancel")
        #expect(long.items.count == 4 && longList.choices.count == 100_000)
        #expect(longList.visibleRows == 10)
    }
}
