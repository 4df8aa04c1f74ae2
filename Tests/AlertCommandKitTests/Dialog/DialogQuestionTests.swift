import Testing

@testable import AlertCommandKit

/// The id ALERT_ANSWERS answers a box by, and the statuses a question keeps.
struct DialogQuestionTests {
    @Test func theTitleElseTheTextIsTheAnswersID() {
        var options = DialogOptions()
        #expect(
            DialogQuestion(dialect: .whiptail, box: .yesNo("Enable SSH?"), options: options)
                .answersID == "Enable SSH?")
        options.title = "SSH"
        #expect(
            DialogQuestion(dialect: .whiptail, box: .yesNo("Enable SSH?"), options: options)
                .answersID == "SSH")
        options.title = "a=b"
        #expect(
            DialogQuestion(dialect: .whiptail, box: .yesNo("x"), options: options).answersID == nil)
        #expect(
            DialogQuestion(dialect: .whiptail, box: .yesNo("two\nlines"), options: DialogOptions())
                .answersID == nil)
    }

    @Test func onlyDialogsVariablesAreKept() {
        let question = DialogQuestion(
            dialect: .dialog, box: .message("x"), options: DialogOptions(),
            environment: ["DIALOG_OK": "4", "HOME": "/root"])
        #expect(question.statusVariables == ["DIALOG_OK": "4"])
        #expect(question.exitStatus(for: .ok) == 4)
    }

    @Test func theDialectComesFromTheProgramsName() {
        #expect(DialogDialect(programName: "/usr/local/bin/whiptail") == .whiptail)
        #expect(DialogDialect(programName: "dialog") == .dialog)
        #expect(DialogDialect(programName: "alert") == nil)
    }
}
