import AlertTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `alert form`, the built binary: in a pseudo-terminal (Tab from field to field), in
/// plain mode through pipes, and answered from an answers file.
@Suite(.serialized) struct AlertFormTests {
    typealias Key = AlertExecutable.Key
    static let shiftTab = "\u{1B}[Z"
    static let controlD = "\u{04}"

    static let account = [
        "form", "--title", "Account", "--entry", "Name", "--password", "PIN", "--date",
        "Birthday:1990-05-17", "--choice", "Shell:bash,zsh,fish", "--multiline", "Notes",
    ]

    /// The rows of the screen now, trailing blanks left out.
    static func rows(_ run: AlertExecutable) -> [String] {
        let screen = run.screen
        return (0..<screen.height).map {
            var text = screen.text(row: $0)
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// Each field under its label, flush; Tab goes from field to field (past a day's and a
    /// choice's own stops), and the answers are printed in field order, joined by `|`.
    @Test func tabGoesFromFieldToFieldAndTheAnswersArePrintedInOrder() throws {
        let run = try AlertExecutable(Self.account)
        #expect(run.waitUntilShown(AlertExecutable.takeTerminal))
        #expect(run.waitUntilScreenShows("tab next"))
        let frame = Self.rows(run)
        let top = try #require(frame.firstIndex { $0.contains("Account") })
        #expect(frame[top + 2] == "│ Name")
        let day = try #require(frame.firstIndex { $0.hasPrefix("│ Birthday") })
        #expect(frame[day + 1].contains("− 1990-05-17 +"), "\(frame)")
        let shell = try #require(frame.firstIndex { $0.hasPrefix("│ Shell") })
        #expect(Array(frame[shell + 1...shell + 3]) == ["│ [x] bash", "│ [ ] zsh", "│ [ ] fish"])
        #expect(frame.contains { $0.contains("Cancel") && $0.contains("OK") })
        #expect(frame.contains { $0.contains("tab next · enter done · esc cancel") })
        for key in [
            "Ada", Key.tab, "1234", Key.tab, Key.up, Key.tab, Key.down, Key.tab, "tea",
            Key.enter, "milk", Self.shiftTab, Key.down, Key.tab, Key.tab, Key.tab, Key.enter,
        ] {
            run.type(key)
        }
        let ending = try run.finish()
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "Ada|1234|1990-05-18|fish|tea\nmilk\n")
        #expect(ending.restoredTerminal)
        #expect(ending.lines.first == "✔ Account · Ada, ••••••, 1990-05-18, fish, tea milk")
    }

    @Test func escCancelsWithExitStatusOneAndNothingPrinted() throws {
        let ending = try AlertExecutable.answer(
            ["form", "--entry", "Name"], shown: "Name", keys: ["Ada", Key.escape])
        #expect(ending.status == 1)
        #expect(ending.standardOutput == "")
    }

    @Test func fullScreenTakesTheSameKeysAndSeparator() throws {
        let ending = try AlertExecutable.answer(
            [
                "--fullscreen", "form", "--entry", "Host:localhost", "--choice", "Port:80,443",
                "--separator", ":",
            ],
            shown: "Port", keys: [Key.tab, Key.down, Key.enter])
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "localhost:443\n")
        #expect(ending.screen.contains(AlertExecutable.enterAlternateScreen))
    }

    /// Plain mode: the form printed once, then each field by its label, a line each; a
    /// day that is not a real one is asked again; Enter alone keeps a value.
    @Test func plainModeAsksEachFieldInTurn() throws {
        let run = try PipedAlert.run(
            Self.account + ["--entry", "City:Paris"],
            input: "Ada\n1234\n1990-02-30\n\n3\none\ntwo\n.\n\n")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "Ada|1234|1990-05-17|fish|one\ntwo|Paris\n")
        let prompts = run.standardError
        #expect(prompts.contains("Answer each field as it is asked"))
        #expect(
            prompts.contains("[1/6] Name:\n[2/6] PIN (hidden):\n[3/6] Birthday (YYYY-MM-DD):\n"))
        #expect(prompts.contains("Sorry, that answer does not fit this field."))
        #expect(prompts.contains("[6/6] City:\n"))
        let cancelled = try PipedAlert.run(Self.account, input: "Ada\nesc\n")
        #expect(cancelled.status == 1)
        #expect(cancelled.standardOutput == "")
    }

    /// An answers file answers each field under the form's id and its label; a field left
    /// out keeps its value; the id alone answers the buttons.
    @Test func anAnswersFileAnswersEachFieldByItsLabel() throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-answers-\(UUID().uuidString)").path
        defer { unlink(file) }
        try """
        account.Name=Ada
        account.PIN=1234
        account.Shell=zsh
        account.Notes=one\\ntwo
        gone=esc
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try PipedAlert.run(
            Self.account + ["--id", "account"], environment: ["ALERT_ANSWERS": file])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "Ada|1234|1990-05-17|zsh|one\ntwo\n")
        let gone = try PipedAlert.run(
            ["form", "--id", "gone", "--entry", "Name"], environment: ["ALERT_ANSWERS": file])
        #expect(gone.status == 1)
        let unanswered = try PipedAlert.run(
            ["form", "--id", "other", "--entry", "Name"], environment: ["ALERT_ANSWERS": file])
        #expect(unanswered.status == 2)
        #expect(unanswered.standardError.contains("no answer for the alert other"))
    }

    @Test func badFieldsAreRefusedWithExitStatusTwo() throws {
        for (arguments, problem) in [
            (["form"], "a form needs a field"),
            (["form", "--date", "Day:2024-02-30"], "must start at a real day as YYYY-MM-DD"),
            (["form", "--choice", "Shell:"], "--choice Shell needs its options"),
        ] {
            let run = try PipedAlert.run(arguments)
            #expect(run.status == 2)
            #expect(run.standardError.contains(problem), "\(run.standardError)")
        }
    }
}
