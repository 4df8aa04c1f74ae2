import AlertEngine
import Foundation
import Testing

@testable import AlertCommandKit

@Test func formTakesItsFieldsInTheOrderGiven() throws {
    #expect(
        try CommandLineParser.parse([
            "form", "--title", "Account", "--header", "All of it", "--entry", "Name",
            "--password", "PIN", "--date", "Birthday:1990-05-17", "--choice", "Shell:bash,zsh",
            "--multiline", "Notes", "--separator", ";",
        ])
            == .run(
                .form(
                    title: "Account", header: "All of it",
                    fields: [
                        .entry(label: "Name", value: ""), .password(label: "PIN"),
                        .date(
                            label: "Birthday", initial: CalendarDay(year: 1990, month: 5, day: 17)),
                        .choice(label: "Shell", options: ["bash", "zsh"]),
                        .multiline(label: "Notes", value: ""),
                    ], separator: ";"),
                display: .inline(summary: true)))
    #expect(
        try CommandLineParser.parse(["form", "--date", "B", "--entry", "A"])
            == .run(
                .form(
                    title: nil,
                    fields: [.date(label: "B", initial: nil), .entry(label: "A", value: "")]),
                display: .inline(summary: true)))
    var labels = CommandButtonLabels()
    labels.ok = "Save"
    #expect(
        try CommandLineParser.parse(["form", "--entry", "A", "--ok-label", "Save"])
            == .run(
                .form(title: nil, fields: [.entry(label: "A", value: "")], buttons: labels),
                display: .inline(summary: true)))
}

@Test func aFormWithoutFieldsOrWithTwoOfOneLabelIsRefused() {
    let refused: [([String], String)] = [
        (["form"], "a form needs a field"),
        (["form", "--title", "T"], "a form needs a field"),
        (["form", "--entry", "A", "--password", "A"], "two fields are labelled A"),
        (["form", "--entry", "A", "extra"], "unexpected argument extra"),
        (["form", "--entry", "A", "--default", "x"], "unknown option --default"),
        (["form", "--choice", "Shell"], "--choice Shell needs its options"),
    ]
    for (arguments, problem) in refused {
        #expect {
            try CommandLineParser.parse(arguments)
        } throws: { error in
            "\(error)".contains(problem)
        }
    }
}

@Test func formsHelpNamesEveryFieldAndKeepsWithinEightyEightColumns() throws {
    guard case .help(let text) = try CommandLineParser.parse(["form", "--help"]) else {
        Issue.record("no help")
        return
    }
    for option in ["--entry", "--password", "--date", "--choice", "--multiline", "ID.LABEL"] {
        #expect(text.contains(option))
    }
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 88 })
    #expect(CommandLineParser.subcommands.contains("form"))
}
