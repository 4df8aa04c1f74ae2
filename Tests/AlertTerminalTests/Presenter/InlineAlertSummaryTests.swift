import AlertPresentation
import AlertProtocol
import AlertStyles
import TerminalKit
import Testing

@testable import AlertTerminal

@MainActor
@Suite struct InlineAlertSummaryTests {
    private func summary(_ view: AlertView, _ reason: AlertDismissReason) -> InlineAlertSummary? {
        InlineAlertSummary(interaction: view.interaction, result: AlertResult(reason: reason))
    }

    private func confirm() -> AlertView {
        AlertView(items: [
            TitleItem("Move 3 files?"), MessageItem("They go to the trash."),
            ButtonItem(title: "No", role: .cancel, actionIndex: 0),
            ButtonItem(title: "Yes", actionIndex: 1),
        ])
    }

    private func text(_ summary: InlineAlertSummary?, width: Int = 60) -> String {
        guard let line = summary?.line(width: width) else { return "<none>" }
        var text = line.text(row: 0)
        while text.last == " " { text.removeLast() }
        return text
    }

    /// An alert with no title and no message (`alert choose a b c`) leaves its answer
    /// alone, never a made-up "Alert".
    @Test func anAlertWithoutTextLeavesItsAnswerAlone() {
        let view = AlertView(items: [
            ButtonItem(title: "alpha", actionIndex: 1), ButtonItem(title: "beta", actionIndex: 2),
            ButtonItem(title: "Cancel", role: .cancel, actionIndex: 0),
        ])
        #expect(text(summary(view, .action(index: 2))) == "✔ beta")
        #expect(text(summary(view, .action(index: 0))) == "✖ Cancel")
    }

    @Test func anAnswerIsTheButtonPickedAndACancelButtonIsNoAnswer() {
        #expect(text(summary(confirm(), .action(index: 1))) == "✔ Move 3 files? · Yes")
        #expect(text(summary(confirm(), .action(index: 0))) == "✖ Move 3 files? · No")
    }

    @Test(arguments: ["\n", "\u{85}", "\u{2028}", "\r\n"])
    func aTitleCutAtALineBreakEndsWithAnEllipsis(lineBreak: String) {
        let view = AlertView(items: [
            TitleItem("Move\(lineBreak)3 files?"),
            ButtonItem(title: "No", role: .cancel, actionIndex: 0),
            ButtonItem(title: "Yes", actionIndex: 1),
        ])
        #expect(text(summary(view, .action(index: 1))) == "✔ Move… · Yes")
    }

    @Test func aMessagesOnlyButtonIsAnAnswerEvenWithTheCancelRole() {
        let message = AlertView(items: [
            MessageItem("Saved"), ButtonItem(title: "OK", role: .cancel, actionIndex: 0),
        ])
        #expect(text(summary(message, .action(index: 0))) == "✔ Saved · OK")
    }

    @Test func aSecretShowsAMaskThatDoesNotTellItsLength() throws {
        let field = try TextFieldItem(text: "hunter2", isSecure: true)
        let view = AlertView(items: [
            TitleItem("Password"), field,
            ButtonItem(title: "Cancel", role: .cancel, actionIndex: 0),
            ButtonItem(title: "OK", actionIndex: 1),
        ])
        let line = text(summary(view, .action(index: 1)))
        #expect(line == "✔ Password · ••••••")
        #expect(!line.contains("hunter2"))
    }

    @Test func typedTextIsTheAnswerOfAnInput() throws {
        let field = try TextFieldItem(text: "Ada")
        let view = AlertView(items: [
            TitleItem("Name"), field, ButtonItem(title: "OK", actionIndex: 1),
        ])
        #expect(text(summary(view, .action(index: 1))) == "✔ Name · Ada")
    }

    @Test func endsWithoutAnAnswerSayWhy() {
        #expect(text(summary(confirm(), .programmatic)) == "✖ Move 3 files? · cancelled")
        #expect(text(summary(confirm(), .backgroundTap)) == "✖ Move 3 files? · cancelled")
        #expect(text(summary(confirm(), .timeout)) == "✖ Move 3 files? · timed out")
        #expect(text(summary(confirm(), .failed("no room"))) == "✖ Move 3 files? · no room")
        #expect(summary(confirm(), .replaced) == nil, "the replacement shows instead")
    }

    @Test func anAlertThatAsksNothingEndsWithACheckAndItsTitle() {
        let status = AlertView(items: [MessageItem("All done")])
        #expect(text(summary(status, .timeout)) == "✔ All done")
        #expect(text(summary(status, .programmatic)) == "✔ All done")
    }

