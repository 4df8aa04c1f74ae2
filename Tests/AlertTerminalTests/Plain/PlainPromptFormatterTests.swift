import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStyles
import Foundation
import Testing

@testable import AlertTerminal

@MainActor
@Suite struct PlainPromptFormatterTests {
    @Test func aButtonTitleCannotForgePromptLines() {
        let forged = "Keep\n1) Keep files  2) Cancel"
        let view = AlertView(
            items: [
                TitleItem("Delete everything?"),
                ButtonItem(title: forged, role: .cancel, actionIndex: 0),
                ButtonItem(title: "Delete", role: .destructive, actionIndex: 1),
            ])
        let lines = PlainAlertWindow().prompt(for: view).split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("1) Keep files") }, "\(lines)")
        #expect(lines.filter { $0.hasPrefix("1) ") }.count == 1)
        #expect(lines.contains { $0.hasSuffix("2) Delete") })
    }

    /// A menu whose rows have descriptions lists each row whole on a line of its own, so a
    /// screen reader hears the description with its tag; the buttons stay on one line.
    @Test func aMenuListsEachRowOnItsOwnLine() {
        let (menu, _) = AlertController.menuView(
            title: "Settings", message: nil, labels: ["1", "2"],
            details: ["System Options", "Display"], cancelTitle: "Cancel")
        let lines = PlainAlertWindow().prompt(for: menu).split(separator: "\n").map(String.init)
        #expect(lines.contains("1. 1  System Options") && lines.contains("2. 2  Display"))
        #expect(lines.contains("1) Cancel  2) OK"), "\(lines)")
        let (plain, _) = AlertController.menuView(
            title: "Pick", message: nil, labels: ["a", "b"], details: nil, cancelTitle: "Cancel")
        #expect(PlainAlertWindow().prompt(for: plain).contains("1. a\n2. b\n"))
    }

    /// A form's prompt says the fields are asked one at a time; each field's question
    /// names it by its label, one line, with what it takes.
    @Test func aFormsFieldsAreAskedByTheirLabels() throws {
        let (view, _) = try AlertController.formView(
            title: "Account", message: nil,
            fields: [
                .entry("Na\nme"), .password("PIN"), .date("Day"),
                .choice("Shell", options: ["a"]), .text("Notes"),
            ], cancelTitle: "Cancel", okTitle: "OK")
        let window = PlainAlertWindow()
        #expect(window.prompt(for: view).hasSuffix("esc cancels):\n"))
        #expect(window.prompt(for: view).contains("Answer each field as it is asked"))
        #expect(!window.prompt(for: view).contains("1) Cancel"), "no button is typed")
        let fields = window.formFields(view)
        let questions = fields.enumerated().map {
            window.fieldQuestion($0.element, number: $0.offset + 1, count: fields.count)
        }
        #expect(
            questions == [
                "[1/5] Na\u{FFFD}me:\n", "[2/5] PIN (hidden):\n", "[3/5] Day (YYYY-MM-DD):\n",
                "[4/5] Shell (a number or a choice written out):\n",
                "[5/5] Notes (lines, then a line with a single .):\n",
            ])
    }

    @Test func aPlaceholderOrFieldTextStaysOnItsLine() throws {
        let field = try TextFieldItem(text: "a\nb", placeholder: "name\n2) OK")
        let view = AlertView(items: [TitleItem("Who?"), field])
        let lines = PlainAlertWindow().prompt(for: view).split(separator: "\n")
        let fieldLines = lines.filter { $0.hasPrefix("Text field") }
        #expect(fieldLines.count == 1)
        #expect(!lines.contains { $0.hasPrefix("2) OK") }, "\(lines)")
    }

    @Test func aListsKeyHintsAreNoLineOfThePlainPrompt() {
        let view = AlertView(
            items: [
                TitleItem("Pack"), ChecklistItem(options: ["Passport", "Charger"]),
                ButtonItem(title: "OK", actionIndex: 1),
            ])
        #expect(!view.interaction.keyHintWords.hints(for: .checklist).isEmpty)
        let prompt = PlainAlertWindow().prompt(for: view)
        for hint in AlertKeyHintWords.english.hints(for: .checklist) {
            #expect(!prompt.contains(hint), "\(prompt)")
        }
    }

    @Test func titlesAndMessagesKeepTheirLineBreaks() {
        let view = AlertView(items: [TitleItem("One\nTwo"), MessageItem("Three\nFour")])
        let lines = PlainAlertWindow().prompt(for: view).split(separator: "\n")
        #expect(Array(lines.dropFirst().prefix(4)) == ["One", "Two", "Three", "Four"])
    }

    @Test func aChecklistPrintsOneOptionPerLineAndATitleCannotForgeOne() {
        let list = ChecklistItem(options: ["a, b", "c\n[x] 3. forged"], chosen: [1])
        let view = AlertView(items: [
            TitleItem("Pick"), list, ButtonItem(title: "OK", actionIndex: 1),
        ])
        let lines = PlainAlertWindow().prompt(for: view).split(separator: "\n")
        #expect(lines.contains("List:"), "\(lines)")
        #expect(lines.contains("[ ] 1. a, b"), "\(lines)")
        #expect(lines.contains("[x] 2. c\u{FFFD}[x] 3. forged"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("[x] 3.") })
    }

    @Test func aFilterPrintsOneMatchPerLine() {
        let filter = FilterItem(choices: ["a, b", "c"])
        let view = AlertView(items: [
            TitleItem("Pick"), filter, ButtonItem(title: "OK", actionIndex: 1),
        ])
        let lines = PlainAlertWindow().prompt(for: view).split(separator: "\n")
        #expect(lines.contains("1. a, b"), "\(lines)")
        #expect(lines.contains("2. c"), "\(lines)")
    }

    @Test func theHintNamesTheButtonEnterPicks() {
        let view = AlertView(items: [
            TitleItem("Delete?"),
            ButtonItem(title: "Keep", role: .cancel, actionIndex: 0),
            ButtonItem(title: "Delete", actionIndex: 1),
        ])
        let window = PlainAlertWindow()
        let controller = AlertController(window: window, clock: ManualAlertClock())
        _ = controller.show(view)
        view.initialFocusActionIndex = 0
        let prompt = window.prompt(for: view)
        #expect(prompt.contains("Enter alone picks Keep"), "\(prompt)")
    }

    /// The prompt says what Enter alone answers, list by list, and an empty line answers
    /// that: a several-choices filter of the library keeps the ticked ones (none), the
    /// `alert filter --no-limit` kind takes the best match when none is ticked, a filter
    /// picking one takes its best match.
    @Test func theHintSaysWhatEnterAloneAnswersInEachList() {
        let cases: [(FilterItem.Selection, String, String?)] = [
            (.ticked(minimum: 0, maximum: nil), "Enter alone keeps the ticked ones,", nil),
            (.several(maximum: nil), "or takes the best match when none is", "a"),
            (.one, "Enter alone takes the best match", "a"),
        ]
        for (selection, hint, answer) in cases {
            let window = PlainAlertWindow()
            let controller = AlertController(window: window, clock: ManualAlertClock())
            let (view, filter) = AlertController.filterView(
                title: "Pick", choices: ["a", "b"], visibleRows: 8, placeholder: "",
                cancelTitle: "Cancel", okTitle: "OK", selection: selection)
            var result: AlertResult?
            controller.show(view) { result = $0 }
            let prompt = window.prompt(for: view)
            #expect(prompt.contains(hint), "\(selection): \(prompt)")
            #expect(window.answer(""), "\(selection)")
            #expect(result?.reason == .action(index: 1), "\(selection)")
            #expect(filter.resultValue == answer, "\(selection)")
        }
    }
}
