import AlertPresentation
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

    @Test func titlesAndMessagesKeepTheirLineBreaks() {
        let view = AlertView(items: [TitleItem("One\nTwo"), MessageItem("Three\nFour")])
        let lines = PlainAlertWindow().prompt(for: view).split(separator: "\n")
        #expect(Array(lines.dropFirst().prefix(4)) == ["One", "Two", "Three", "Four"])
    }
}
