import AlertPresentation
import Foundation
import Testing

@testable import AlertStyles

@Test func eachConstructorKeepsItsLabelAndKind() throws {
    let day = try Date("2024-02-29T00:00:00Z", strategy: .iso8601)
    let zone = TimeZone(identifier: "UTC")!
    #expect(
        AlertFormField.entry("Name", placeholder: "p", initial: "v").kind
            == .entry(placeholder: "p", initial: "v"))
    #expect(AlertFormField.password("PIN").kind == .password(placeholder: ""))
    #expect(
        AlertFormField.date("Day", initial: day, timeZone: zone).kind
            == .date(initial: day, range: nil, timeZone: zone))
    #expect(
        AlertFormField.choice("Shell", options: ["a", "b"], initial: 1).kind
            == .choice(options: ["a", "b"], initial: 1))
    #expect(
        AlertFormField.text("Notes", height: 2).kind
            == .text(placeholder: "", initial: "", height: 2))
    #expect(AlertFormField.text("Notes").label == "Notes")
}

@Test func aFormNeedsFieldsWithLabelsOfTheirOwnAndChoicesWithOptions() throws {
    try AlertFormField.check([.entry("A"), .choice("B", options: ["x"])])
    let refused: [([AlertFormField], String)] = [
        ([], "a form needs at least one field"),
        ([.entry("")], "a form's field needs a label"),
        ([.entry("A"), .password("A")], "two fields of the form are labelled A"),
        ([.choice("Shell", options: [])], "the choice Shell has no options"),
        (
            [.choice("Shell", options: ["a", "b"], initial: 2)],
            "the choice Shell starts at option 2, not one of its 2"
        ),
    ]
    for (fields, message) in refused {
        #expect(throws: AlertStyleError.invalidValue(message)) {
            try AlertFormField.check(fields)
        }
    }
}
