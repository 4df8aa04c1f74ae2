import AlertCommandKit
import AlertDialog
import AlertEngine
import Testing

@testable import AlertZenity

/// `--list --editable` on a headless controller, its keys as GTK's tree view under zenity
/// 3.44 takes them (each case was pressed on Debian's zenity under Xvfb; the GTK suite's
/// differential tests press the same keys on both programs).
@MainActor struct ZenityListEditingTests {
    nonisolated static let pairs = [
        "--list", "--editable", "--print-column", "ALL", "--column", "A", "--column", "B",
        "a1", "b1", "a2", "b2",
    ]
    /// OK: Tab to Cancel, Tab to OK, Enter.
    nonisolated static let ok: [AlertKeyInput] = [.tab, .tab, .enter]

    /// What `arguments` answered after `keys`: nil while the list is still up.
    func answer(_ arguments: [String], _ keys: [AlertKeyInput]) throws -> CommandOutcome? {
        try ZenityHeadlessDialog.answer(arguments, keys)
    }

    /// Enter on a row edits its cell, the text selected (typing replaces it, End then
    /// appends); Enter and Tab keep the edit, Esc drops it; Right edits the next column's
    /// cell; OK answers the cells as edited.
    @Test(arguments: [
        ([AlertKeyInput.down, .enter, .text("XY"), .enter] + ok, "XY|b2\n"),
        ([.down, .enter, .text("XY"), .escape] + ok, "a2|b2\n"),
        ([.down, .enter, .text("XY"), .tab] + ok, "XY|b2\n"),
        ([.down, .right, .enter, .text("Z"), .enter] + ok, "a2|Z\n"),
        ([.down, .right, .right, .left, .enter, .text("Z"), .enter] + ok, "Z|b2\n"),
        ([.down, .enter, .backspace, .character("Q"), .enter] + ok, "Q|b2\n"),
        ([.down, .enter, .end, .character("Q"), .enter] + ok, "a2Q|b2\n"),
        ([.down, .enter, .text("XY"), .enter, .up, .enter, .text("Q"), .enter] + ok, "Q|b1\n"),
    ])
    func enterEditsTheCursorsCell(keys: [AlertKeyInput], expected: String) throws {
        #expect(try answer(Self.pairs, keys) == .boxAnswered(status: 0, answer: expected))
    }

    /// Enter on a row of an editable list edits it, never answers it; Esc out of an edit
    /// leaves the list up, and Esc then cancels.
    @Test func enterNeverAnswersAnEditableList() throws {
        #expect(try answer(Self.pairs, [.down, .enter, .enter, .enter, .enter]) == nil)
        #expect(
            try answer(Self.pairs, [.down, .enter, .escape, .escape])
                == .boxAnswered(status: 1, answer: nil))
    }

    /// The print column is printed as edited; a --multiple list edits the row selected.
    @Test func thePrintColumnIsPrintedAsEdited() throws {
        let second = ["--list", "--editable", "--print-column", "2", "--column", "A"]
        let keys: [AlertKeyInput] = [.down, .right, .enter, .text("new"), .enter] + Self.ok
        #expect(
            try answer(second + ["--column", "B", "a1", "b1"], keys)
                == .boxAnswered(status: 0, answer: "new\n"))
        let multiple = ["--multiple"] + Self.pairs
        #expect(
            try answer(multiple, [.down, .enter, .text("XY"), .enter] + Self.ok)
                == .boxAnswered(status: 0, answer: "XY|b1\n"))
    }

    /// zenity's keys edit no cell of a check or radio list: refused, never ignored.
    @Test(arguments: ["--checklist", "--radiolist"])
    func aCheckOrRadioListIsNotEditable(mode: String) {
        #expect(throws: DialogUsageError.self) {
            try ZenityCommandLine.parse([
                "--list", mode, "--editable", "--column", "", "--column", "A", "TRUE", "a",
            ])
        }
    }

    /// A cell past a short last row's cells is made and set.
    @Test func settingACellFillsAShortRow() {
        var list = ZenityList()
        list.columns = ["A", "B", "C"]
        list.fill(with: ["a1", "b1", "c1", "a2"])
        list.setCell(row: 1, column: 2, to: "c2")
        #expect(list.rows[1] == ["a2", "", "c2"])
        list.setCell(row: 5, column: 0, to: "none")
        #expect(list.rows.count == 2)
    }
}
