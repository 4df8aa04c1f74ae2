import AlertCommandKit
import AlertEngine
import Foundation
import Testing

@testable import AlertDialog

/// Each box on a headless controller: Enter, Esc and the buttons give the programs' answers
/// and statuses, Esc apart from Cancel.
@MainActor struct DialogRunnerTests {
    let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())

    func run(
        _ box: DialogBox, _ options: DialogOptions = DialogOptions(), _ act: (AlertView) -> Void
    )
        -> [CommandOutcome]
    {
        var outcomes: [CommandOutcome] = []
        let question = DialogQuestion(dialect: .whiptail, box: box, options: options)
        let view = DialogRunner.show(question, on: controller, id: nil, turn: nil) {
            outcomes.append($0)
        }
        if let view { act(view) } else { Issue.record("\(box) has no view") }
        return outcomes
    }

    @Test func escIsNotCancel() {
        let yesNo = DialogBox.yesNo("Sure?")
        #expect(run(yesNo) { $0.handle(.enter) } == [.boxAnswered(status: 0, answer: nil)])
        #expect(run(yesNo) { $0.handle(.escape) } == [.boxAnswered(status: 255, answer: nil)])
        #expect(
            run(yesNo) {
                $0.handle(.tab)
                $0.handle(.enter)
            } == [.boxAnswered(status: 1, answer: nil)])
        var defaultNo = DialogOptions()
        defaultNo.startsOnNo = true
        #expect(
            run(yesNo, defaultNo) { $0.handle(.enter) } == [.boxAnswered(status: 1, answer: nil)])
    }

    /// A text box: Enter and q answer OK (0), Esc leaves it (255), Esc with the search
    /// line open only closes the line.
    @Test func aTextBoxClosesWithOKOnEnterOrQAndWith255OnEsc() {
        let box = DialogBox.textbox(path: "notes", text: "one\ntwo")
        #expect(run(box) { $0.handle(.enter) } == [.boxAnswered(status: 0, answer: nil)])
        #expect(
            run(box) { $0.handle(.character("q")) } == [.boxAnswered(status: 0, answer: nil)])
        #expect(run(box) { $0.handle(.escape) } == [.boxAnswered(status: 255, answer: nil)])
        #expect(
            run(box) {
                $0.handle(.character("/"))
                $0.handle(.escape)
                $0.handle(.enter)
            } == [.boxAnswered(status: 0, answer: nil)])
    }

    @Test func aTextBoxsRowsAreWhatItsHeightLeavesWithinTheTerminal() {
        var options = DialogOptions()
        #expect(DialogRunner.textboxRows(options, terminalRows: 30) == 20, "0 fits the terminal")
        options.height = 20
        #expect(DialogRunner.textboxRows(options, terminalRows: 30) == 14)
        options.height = 60
        #expect(DialogRunner.textboxRows(options, terminalRows: 30) == 20, "capped")
        options.height = 5
        #expect(DialogRunner.textboxRows(options, terminalRows: 30) == 3)
    }

    @Test func aMenuAnswersWithTheTagOfItsRow() {
        let menu = DialogBox.menu(
            "Pick", entries: [DialogEntry(tag: "a", item: "A"), DialogEntry(tag: "b", item: "B")])
        #expect(
            run(menu) {
                $0.handle(.down)
                $0.handle(.enter)
            } == [.boxAnswered(status: 0, answer: "b")])
        var options = DialogOptions()
        options.defaultItem = "b"
        #expect(run(menu, options) { $0.handle(.enter) } == [.boxAnswered(status: 0, answer: "b")])
        options.hasNoCancel = true
        var titles: [String] = []
        var rows: [String?] = []
        var isMenu = false
        _ = run(menu, options) { view in
            titles = view.items.compactMap { ($0 as? ButtonItem)?.title }
            guard let list = view.items.lazy.compactMap({ $0 as? ChecklistItem }).first else {
                return
            }
            rows = list.options.indices.map { list.textDescription(forStop: $0) }
            isMenu = list.listKind == .menu && list.isChecked(stop: 0) == nil
        }
        // The rows are one list: the tag first, the item its detail in the library's
        // second column, no check box. whiptail's OK follows the list (Tab goes to it);
        // with `--nocancel`, no Cancel.
        #expect(titles == ["Ok"])
        #expect(rows == ["1. a  A", "2. b  B"])
        #expect(isMenu)
    }

    @Test func aBoxOfWidthZeroFitsItsRowsAndAGivenWidthIsKept() {
        let item = "System Options      Configure system settings such as the hostname"
        let menu = DialogBox.menu(
            "Choose an option",
            entries: [DialogEntry(tag: "1", item: item), DialogEntry(tag: "2", item: "Display")])
        let cells = AlertEnvironment(
            theme: .terminal, measurer: MonospaceTextMeasurer.cells, metrics: .terminal)
        let terminal = AlertContainer(size: CGSize(width: 160, height: 30))
        var asked: [CGFloat?] = []
        var widths: [CGFloat] = []
        for width in [0, 120] {
            var options = DialogOptions()
            options.width = width
            _ = run(menu, options) { view in
                asked.append(view.preferredContentWidth)
                view.interaction.environment = cells
                widths.append(view.interaction.proposedContentWidth(in: terminal))
            }
        }
        // WIDTH 0 fits the rows (`1  ` and the item); 120 less the border and sides is kept.
        #expect(asked == [nil, 114])
        #expect(widths == [CGFloat(3 + item.count), 114])
    }

    @Test func aRadiolistKeepsOneTickAndEnterMeansOK() {
        let list = DialogBox.radiolist(
            "Pick",
            entries: [
                DialogEntry(tag: "a", item: "A", isOn: true), DialogEntry(tag: "b", item: "B"),
            ])
        #expect(
            run(list) {
                $0.handle(.down)
                $0.handle(.character(" "))
                $0.handle(.enter)
            } == [.boxAnswered(status: 0, answer: "b")])
    }

    @Test func anInputGivesItsTextOnOKOnly() {
        let input = DialogBox.input("Name", initial: "pi", isSecret: true)
        #expect(
            run(input) {
                $0.handle(.character("x"))
                $0.handle(.enter)
            } == [.boxAnswered(status: 0, answer: "pix")])
        #expect(run(input) { $0.handle(.escape) } == [.boxAnswered(status: 255, answer: nil)])
    }
}

