import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStyles
import Foundation
import Testing

@testable import AlertTerminal

/// A form in the synchronous plain loop: each field asked in turn, by its label.
@MainActor
@Suite struct PlainRuntimeFormTests {
    /// Runs `lines` (nil: the end of the input) against the forms the controller shows.
    func run(_ lines: [String?], _ show: (AlertController) throws -> Void) rethrows -> String {
        let window = PlainAlertWindow()
        let controller = AlertController(window: window, clock: ManualAlertClock())
        try show(controller)
        var lines = lines[...]
        var output = ""
        PlainRuntime.run(
            controller: controller, window: window,
            readLine: { lines.popFirst() ?? nil }, write: { output += $0 })
        #expect(!controller.isVisible)
        return output
    }

    @Test func eachFieldIsAskedAndALineThatDoesNotFitIsAskedAgain() throws {
        var answers: [[String]?] = []
        let output = try run(["Ada", "9", "2", "a", "b", "."]) { controller in
            try controller.showForm(
                title: "Account",
                fields: [
                    .entry("Name"), .choice("Shell", options: ["bash", "zsh"]), .text("Notes"),
                ]
            ) { answers.append($0) }
        }
        #expect(answers == [["Ada", "zsh", "a\nb"]])
        #expect(output.contains("[2/3] Shell (a number or a choice written out):\nSorry"))
        #expect(output.components(separatedBy: "[2/3] Shell").count == 3, "asked twice")
    }

    @Test func escCancelsAndTheEndOfTheInputEndsTheLastText() throws {
        var answers: [[String]?] = []
        _ = try run(["esc", "Bo", "one", nil, "never read"]) { controller in
            for _ in 0..<2 {
                try controller.showForm(title: nil, fields: [.entry("Name"), .text("Notes")]) {
                    answers.append($0)
                }
            }
        }
        #expect(answers == [nil, ["Bo", "one"]])
    }

    @Test func theEndOfTheInputBeforeTheLastFieldLeavesTheFormUnanswered() throws {
        var answers: [[String]?] = []
        _ = try run(["Ada", nil]) { controller in
            try controller.showForm(title: nil, fields: [.entry("Name"), .entry("City")]) {
                answers.append($0)
            }
        }
        #expect(answers == [nil])
    }
}
