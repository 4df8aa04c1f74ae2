import AlertEngine
import Testing

@testable import AlertCommandKit

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
        _ = run(menu, options) { view in
            titles = view.items.compactMap { ($0 as? ButtonItem)?.title }
        }
        #expect(titles == ["a  A", "b  B"])
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