/// dialog's Help and Extra buttons, and its own boxes.
@MainActor struct DialogRunnerDialogBoxTests {
    let clock = ManualAlertClock()
    let controller: AlertController

    init() {
        controller = AlertController(window: HeadlessAlertWindow(), clock: clock)
    }

    func run(
        _ box: DialogBox, _ options: DialogOptions = DialogOptions(), keys: [AlertKeyInput]
    ) -> [CommandOutcome] {
        var outcomes: [CommandOutcome] = []
        let question = DialogQuestion(dialect: .dialog, box: box, options: options)
        let view = DialogRunner.show(question, on: controller, id: nil, turn: nil) {
            outcomes.append($0)
        }
        guard let view else {
            Issue.record("\(box) has no view")
            return []
        }
        for key in keys { view.handle(key) }
        return outcomes
    }

    var withHelp: DialogOptions {
        var options = DialogOptions()
        options.hasHelpButton = true
        return options
    }

    @Test func helpOnAMenuNamesTheRowFocusedBeforeIt() {
        let menu = DialogBox.menu(
            "Pick",
            entries: [
                DialogEntry(tag: "a", item: "A"), DialogEntry(tag: "b", item: "B"),
                DialogEntry(tag: "c", item: "C"),
            ])
        // b, then Tab to Cancel and to Help (dialog's OK is what Enter presses in the list).
        #expect(
            run(menu, withHelp, keys: [.down, .tab, .tab, .enter])
                == [.boxAnswered(status: 2, answer: "HELP b")])
        // Tab goes round: Cancel, Help, back to the row left (b), where Enter answers.
        #expect(
            run(menu, withHelp, keys: [.down, .tab, .tab, .tab, .enter])
                == [.boxAnswered(status: 0, answer: "b")])
        #expect(
            run(menu, withHelp, keys: [.backTab, .enter])
                == [.boxAnswered(status: 2, answer: "HELP a")])
    }

    @Test func helpOnAChecklistNamesTheRowFocusedBeforeIt() {
        let list = DialogBox.checklist(
            "Pick",
            entries: [
                DialogEntry(tag: "a", item: "A", isOn: true), DialogEntry(tag: "b", item: "B"),
            ])
        // The list, then Cancel and Help (OK is what Enter presses in the list).
        #expect(
            run(list, withHelp, keys: [.down, .tab, .tab, .enter])
                == [.boxAnswered(status: 2, answer: "HELP b")])
    }

    @Test func aFormAnswersWithItsEditableFieldsALineEach() {
        let form = DialogBox.form(
            "Who",
            fields: [
                DialogFormField(label: "Name:", item: "bob", isEditable: true, maximumLength: 20),
                DialogFormField(label: "Id:", item: "42", isEditable: false, maximumLength: nil),
                DialogFormField(label: "Age:", item: "7", isEditable: true, maximumLength: 3),
            ], isSecret: false)
        #expect(
            run(form, keys: [.character("x"), .enter])
                == [.boxAnswered(status: 0, answer: "bobx\n7\n")])
        // Name, Age, then OK, Cancel and Help.
        #expect(
            run(form, withHelp, keys: [.tab, .tab, .tab, .tab, .enter])
                == [.boxAnswered(status: 2, answer: "HELP Age:")])
        // ILEN caps what the field takes.
        #expect(
            run(form, keys: [.tab, .character("1"), .character("2"), .character("3"), .enter])
                == [.boxAnswered(status: 0, answer: "bob\n712\n")])
        #expect(run(form, keys: [.escape]) == [.boxAnswered(status: 255, answer: nil)])
    }

    @Test func theCalendarAnswersWithTheDayInDialogsFormatOrTheGivenOne() throws {
        let day = try #require(CalendarDay(year: 2024, month: 3, day: 5))
        let calendar = DialogBox.calendar("When", start: day)
        #expect(run(calendar, keys: [.enter]) == [.boxAnswered(status: 0, answer: "05/03/2024")])
        // The focus starts on OK, as in dialog: Up there moves no day; Shift-Tab reaches
        // the grid, where Up and Down move a week and Left and Right a day.
        #expect(
            run(calendar, keys: [.up, .enter]) == [.boxAnswered(status: 0, answer: "05/03/2024")])
        #expect(
            run(calendar, keys: [.backTab, .up, .right, .enter])
                == [.boxAnswered(status: 0, answer: "28/02/2024")])
        #expect(
            run(calendar, keys: [.backTab, .down, .left, .left, .enter])
                == [.boxAnswered(status: 0, answer: "10/03/2024")])
        var options = DialogOptions()
        options.dateFormat = "%Y-%m-%d %A"
        #expect(
            run(calendar, options, keys: [.enter])
                == [.boxAnswered(status: 0, answer: "2024-03-05 Tuesday")])
        options.hasExtraButton = true
        #expect(
            run(calendar, options, keys: [.tab, .enter])
                == [.boxAnswered(status: 3, answer: "2024-03-05 Tuesday")])
    }

    @Test func theTimeboxTakesOnlyARealTimeOfDay() {
        let timebox = DialogBox.timebox("At", start: 13 * 3600 + 4 * 60 + 5)
        #expect(run(timebox, keys: [.enter]) == [.boxAnswered(status: 0, answer: "13:04:05")])
        // 13:04:059 does not fit in the field; 13:04:0 is no time, so OK waits (and Esc
        // then leaves).
        #expect(
            run(timebox, keys: [.backspace, .enter, .escape])
                == [.boxAnswered(status: 255, answer: nil)])
        #expect(
            run(timebox, keys: [.backspace, .character("9"), .enter])
                == [.boxAnswered(status: 0, answer: "13:04:09")])
    }

    @Test func aPauseIsOKWhenItsTimeRunsOut() {
        var outcomes: [CommandOutcome] = []
        let question = DialogQuestion(
            dialect: .dialog, box: .pause("Wait", seconds: 3), options: DialogOptions())
        let view = DialogRunner.show(question, on: controller, id: nil, turn: nil) {
            outcomes.append($0)
        }
        let countdown = view?.items.lazy.compactMap { $0 as? CountdownItem }.first
        _ = clock.advance(by: .seconds(1))
        #expect(countdown?.remainingSeconds == 2)
        #expect(outcomes.isEmpty)
        _ = clock.advance(by: .seconds(2))
        #expect(outcomes == [.boxAnswered(status: 0, answer: nil)])
        #expect(
            run(.pause("Wait", seconds: 3), keys: [.tab, .enter])
                == [.boxAnswered(status: 1, answer: nil)])
    }

    @Test func anInputMenuRenamesTheFocusedRow() {
        let menu = DialogBox.inputMenu(
            "Rename",
            entries: [DialogEntry(tag: "a", item: "Alpha"), DialogEntry(tag: "b", item: "Beta")])
        #expect(run(menu, keys: [.down, .enter]) == [.boxAnswered(status: 0, answer: "b")])
        // b, then Rename: a box for b's item, typed into and taken with Enter.
        var outcomes: [CommandOutcome] = []
        let question = DialogQuestion(dialect: .dialog, box: menu, options: DialogOptions())
        let view = DialogRunner.show(question, on: controller, id: nil, turn: nil) {
            outcomes.append($0)
        }
        view?.handle(.down)
        let rename = view?.items.lazy.compactMap { $0 as? ButtonItem }.first {
            $0.title == "Rename"
        }
        #expect(rename != nil)
        view?.handle(.tab)
        view?.handle(.enter)
        let box = controller.currentAlert as? AlertView
        #expect(box !== view)
        box?.handle(.character("!"))
        box?.handle(.enter)
        #expect(outcomes == [.boxAnswered(status: 3, answer: "RENAMED b Beta!")])
    }
}
