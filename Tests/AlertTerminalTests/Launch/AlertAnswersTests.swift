import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStyles
import Foundation
import Testing

@testable import AlertTerminal

@MainActor
@Suite struct AlertAnswersTests {
    @Test func readsIdEqualsAnswerLinesWithCommentsAndBlankLines() throws {
        let answers = try AlertAnswers(
            text: "# a comment\n\n deploy = yes\r\nname=Ada Lovelace\nempty=\nformula=a=b\n")
        #expect(answers["deploy"] == " yes", "the answer is kept as written")
        #expect(answers["name"] == "Ada Lovelace")
        #expect(answers["empty"] == "")
        #expect(answers["formula"] == "a=b", "only the first = separates")
        #expect(answers["missing"] == nil)
    }

    @Test func aLineThatIsNoAnswerOrAnIdGivenTwiceIsAnError() throws {
        #expect(throws: AlertAnswers.ReadError.malformed(line: 2, text: "oops")) {
            try AlertAnswers(text: "a=1\noops\n")
        }
        #expect(throws: AlertAnswers.ReadError.malformed(line: 1, text: "=x")) {
            try AlertAnswers(text: "=x")
        }
        #expect(throws: AlertAnswers.ReadError.duplicate(id: "a", line: 3)) {
            try AlertAnswers(text: "a=1\n\na=2")
        }
        #expect(throws: AlertAnswers.ReadError.unreadable(path: "/nonexistent/answers")) {
            try AlertAnswers(contentsOf: "/nonexistent/answers")
        }
        #expect(try AlertAnswers.fromEnvironment([:]) == nil)
    }

    /// A controller on a headless window and a manual clock.
    func controller() -> AlertController {
        AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
    }
}
