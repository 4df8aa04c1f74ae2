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
    let (controller, _, _) = makeController()
    let answer = Task { await controller.write("Notes", initial: "a", height: 4) }
    await Task.yield()
    let view = try #require(controller.currentAlert as? AlertView)
    let area = try #require(view.items.compactMap { $0 as? TextAreaItem }.first)
    #expect(area.visibleLines == 4)
    view.handle(.enter)
    view.handle(.character("b"))
    view.handle(.submit)
    #expect(await answer.value == "a\nb")
    let cancelled = Task { await controller.write(nil) }
    await Task.yield()
    (controller.currentAlert as? AlertView)?.handle(.escape)
    #expect(await cancelled.value == nil)
}
