import AlertCommandKit
import AlertEngine
import Testing

@testable import AlertDialog

/// Tab in whiptail's and dialog's lists: from the list to the buttons and back to the row
/// it left, in each program's order (the real programs are run beside these in
/// `DialogCompatibilityTests`).
@MainActor struct DialogFocusOrderTests {
    let menu = DialogBox.menu(
        "Pick",
        entries: [
            DialogEntry(tag: "a", item: "A"), DialogEntry(tag: "b", item: "B"),
            DialogEntry(tag: "c", item: "C"),
        ])
    let checklist = DialogBox.checklist(
        "Pick", entries: [DialogEntry(tag: "a", item: "A"), DialogEntry(tag: "b", item: "B")])

    /// The outcomes of `box` in `dialect` after `keys`, and the title of the button (or
    /// the tag of the list's row) focused at the end.
    func run(_ box: DialogBox, _ dialect: DialogDialect, keys: [AlertKeyInput]) -> (
        [CommandOutcome], String?
    ) {
        // A controller each: a box left on screen would hold the next one in the queue.
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        var outcomes: [CommandOutcome] = []
        let question = DialogQuestion(dialect: dialect, box: box, options: DialogOptions())
        guard
            let view = DialogRunner.show(
                question, on: controller, id: nil, turn: nil, completion: { outcomes.append($0) })
        else {
            Issue.record("\(box) has no view")
            return ([], nil)
        }
        for key in keys { view.handle(key) }
        let focused = view.focusedTarget.flatMap { target in
            let item = view.items[target.item]
            return (item as? ButtonItem)?.title ?? (item as? ChecklistItem)?.options[target.stop]
        }
        return (outcomes, focused)
    }

    @Test func whiptailsTabGoesFromTheRowsToOKCancelAndBackToTheRowLeft() {
        #expect(run(menu, .whiptail, keys: [.down, .tab]).1 == "Ok")
        #expect(run(menu, .whiptail, keys: [.down, .tab, .tab]).1 == "Cancel")
        #expect(run(menu, .whiptail, keys: [.down, .tab, .tab, .tab]).1 == "b")
        #expect(run(menu, .whiptail, keys: [.down, .backTab]).1 == "Cancel")
        // OK answers with the row the list was left on, not the next one.
        #expect(
            run(menu, .whiptail, keys: [.down, .tab, .enter]).0
                == [.boxAnswered(status: 0, answer: "b")])
    }

    @Test func dialogsTabGoesRoundTheListAndTheButtonsAfterOK() {
        #expect(run(menu, .dialog, keys: [.down, .tab]).1 == "Cancel")
        #expect(run(menu, .dialog, keys: [.down, .tab, .tab]).1 == "b")
        #expect(
            run(menu, .dialog, keys: [.down, .tab, .enter]).0
                == [.boxAnswered(status: 1, answer: nil)])
    }

    @Test func aChecklistIsOneStopThatTabLeavesAndComesBackTo() {
        // whiptail: the list, OK, Cancel; back on the list, Space ticks the row left.
        #expect(
            run(checklist, .whiptail, keys: [.down, .tab, .tab, .tab, .character(" "), .enter]).0
                == [.boxAnswered(status: 0, answer: "\"b\"")])
        // dialog: the list, Cancel (its OK is the list's Enter).
        #expect(run(checklist, .dialog, keys: [.tab]).1 == "Cancel")
        #expect(
            run(checklist, .dialog, keys: [.down, .character(" "), .tab, .tab, .enter]).0
                == [.boxAnswered(status: 0, answer: "b")])
    }

    @Test func theArrowsHomeAndEndStayAmongAMenusRows() {
        for dialect in [DialogDialect.whiptail, .dialog] {
            #expect(run(menu, dialect, keys: [.end]).1 == "c", "\(dialect)")
            #expect(run(menu, dialect, keys: [.pageDown]).1 == "c", "\(dialect)")
            #expect(run(menu, dialect, keys: [.down, .down, .down, .down]).1 == "c", "\(dialect)")
            #expect(run(menu, dialect, keys: [.end, .home]).1 == "a", "\(dialect)")
        }
        #expect(
            run(menu, .whiptail, keys: [.end, .enter]).0 == [.boxAnswered(status: 0, answer: "c")])
    }

    @Test func whiptailsButtonsStepLeftAndRightAndUpFromOKReturnsToTheList() {
        #expect(run(menu, .whiptail, keys: [.down, .right]).1 == "b", "a row ignores Right")
        #expect(run(menu, .whiptail, keys: [.tab, .down]).1 == "Cancel")
        #expect(run(menu, .whiptail, keys: [.tab, .tab, .down]).1 == "Cancel", "no wrap")
        #expect(run(menu, .whiptail, keys: [.tab, .tab, .up]).1 == "Ok")
        #expect(run(menu, .whiptail, keys: [.down, .tab, .up]).1 == "b")
        #expect(run(menu, .whiptail, keys: [.tab, .end]).1 == "Ok", "End does nothing there")
    }

    @Test func dialogsLeftAndRightGoRoundAsTabDoes() {
        #expect(run(menu, .dialog, keys: [.down, .right]).1 == "Cancel")
        #expect(run(menu, .dialog, keys: [.down, .left]).1 == "Cancel")
        #expect(run(menu, .dialog, keys: [.down, .right, .right]).1 == "b")
        #expect(run(menu, .dialog, keys: [.tab, .up]).1 == "Cancel", "Up does nothing there")
    }

    @Test func whiptailsCheckListTakesLeftAndRightAsUpAndDownAndIgnoresEnd() {
        let space = AlertKeyInput.character(" ")
        #expect(
            run(checklist, .whiptail, keys: [.end, space, .enter]).0
                == [.boxAnswered(status: 0, answer: "\"a\"")])
        #expect(
            run(checklist, .whiptail, keys: [.right, space, .enter]).0
                == [.boxAnswered(status: 0, answer: "\"b\"")])
        #expect(
            run(checklist, .dialog, keys: [.end, space, .enter]).0
                == [.boxAnswered(status: 0, answer: "b")])
        #expect(run(checklist, .dialog, keys: [.right]).1 == "Cancel")
    }

    @Test func aQuestionsButtonsMoveAsEachProgramsDo() {
        let question = DialogBox.yesNo("Go on?")
        #expect(run(question, .dialog, keys: [.down]).1 == "Yes", "Down does nothing")
        #expect(run(question, .dialog, keys: [.right, .right]).1 == "Yes", "wraps")
        #expect(run(question, .dialog, keys: [.left]).1 == "No", "wraps")
        #expect(run(question, .whiptail, keys: [.down]).1 == "No")
        #expect(run(question, .whiptail, keys: [.right, .right]).1 == "No", "stops")
        #expect(run(question, .whiptail, keys: [.right, .home]).1 == "No", "Home does nothing")
    }

    @Test func aCheckListsLastRowKeepsTheFocusOnDown() {
        let space = AlertKeyInput.character(" ")
        for dialect in [DialogDialect.whiptail, .dialog] {
            let ticked = run(checklist, dialect, keys: [.down, .down, space, .enter]).0
            let answer = dialect == .whiptail ? "\"b\"" : "b"
            #expect(ticked == [.boxAnswered(status: 0, answer: answer)], "\(dialect)")
        }
    }
}
