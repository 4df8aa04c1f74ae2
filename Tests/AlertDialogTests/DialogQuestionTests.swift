import AlertCommandKit
import Testing

@testable import AlertDialog

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

/// Answers of `ALERT_ANSWERS` that name rows by their tags.
struct DialogQuestionTagAnswerTests {
    func question(_ box: DialogBox) -> DialogQuestion {
        DialogQuestion(dialect: .whiptail, box: box, options: DialogOptions())
    }

    let rows = [
        DialogEntry(tag: "S1 Wireless", item: "SSID"), DialogEntry(tag: "2", item: "Two"),
        DialogEntry(tag: "b c", item: "Spaced"),
    ]

    @Test func aTagBecomesItsRowsNumber() {
        let menu = question(.menu("Pick", entries: rows))
        // A row is named by its label written out, which no number can be mistaken for.
        #expect(menu.answer(readingTagsIn: "S1 Wireless") == "=S1 Wireless")
        #expect(menu.answer(readingTagsIn: "b c") == "=b c")
        #expect(menu.answer(readingTagsIn: "2") == "=2")
        // `#n` counts the rows, then the buttons after them (OK, then Cancel).
        #expect(menu.answer(readingTagsIn: "#3") == "=b c")
        #expect(menu.answer(readingTagsIn: "#4") == "#1")
        #expect(menu.answer(readingTagsIn: "#5") == "#2")
        // Tags that are numbers: the second row's tag `1` is not row 1.
        let numbered = question(
            .menu(
                "Pick",
                entries: ["0", "1", "2"].map { DialogEntry(tag: $0, item: "Item \($0)") }))
        #expect(numbered.answer(readingTagsIn: "1") == "=1")
        #expect(numbered.answer(readingTagsIn: "#1") == "=0")
        // A label shown twice names its first row only: the second is its number.
        let twice = question(
            .menu("Pick", entries: ["a", "a"].map { DialogEntry(tag: $0, item: "") }))
        #expect(twice.answer(readingTagsIn: "#2") == "2")
        #expect(menu.answer(readingTagsIn: "nothing") == "nothing")
        #expect(question(.radiolist("Pick", entries: rows)).answer(readingTagsIn: "b c") == "=b c")
    }

    @Test func aChecklistsTagsBecomeItsRowsNumbers() {
        let list = question(.checklist("Pick", entries: rows))
        #expect(list.answer(readingTagsIn: "S1 Wireless,b c") == "1,3")
        #expect(list.answer(readingTagsIn: "b c") == "=b c")
        // Not every piece a tag: the line is read as it is.
        #expect(list.answer(readingTagsIn: "S1 Wireless,zz") == "S1 Wireless,zz")
        #expect(question(.yesNo("Sure?")).answer(readingTagsIn: "yes") == "yes")
    }
}
