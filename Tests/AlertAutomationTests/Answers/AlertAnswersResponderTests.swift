import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStyles
import Foundation
import Testing

@testable import AlertAutomation

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

    /// A text area's answer writes its line breaks as `\n` and a backslash as `\\`; a
    /// one-line field takes the same answer as it is.
    @Test func aTextAreasAnswerWritesItsLineBreaksAsBackslashN() async {
        let alerts = controller()
        let answer = #"feat: add\n\nbody with \\n and C:\dir"#
        let responder = AlertAnswersResponder(
            controller: alerts, answers: AlertAnswers(["commit": answer, "line": answer]),
            canAsk: false)
        responder.start()
        defer { responder.stop() }
        #expect(
            await alerts.write("Commit", options: .init(id: "commit"))
                == "feat: add\n\nbody with \\n and C:\\dir")
        #expect(await alerts.input("Line", options: .init(id: "line")) == answer)
        #expect(AlertAnswersResponder.unescapingLines(#"end\"#) == #"end\"#)
    }

    /// A form's fields are answered under its id and their labels, a field left out
    /// keeping its value; its id answers its buttons; a field's answer that does not fit
    /// fails it.
    @Test func aFormIsAnsweredAFieldALineUnderItsIdAndLabel() async throws {
        let alerts = controller()
        let responder = AlertAnswersResponder(
            controller: alerts,
            answers: AlertAnswers(
                [
                    "account.Name": "Ada", "account.Notes": #"one\ntwo"#,
                    "account.Shell": "zsh", "gone.Name": "x", "gone": "esc",
                    "bad.Day": "2024-02-30",
                ], source: "answers.txt"),
            canAsk: false)
        responder.start()
        defer { responder.stop() }
        let fields: [AlertFormField] = [
            .entry("Name"), .entry("Kept", initial: "as is"),
            .choice("Shell", options: ["bash", "zsh"]), .text("Notes"),
        ]
        #expect(
            try await alerts.fillForm("Account", fields: fields, options: .init(id: "account"))
                == ["Ada", "as is", "zsh", "one\ntwo"])
        #expect(try await alerts.fillForm(nil, fields: fields, options: .init(id: "gone")) == nil)
        var refused: [[String]?] = []
        try alerts.showForm(
            title: nil, fields: [.date("Day")], options: .init(id: "bad")
        ) { refused.append($0) }
        #expect(refused == [nil])
        #expect(
            responder.failures.map(\.description) == [
                "the answer for bad.Day in answers.txt does not fit its field"
            ])
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

    /// Every kind of the command-line toolbox from the file: several rows, a filter's
    /// matches by number or by search, a secret (the field lets go of it), a rule that
    /// refuses the answer (a failure naming the id), and a question from a progress's work.
    @Test func theToolboxKindsAreAnsweredFromTheFileToo() async throws {
        let alerts = controller()
        let responder = AlertAnswersResponder(
            controller: alerts,
            answers: AlertAnswers(
                [
                    "files": "1,3", "found": "2-3", "one": "gam", "pw": "hunter2", "port": "80a",
                    "overwrite": "yes",
                ], source: "answers.txt"),
            canAsk: false)
        responder.start()
        defer { responder.stop() }
        let options = ["alpha", "beta", "gamma"]
        #expect(
            await alerts.chooseSeveral("Files", choices: options, options: .init(id: "files"))
                == ["alpha", "gamma"])
        #expect(
            await alerts.filterSeveral("Find", choices: options, options: .init(id: "found"))
                == ["beta", "gamma"])
        #expect(
            await alerts.filter("Find", choices: options, options: .init(id: "one"))
                == "gamma")
        #expect(
            await alerts.input("Password", isSecure: true, options: .init(id: "pw")) == "hunter2")
        var reason: AlertDismissReason?
        let listening = alerts.addLifecycleListener { event in
            if case .resolved(_, let result) = event { reason = result.reason }
        }
        alerts.showInput(
            title: "Port", options: .init(id: "port"), completion: { _ in },
            validate: { $0.allSatisfy(\.isNumber) ? nil : "Digits only" })
        _ = await yield(until: { reason != nil })
        listening.cancel()
        #expect(reason == .failed("the answer for port in answers.txt does not fit its alert"))
        // The progress itself asks nothing (its Cancel is a way out): it is never failed for
        // want of an answer, and the question its work asks is answered from the file.
        let overwrite = try await alerts.withProgress("Copying") { _ in
            await alerts.confirm("Overwrite?", options: .init(id: "overwrite"))
        }
        #expect(overwrite)
    }
}
