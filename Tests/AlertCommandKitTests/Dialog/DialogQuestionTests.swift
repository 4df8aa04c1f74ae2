import Testing

@testable import AlertCommandKit

/// The id ALERT_ANSWERS answers a box by, and the statuses a question keeps.
struct DialogQuestionTests {
    @Test func theTextThenTheTitleAreTheAnswersIDs() {
        var options = DialogOptions()
        #expect(
            DialogQuestion(dialect: .whiptail, box: .yesNo("Enable SSH?"), options: options)
                .answersID() == "Enable SSH?")
        options.title = "SSH"
        let ssh = DialogQuestion(dialect: .whiptail, box: .yesNo("Enable SSH?"), options: options)
        #expect(ssh.answersID() == "SSH")
        #expect(ssh.answersIDs == ["Enable SSH?", "SSH"])
        #expect(ssh.answersID { $0 == "Enable SSH?" } == "Enable SSH?")
        options.title = "a=b"
        #expect(
            DialogQuestion(dialect: .whiptail, box: .yesNo("x=1"), options: options).answersID()
                == nil)
        // A text of several lines is known by its first.
        let lines = DialogQuestion(
            dialect: .whiptail, box: .yesNo("two\nlines"), options: DialogOptions())
        #expect(lines.answersID() == "two")
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
