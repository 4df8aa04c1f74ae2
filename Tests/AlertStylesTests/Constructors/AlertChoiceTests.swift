import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@Suite struct AlertChoiceTests {
    @Test func aPlainStringAnswersItselfAndATagAnswersTheTag() {
        let plain = AlertChoice("tent")
        #expect(plain.label == "tent" && plain.detail == nil && plain.value == "tent")
        let tagged = AlertChoice(tag: "GB", description: "United Kingdom")
        #expect(tagged.label == "GB" && tagged.detail == "United Kingdom" && tagged.value == "GB")
        let file = AlertChoice("report.pdf", detail: "250 KB", value: URL(fileURLWithPath: "/r"))
        #expect(file.label == "report.pdf" && file.value.path == "/r")
        #expect(AlertChoice("a", value: 1) != AlertChoice("a", value: 2))
    }

    @Test func theColumnsHaveDetailsOnlyWhenAChoiceHasOne() {
        let plain = AlertChoice.columns(of: [
            AlertChoice("a"), AlertChoice("b", detail: "", value: "b"),
        ])
        #expect(plain.labels == ["a", "b"] && plain.details == nil)
        let mixed = AlertChoice.columns(of: [
            AlertChoice("a"), AlertChoice(tag: "b", description: "bee"),
        ])
        #expect(mixed.labels == ["a", "b"] && mixed.details == ["", "bee"])
    }

    @Test func valuesAreTakenByPlaceInTheOrderGiven() {
        let choices = [
            AlertChoice("same", value: 10), AlertChoice("same", value: 20),
            AlertChoice("other", value: 30),
        ]
        #expect(AlertChoice.values(of: choices, at: [1, 0]) == [20, 10])
        #expect(AlertChoice.values(of: choices, at: [2, 7, -1]) == [30], "no such rows")
    }
}
