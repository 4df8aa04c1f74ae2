import AlertAutomation
import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStyles
import Foundation
import TerminalKit
import Testing

@testable import AlertTerminal

/// A form in plain lines: printed once, then each field asked by its label.
@MainActor
@Suite struct PlainAlertsPresenterFormTests {
    typealias Script = TerminalAlertsTests.Script

    static let fields: [AlertFormField] = [
        .entry("Name", initial: "kept"), .password("PIN"),
        .date(
            "Day", initial: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "UTC")!),
        .choice("Shell", options: ["bash", "zsh"]), .text("Notes"),
    ]

    @Test func eachFieldIsAskedInTurnAndALineThatDoesNotFitIsAskedAgain() async throws {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let script = Script(["", "1234", "1999-13-01", "2000-01-02", "zsh", "a", "b", ".", nil])
        let answers = try await TerminalAlerts.run(
            with: script.presenter(controller), on: controller
        ) { alerts in
            try await alerts.fillForm("Account", fields: Self.fields)
        }
        #expect(answers == ["kept", "1234", "2000-01-02", "zsh", "a\nb"])
        let written = script.written
        #expect(written.components(separatedBy: "[Alert]").count == 2, "printed once")
        #expect(written.contains("[2/5] PIN (hidden):\n"))
        #expect(
            written.contains(
                "[3/5] Day (YYYY-MM-DD):\nSorry, that answer does not fit this field."
                    + " Please try again.\n[3/5] Day (YYYY-MM-DD):\n"), "\(written)")
        #expect(written.contains("[5/5] Notes (lines, then a line with a single .):\n"))
    }

    @Test func escCancelsAndTheEndOfTheInputLeavesTheFormUnanswered() async throws {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let script = Script(["Ada", "esc", "Bo", nil])
        let answers = try await TerminalAlerts.run(
            with: script.presenter(controller), on: controller
        ) { alerts in
            [
                try await alerts.fillForm(nil, fields: Self.fields),
                try await alerts.fillForm(nil, fields: Self.fields),
            ]
        }
        #expect(answers == [nil, nil])
        #expect(!script.written.contains("[3/5]"), "\(script.written)")
    }

    /// The end of the input after the text of the last field ends that text, which still
    /// answers the form.
    @Test func theEndOfTheInputEndsTheLastFieldsTextWhichAnswers() async throws {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let script = Script(["Ada", "one", "two", nil])
        let answers = try await TerminalAlerts.run(
            with: script.presenter(controller), on: controller
        ) { alerts in
            try await alerts.fillForm(nil, fields: [.entry("Name"), .text("Notes")])
        }
        #expect(answers == ["Ada", "one\ntwo"])
    }
}