    @Test func workIsDoneOnlyWhenItCompletes() throws {
        let progress = AlertView(items: [TitleItem("Copying"), try ProgressItem()])
        #expect(text(summary(progress, .completed)) == "✔ Copying · done")
        #expect(text(summary(progress, .programmatic)) == "✖ Copying · cancelled")
        #expect(text(summary(progress, .timeout)) == "✖ Copying · timed out")
    }

    /// A progress's Cancel stops its work: no tick for cancelled work, though it is the
    /// alert's only button.
    @Test func aProgressStoppedWithItsCancelButtonEndsWithACross() throws {
        let progress = AlertView(items: [
            TitleItem("Moving to .trash"), try ProgressItem(),
            ButtonItem(title: "Cancel", role: .cancel, actionIndex: 0),
        ])
        #expect(text(summary(progress, .action(index: 0))) == "✖ Moving to .trash · Cancel")
        #expect(text(summary(progress, .completed)) == "✔ Moving to .trash · done")
    }

    /// Ctrl+C answers nothing: a status it ends says it was interrupted, a question that it
    /// was cancelled.
    @Test func anInterruptedAlertEndsWithACrossWhateverItAsked() {
        let status = AlertView(items: [MessageItem("All done")])
        let interrupted = InlineAlertSummary(
            interaction: status.interaction, result: AlertResult(reason: .programmatic),
            interrupted: true)
        #expect(text(interrupted) == "✖ All done · interrupted")
        let view = confirm()
        let question = InlineAlertSummary(
            interaction: view.interaction, result: AlertResult(reason: .programmatic),
            interrupted: true)
        #expect(text(question) == "✖ Move 3 files? · cancelled")
    }

    /// An answer the program gives when the duration runs out is shown as the answer.
    @Test func anAnswerGivenOnATimeoutIsShownAsTheAnswer() {
        let view = confirm()
        var answered = AlertResult(reason: .timeout)
        answered.timeoutAnswer = AlertTimeoutAnswer("Yes", isAnswer: true)
        let yes = InlineAlertSummary(interaction: view.interaction, result: answered)
        #expect(text(yes) == "✔ Move 3 files? · Yes")
        var refused = AlertResult(reason: .timeout)
        refused.timeoutAnswer = AlertTimeoutAnswer("No", isAnswer: false)
        let no = InlineAlertSummary(interaction: view.interaction, result: refused)
        #expect(text(no) == "✖ Move 3 files? · No")
        #expect(text(summary(view, .timeout)) == "✖ Move 3 files? · timed out")
    }

    @Test func theTitleIsPreferredToTheMessageAndOnlyItsFirstLineShowsCut() {
        let view = AlertView(items: [
            MessageItem("Details\nmore"), TitleItem("Heads\nup"),
            ButtonItem(title: "OK", actionIndex: 0),
        ])
        #expect(text(summary(view, .action(index: 0))) == "✔ Heads… · OK")
    }

    @Test func aNarrowTerminalCutsTheTitleFirstAndTheLineFits() {
        let long = AlertView(items: [
            TitleItem(String(repeating: "Long title ", count: 10)),
            ButtonItem(title: "OK", actionIndex: 0),
        ])
        for width in [1, 5, 20, 40] {
            let line = text(summary(long, .action(index: 0)), width: width)
            #expect(TerminalWidth.width(of: line) <= width, "width \(width): \(line)")
        }
        #expect(text(summary(long, .action(index: 0)), width: 30).hasSuffix("… · OK"))
    }

    /// A blank answer says so: the line never ends in a bare `·`.
    @Test func aBlankAnswerIsSaid() throws {
        let view = AlertView(items: [
            TitleItem("A note for the report"), try TextFieldItem(text: ""),
            ButtonItem(title: "OK", actionIndex: 1),
        ])
        #expect(text(summary(view, .action(index: 1))) == "✔ A note for the report · (empty)")
    }

    /// When the title and the answer do not both fit, neither is cut below half the room:
    /// a long answer keeps the title readable, and a short one stays whole.
    @Test func aLongAnswerAndALongTitleShareTheLine() throws {
        func line(_ title: String, _ answer: String, width: Int) throws -> String {
            let view = AlertView(items: [
                TitleItem(title), try TextFieldItem(text: answer),
                ButtonItem(title: "OK", actionIndex: 1),
            ])
            return text(summary(view, .action(index: 1)), width: width)
        }
        let files = (1...20).map { "file\($0).log" }.joined(separator: ", ")
        let both = try line("Move these files to the trash", files, width: 40)
        #expect(both.hasPrefix("✔ Move these files… · file1.log"), "\(both)")
        #expect(TerminalWidth.width(of: both) <= 40, "\(both)")
        #expect(
            try line("Move these files to the trash", "Ada", width: 20) == "✔ Move these… · Ada")
        #expect(try line("Name", files, width: 20) == "✔ Name · file1.log,…")
    }
}
