import AlertTestSupport
import Foundation
import Testing

/// What gum's users gain: gum's prompts answered without a person, from an answers file
/// keyed by the prompt's text or header, with no terminal at all.
extension GumModeTests {
    /// Runs gum (`alert` through the link) with `arguments`, no terminal, `input` on
    /// standard input and `ALERT_ANSWERS` naming a file of `answers`.
    func unattended(_ arguments: [String], answers: String?, input: String = "") throws
        -> PipedRun
    {
        let workspace = try Workspace()
        let file = workspace.url.appendingPathComponent("answers")
        try answers?.write(to: file, atomically: true, encoding: .utf8)
        return try PipedRun.run(
            path: workspace.url.appendingPathComponent("bin/gum").path, arguments: arguments,
            input: input, environment: ["ALERT_ANSWERS": answers.map { _ in file.path }])
    }

    @Test func anAnswersFileAnswersGumsPromptsByTheirText() throws {
        let answers = """
            Commit changes?=no
            Choose:=b
            scope=readme
            Pick several=1,3
            """
        #expect(try unattended(["confirm", "Commit changes?"], answers: answers).status == 1)
        let chosen = try unattended(["choose", "a", "b", "c"], answers: answers)
        #expect(chosen.status == 0)
        #expect(chosen.standardOutput == "b\n")
        let typed = try unattended(["input", "--placeholder", "scope"], answers: answers)
        #expect(typed.standardOutput == "readme\n")
        let several = try unattended(
            ["choose", "--no-limit", "--header", "Pick several", "--output-delimiter", "+"],
            answers: answers, input: "x\ny\nz\n")
        #expect(several.standardOutput == "x+z\n")
    }

    @Test func withoutAnAnswerAndATerminalTheErrorSaysWhichLineWouldAnswer() throws {
        let bare = try unattended(
            ["choose", "--header", "Pick", "a", "b"], answers: nil, input: "a\n")
        #expect(bare.status == 1)
        #expect(bare.standardError.contains("ALERT_ANSWERS=FILE and a line Pick=ANSWER"))
        let lacking = try unattended(["choose", "--header", "Pick", "a", "b"], answers: "")
        #expect(lacking.status == 1)
        #expect(lacking.standardError.contains("no answer for the alert Pick"))
    }

    @Test func aPagerWithNothingToDrawOnPrintsItsText() throws {
        // With no terminal, the content given is the text copied (as alert pager copies).
        let given = try unattended(["pager", "hello there"], answers: nil)
        #expect(given.status == 0)
        #expect(given.standardOutput == "hello there\n")
        // pager/command.go drops backspace overstrikes from what it reads.
        let piped = try unattended(["pager"], answers: nil, input: "N\u{8}Name\n")
        #expect(piped.standardOutput == "Name\n")
    }
}
