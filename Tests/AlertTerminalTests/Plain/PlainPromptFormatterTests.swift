import AlertPresentation
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
}
