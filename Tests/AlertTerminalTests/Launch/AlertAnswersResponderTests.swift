import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStyles
import Foundation
import Testing

@testable import AlertTerminal

/// The responder answers alerts from an answers file as they appear.
extension AlertAnswersTests {
    @Test func alertsAreAnsweredByIdAsTheyAppear() async {
        let alerts = controller()
        let responder = AlertAnswersResponder(
            controller: alerts,
            answers: AlertAnswers(["deploy": "no", "name": "王小明", "pick": "Tar"]),
            canAsk: false)
        responder.start()
        defer { responder.stop() }
        #expect(await alerts.confirm("Deploy?", options: .init(id: "deploy")) == false)
        #expect(await alerts.input("Name", options: .init(id: "name")) == "王小明")
        var picked: AlertDismissReason?
        alerts.showAlert(
            title: "Format", cancelTitle: "Cancel", otherTitles: ["Zip", "Tar"],
            options: .init(id: "pick")
        ) { picked = $0.reason }
        #expect(picked == .action(index: 2), "a button by its title, letter case aside")
    }

    @Test func withoutAnAnswerAnAlertFailsAtOnceUnlessSomebodyCanBeAsked() {
        let alerts = controller()
        let strict = AlertAnswersResponder(
            controller: alerts, answers: AlertAnswers([:], source: "answers.txt"),
            canAsk: false)
        strict.start()
        var reasons: [AlertDismissReason] = []
        alerts.showMessage("Hi", options: .init(id: "greeting")) { reasons.append($0.reason) }
        #expect(
            reasons == [
                .failed(
                    "no answer for the alert greeting in answers.txt, and no terminal to ask on")
            ])
        strict.stop()
        let lenient = AlertAnswersResponder(
            controller: alerts, answers: AlertAnswers([:]), canAsk: true)
        lenient.start()
        alerts.showMessage("Hi", options: .init(id: "greeting")) { reasons.append($0.reason) }
        #expect(reasons.count == 1 && alerts.isVisible, "left for the presenter to ask")
        lenient.stop()
    }

    @Test func anAnswerThatDoesNotFitFailsNamingItsId() {
        let alerts = controller()
        let responder = AlertAnswersResponder(
            controller: alerts, answers: AlertAnswers(["deploy": "maybe"], source: "f"),
            canAsk: true)
        responder.start()
        defer { responder.stop() }
        var reason: AlertDismissReason?
        alerts.showAlert(
            title: "Deploy?", cancelTitle: "No", otherTitles: ["Yes"], options: .init(id: "deploy")
        ) { reason = $0.reason }
        #expect(reason == .failed("the answer for deploy in f does not fit its alert"))
    }
}
