import AlertEngine
import Foundation
import Testing

@testable import AlertCommandKit

@Test func pagerTakesOneFileAtMostAndATitle() throws {
    #expect(
        try CommandLineParser.parse(["pager", "--title", "Log", "notes.txt"])
            == .run(
                .pager(title: "Log", file: "notes.txt", text: ""),
                display: .inline(summary: true)))
    let piped = try CommandLineParser.parse(["pager"])
    #expect(piped == .run(.pager(title: nil, file: nil, text: ""), display: .inline(summary: true)))
    if case .run(let command, _, _, _) = piped { #expect(command.takesChoicesFromInput) }
    #expect(throws: CommandUsageError.self) { try CommandLineParser.parse(["pager", "a", "b"]) }
    #expect(throws: CommandUsageError.self) { try CommandLineParser.parse(["pager", ""]) }
}

@Test func thePagersRowsAreWhatTheTerminalLeavesThemAtLeastThree() {
    #expect(PagerSubcommand.visibleRows(terminalRows: 30) == 20)
    #expect(PagerSubcommand.visibleRows(terminalRows: 8) == 3)
}

@Test func pagersHelpKeepsItsLinesWithinEightyEightColumns() throws {
    guard case .help(let text) = try CommandLineParser.parse(["pager", "--help"]) else {
        Issue.record("no help")
        return
    }
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 88 })
}
