import AlertAutomation
import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

/// The five kinds of field, a day in UTC.
@MainActor
private func accountFields() throws -> [AlertFormField] {
    [
        .entry("Name", placeholder: "Your name"), .password("PIN"),
        .date(
            "Birthday", initial: try Date("1990-05-17T12:00:00Z", strategy: .iso8601),
            timeZone: utcZone),
        .choice("Shell", options: ["bash", "zsh", "fish"]), .text("Notes", initial: "hi"),
    ]
}

@MainActor @Test func aFormIsEachFieldUnderItsLabelThenCancelAndOK() throws {
    let (controller, _, _) = makeController()
    let view = try controller.showForm(
        title: "Account", message: "All of it", fields: try accountFields())
    let labels = view.items.compactMap { ($0 as? FieldLabelItem)?.fieldLabel }
    #expect(labels == ["Name", "PIN", "Birthday", "Shell", "Notes"])
    // Each label comes right before its field.
    let kinds = view.items.map { String(describing: type(of: $0)) }
    #expect(
        kinds == [
            "TitleItem", "MessageItem", "FieldLabelItem", "TextFieldItem", "FieldLabelItem",
            "TextFieldItem", "FieldLabelItem", "DatePickerItem", "FieldLabelItem",
            "ChecklistItem", "FieldLabelItem", "TextAreaItem", "ButtonItem", "ButtonItem",
        ])
    #expect(view.buttons.map(\.title) == ["Cancel", "OK"])
    #expect(view.interaction.formFields.map(\.label) == labels)
    #expect(view.focusedTarget?.item == 3, "the first field has the focus")
}

@MainActor @Test func tabGoesFromFieldToFieldAndTheAnswersComeInFieldOrder() throws {
    let (controller, window, _) = makeController()
    var answers: [[String]?] = []
    try controller.showForm(title: "Account", fields: try accountFields()) {
        answers.append($0)
    }
    #expect(window.type("Ada"))
    #expect(window.press(.tab))
    #expect(window.type("1234"))
    #expect(window.press(.tab), "to the day, past the password")
    #expect(window.press(.up), "the day moves on")
    #expect(window.press(.tab), "to the choice, past the day's other fields")
    #expect(window.press(.down), "zsh is chosen")
    #expect(window.press(.tab))
    #expect(window.press(.enter), "a new line in the text")
    #expect(window.type("there"))
    #expect(answers.isEmpty)
    #expect(window.press(.submit))
    #expect(answers == [["Ada", "1234", "1990-05-18", "zsh", "hi\nthere"]])
}

@MainActor @Test func shiftTabGoesBackAndWrapsFromTheFirstFieldToOK() throws {
    let (controller, window, _) = makeController()
    let view = try controller.showForm(title: nil, fields: try accountFields())
    let items = view.items
    func focused() -> String? {
        view.focusedTarget.map { String(describing: type(of: items[$0.item])) }
    }
    #expect(focused() == "TextFieldItem")
    #expect(window.press(.backTab))
    #expect((items[view.focusedTarget!.item] as? ButtonItem)?.title == "OK")
    #expect(window.press(.backTab))
    #expect((items[view.focusedTarget!.item] as? ButtonItem)?.title == "Cancel")
    #expect(window.press(.backTab))
    #expect(focused() == "TextAreaItem")
    #expect(window.press(.backTab))
    #expect(focused() == "ChecklistItem")
    #expect(view.focusedTarget?.stop == 0, "at its chosen row")
    #expect(window.press(.backTab))
    #expect(focused() == "DatePickerItem")
    #expect(view.focusedTarget?.stop == AlertDateField.day.rawValue, "at its day")
}

@MainActor @Test func enterInAFieldAnswersOKWithTheValuesAsTheyAre() throws {
    let (controller, window, _) = makeController()
    var answers: [[String]?] = []
    try controller.showForm(
        title: nil,
        fields: [.entry("Host", initial: "localhost"), .choice("Port", options: ["80", "443"])]
    ) { answers.append($0) }
    #expect(window.press(.enter))
    #expect(answers == [["localhost", "80"]])
}

@MainActor @Test func cancelAndEscAnswerNil() throws {
    let (controller, window, _) = makeController()
    var answers: [[String]?] = []
    try controller.showForm(title: "A", fields: [.entry("Name")]) { answers.append($0) }
    #expect(window.type("x"))
    #expect(window.press(.escape))
    try controller.showForm(title: "B", fields: [.password("PIN")], cancelTitle: "Stop") {
        answers.append($0)
    }
    #expect(window.press("Stop"))
    #expect(answers == [nil, nil])
}

@MainActor @Test func aPasswordIsAnsweredThoughItsFieldLetsGoOfIt() throws {
    let (controller, window, _) = makeController()
    var answers: [[String]?] = []
    let view = try controller.showForm(title: nil, fields: [.password("PIN")]) {
        answers.append($0)
    }
    #expect(window.type("s3cret"))
    #expect(window.press(.enter))
    #expect(answers == [["s3cret"]])
    let field = try #require(view.items.compactMap { $0 as? TextFieldItem }.first)
    #expect(field.text.isEmpty)
}

@MainActor @Test func fieldsThatMakeNoFormAreRefusedAndNothingIsShown() {
    let (controller, _, _) = makeController()
    #expect(throws: AlertStyleError.invalidValue("a form needs at least one field")) {
        try controller.showForm(title: "Empty", fields: [])
    }
    #expect(throws: AlertStyleError.invalidValue("the choice Shell has no options")) {
        try controller.showForm(title: nil, fields: [.choice("Shell", options: [])])
    }
    #expect(controller.currentAlert == nil)
}

@MainActor @Test func fillFormReturnsTheAnswersOrNil() async throws {
    let (controller, window, _) = makeController()
    let fields: [AlertFormField] = [.entry("First"), .entry("Last")]
    let answer = Task { try await controller.fillForm("Who", fields: fields) }
    try await window.waitForAlert()
    #expect(window.type("Ada"))
    #expect(window.press(.tab))
    #expect(window.type("Lovelace"))
    #expect(window.press(.enter))
    #expect(try await answer.value == ["Ada", "Lovelace"])
    let cancelled = Task { try await controller.fillForm(nil, fields: fields) }
    try await window.waitForAlert()
    #expect(window.press(.escape))
    #expect(try await cancelled.value == nil)
    await #expect(throws: AlertStyleError.self) {
        try await controller.fillForm(nil, fields: [])
    }
}

/// A choice that starts with none chosen answers nothing until Space chooses the row the
/// arrows moved to (moving alone chooses nothing).
@MainActor @Test func aChoiceStartingWithNoneAnswersNothingUntilOneIsChosen() throws {
    let (controller, window, _) = makeController()
    var answers: [[String]?] = []
    let fields: [AlertFormField] = [.choice("Shell", options: ["bash", "zsh"], initial: nil)]
    try controller.showForm(title: "Shell", fields: fields) { answers.append($0) }
    #expect(window.press(.enter))
    #expect(answers == [[""]])
    try controller.showForm(title: "Shell", fields: fields) { answers.append($0) }
    #expect(window.press(.down))
    #expect(window.press(.enter))
    #expect(answers.last == [""])
    try controller.showForm(title: "Shell", fields: fields) { answers.append($0) }
    #expect(window.press(.down))
    #expect(window.type(" "))
    #expect(window.press(.enter))
    #expect(answers.last == ["zsh"])
}
