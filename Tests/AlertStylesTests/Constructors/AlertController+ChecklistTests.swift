import AlertProtocol
import AlertQueue
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor
@Suite struct AlertControllerChecklistTests {
    @Test func chooseSeveralAnswersTheTickedOptionsOnlyWithinTheLimit() async {
        let window = HeadlessAlertWindow()
        let alerts = AlertController(window: window, clock: ManualAlertClock())
        let answer = Task {
            await alerts.chooseSeveral("Files", options: ["a", "b", "c"], maximum: 1)
        }
        await Task.yield()
        let view = alerts.currentAlert as? AlertView
        view?.handle(.character(" "))  // a
        view?.handle(.down)
        view?.handle(.character(" "))  // b: two, one too many
        view?.handle(.enter)
        #expect(alerts.isVisible, "OK waits for the limit")
        view?.handle(.character(" "))  // b again: one
        view?.handle(.enter)
        #expect(await answer.value == ["a"])
    }

    @Test func showChecklistHandsTheChosenOptionsToItsCompletionAndNilForCancel() {
        let (alerts, window, _) = makeController()
        var answers: [[String]?] = []
        let view = alerts.showChecklist(
            title: "Pack", message: "For the trip", options: ["tent", "stove", "map"],
            chosen: [2]
        ) { answers.append($0) }
        #expect(view.items.count == 5, "title, message, list and two buttons")
        window.activateAction(1)
        alerts.showChecklist(title: nil, options: ["tent"], chosen: [0]) { answers.append($0) }
        window.activateAction(0)
        #expect(answers == [["map"], nil])
    }

    @Test func chooseSeveralWithChoicesAnswersTheirValuesInListOrder() async {
        let (alerts, _, _) = makeController()
        let services = [
            AlertChoice("ssh", detail: "Secure shell", value: 22),
            AlertChoice("http", detail: "Web server", value: 80),
            AlertChoice("ssh", detail: "Second shell", value: 2222),
        ]
        let answer = Task {
            await alerts.chooseSeveral("Open ports", choices: services, chosen: [2])
        }
        await Task.yield()
        let view = alerts.currentAlert as? AlertView
        view?.handle(.character(" "))  // the first ssh, beside the second one ticked
        view?.handle(.enter)
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
