import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStyles
import Foundation
import Testing

@testable import AlertAutomation

/// A form's lines: one a field, then its buttons.
extension PlainAnswerInterpreterTests {
    @Test func eachFieldTakesItsLineAndRefusesOneThatDoesNotFit() throws {
        let (_, controller) = make()
        var answers: [[String]?] = []
        let view = try controller.showForm(
            title: "Account",
            fields: [
                .entry("Name", initial: "kept"), .password("PIN"),
                .date(
                    "Birthday", initial: Date(timeIntervalSince1970: 0),
                    timeZone: TimeZone(identifier: "UTC")!),
                .choice("Shell", options: ["bash", "zsh", "2"]), .text("Notes"),
            ]
        ) { answers.append($0) }
        let interpreter = PlainAnswerInterpreter(interaction: view.interaction)
        let fields = view.interaction.formFields
        #expect(fields.count == 5)
        #expect(interpreter.answer("", toField: fields[0]) == .taken, "Enter keeps the value")
        #expect(interpreter.answer(" s3 cret\t", toField: fields[1]) == .taken)
        #expect(interpreter.answer("1999-02-30", toField: fields[2]) == .refused)
        #expect(interpreter.answer(" 2000-01-02 ", toField: fields[2]) == .taken)
        #expect(interpreter.answer("4", toField: fields[3]) == .refused, "no fourth row")
        #expect(interpreter.answer("2", toField: fields[3]) == .taken, "written out first")
        #expect(interpreter.answer("a\nb", toField: fields[4]) == .taken)
        #expect(answers.isEmpty, "no field answers the form")
        #expect(interpreter.answerForm())
        #expect(answers == [["kept", " s3 cret\t", "2000-01-02", "2", "a\nb"]])
    }

    @Test func escInAFieldCancelsAndTheButtonsTakeANumberOrATitle() throws {
        let (_, controller) = make()
        var answers: [[String]?] = []
        for line in ["esc", "#1", "cancel", "2", "OK", "what"] {
            let view = try controller.showForm(
                title: nil, fields: [.entry("Name", initial: line)]
            ) { answers.append($0) }
            let interpreter = PlainAnswerInterpreter(interaction: view.interaction)
            if line == "esc" {
                #expect(
                    interpreter.answer("esc", toField: view.interaction.formFields[0]) == .cancelled
                )
            } else if line == "what" {
                #expect(!interpreter.answerForm(line), "no button is called what")
                controller.dismiss(view, reason: .programmatic)
            } else {
                #expect(interpreter.answerForm(line))
            }
        }
        #expect(answers == [nil, nil, nil, ["2"], ["OK"], nil])
    }
}
