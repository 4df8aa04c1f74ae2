import AlertEngine
import Foundation
import Testing

@testable import AlertCommandKit

@Test func writeTakesItsOptionsAndAHeightOfOneOrMore() throws {
    #expect(
        try CommandLineParser.parse([
            "write", "--title", "T", "--placeholder", "P", "--value", "a\nb", "--height", "9",
        ])
            == .run(
                .write(title: "T", placeholder: "P", value: "a\nb", height: 9),
                display: .inline(summary: true)))
    #expect(
        try CommandLineParser.parse(["write"])
            == .run(
                .write(title: nil, placeholder: "", value: "", height: 6),
                display: .inline(summary: true)))
    for bad in ["0", "-2", "x", "1.5"] {
        #expect(throws: CommandUsageError.self) {
            try CommandLineParser.parse(["write", "--height", bad])
        }
    }
    var labels = CommandButtonLabels()
    labels.ok = "Save"
    labels.cancel = "Drop"
    #expect(
        try CommandLineParser.parse(["write", "--ok-label", "Save", "--cancel-label", "Drop"])
            == .run(
                .write(title: nil, placeholder: "", value: "", height: 6, buttons: labels),
                display: .inline(summary: true)))
    #expect(throws: CommandUsageError.self) {
        try CommandLineParser.parse(["write", "--ok-label", ""])
    }
    #expect(throws: CommandUsageError.self) { try CommandLineParser.parse(["write", "extra"]) }
    #expect(throws: CommandUsageError.self) {
        try CommandLineParser.parse(["write", "--default", "x"])
    }
}

@Test func writesHelpKeepsItsLinesWithinEightyEightColumns() throws {
    guard case .help(let text) = try CommandLineParser.parse(["write", "--help"]) else {
        Issue.record("no help")
        return
    }
    #expect(text.contains("Ctrl+D or Alt+Enter"))
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 88 })
}
