import AlertAutomation
import AlertProtocol
import AlertQueue
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor
@Suite struct AlertControllerChecklistTests {
    @Test func chooseSeveralAnswersTheTickedOptionsOnlyWithinTheLimit() async throws {
        let window = HeadlessAlertWindow()
        let alerts = AlertController(window: window, clock: ManualAlertClock())
        let answer = Task {
            await alerts.chooseSeveral("Files", choices: ["a", "b", "c"], maximum: 1)
        }
        try await window.waitForAlert()
        window.press(.character(" "))  // a
        window.press(.down)
        window.press(.character(" "))  // b: two, one too many
        window.press(.enter)
        #expect(alerts.isVisible, "OK waits for the limit")
        window.press(.character(" "))  // b again: one
        window.press(.enter)
        #expect(await answer.value == ["a"])
    }

    @Test func showChecklistHandsTheChosenOptionsToItsCompletionAndNilForCancel() {
        let (alerts, window, _) = makeController()
        var answers: [[String]?] = []
        let view = alerts.showChecklist(
            title: "Pack", message: "For the trip", choices: ["tent", "stove", "map"],
            chosen: [2]
        ) { answers.append($0) }
        #expect(view.items.count == 5, "title, message, list and two buttons")
        window.activateAction(1)
        alerts.showChecklist(title: nil, choices: ["tent"], chosen: [0]) { answers.append($0) }
        window.activateAction(0)
        #expect(answers == [["map"], nil])
    }

    @Test func chooseSeveralWithChoicesAnswersTheirValuesInListOrder() async throws {
        let (alerts, window, _) = makeController()
        let services = [
            AlertChoice("ssh", detail: "Secure shell", value: 22),
            AlertChoice("http", detail: "Web server", value: 80),
            AlertChoice("ssh", detail: "Second shell", value: 2222),
        ]
        let answer = Task {
            await alerts.chooseSeveral("Open ports", choices: services, chosen: [2])
        }
        try await window.waitForAlert()
        window.press(.character(" "))  // the first ssh, beside the second one ticked
        window.press(.enter)
        #expect(await answer.value == [22, 2222], "equal labels, distinct answers")
    }

    @Test func showChecklistWithChoicesHandsTheValuesToItsCompletion() {
        let (alerts, window, _) = makeController()
        var answers: [[String]?] = []
        let view = alerts.showChecklist(
            title: "Pack",
            choices: [
                AlertChoice(tag: "T", description: "Tent"),
                AlertChoice(tag: "S", description: "Stove"),
            ], chosen: [1]
        ) { answers.append($0) }
        let list = view.items.compactMap { $0 as? ChecklistItem }.first
        #expect(list?.columns?.details == ["Tent", "Stove"])
        window.activateAction(1)
        alerts.showChecklist(title: nil, choices: [AlertChoice("x")], chosen: [0]) {
            answers.append($0)
        }
        window.activateAction(0)
        #expect(answers == [["S"], nil])
    }
}
