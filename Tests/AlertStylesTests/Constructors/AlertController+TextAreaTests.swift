import AlertAutomation
import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor @Test func aTextAreaAlertAnswersItsLinesWithCtrlDAndNilWithEsc() throws {
    let (controller, _, _) = makeController()
    var answers: [String?] = []
    let view = controller.showTextArea(
        title: "Commit", placeholder: "Message", initial: "fix: "
    ) { answers.append($0) }
    let area = try #require(view.items.compactMap { $0 as? TextAreaItem }.first)
    #expect(area.text == "fix: ")
    #expect(view.items.contains { ($0 as? ButtonItem)?.title == AlertStrings.current.ok })
    view.handle(.text("typo"))
    view.handle(.enter)
    view.handle(.character("x"))
    #expect(answers.isEmpty, "Enter is a new line, not an answer")
    view.handle(.submit)
    #expect(answers == ["fix: typo\nx"])
    let other = controller.showTextArea(title: nil) { answers.append($0) }
    other.handle(.text("gone"))
    other.handle(.escape)
    #expect(answers == ["fix: typo\nx", nil])
}

@MainActor @Test func writeReturnsTheTextOrNil() async throws {
    let (controller, window, _) = makeController()
    let answer = Task { await controller.write("Notes", initial: "a", height: 4) }
    let view = try await window.waitForAlert()
    let area = try #require(view.items.compactMap { $0 as? TextAreaItem }.first)
    #expect(area.visibleLines == 4)
    #expect(window.press(.enter))
    #expect(window.type("b"))
    #expect(window.press(.submit))
    #expect(await answer.value == "a\nb")
    let cancelled = Task { await controller.write(nil) }
    try await window.waitForAlert()
    #expect(window.press(.escape))
    #expect(await cancelled.value == nil)
}
