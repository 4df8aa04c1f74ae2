import Testing

@testable import AlertCommandKit

@Suite struct CommandTextRuleTests {
    @Test func theWholeTextMustMatch() throws {
        let rule = try CommandTextRule(pattern: "[0-9]+", message: "Digits only")
        #expect(rule.problem(with: "8080") == nil)
        #expect(rule.problem(with: "80a") == "Digits only", "a match of a part is not enough")
        #expect(rule.problem(with: "a80") == "Digits only")
        #expect(rule.problem(with: "") == "Digits only")
        #expect(rule.problem(with: "٣٤") == "Digits only", "[0-9] is the ASCII digits only")
        let digits = try CommandTextRule(pattern: #"\d+"#, message: nil)
        #expect(digits.problem(with: "٣٤") == nil, "ICU's \\d takes every script's digits")
    }

    @Test func aCharacterOfThePatternIsAUnicodeScalarAsInICU() throws {
        let two = try CommandTextRule(pattern: "..", message: "Two")
        #expect(two.problem(with: "e\u{301}") == nil, "e and a combining accent are two")
        #expect(two.problem(with: "\u{E9}") == "Two", "é in one code point is one")
        let either = try CommandTextRule(pattern: "a|ab", message: "No")
        #expect(either.problem(with: "ab") == nil, "the whole text is tried, not the first match")
    }

    @Test func withoutAnErrorTextTheMessageNamesThePattern() throws {
        let rule = try CommandTextRule(pattern: "[a-z]+@[a-z]+", message: nil)
        #expect(rule.problem(with: "x") == "The answer must match [a-z]+@[a-z]+")
    }

    @Test func aPatternThatIsNoRegularExpressionIsAUsageError() {
        #expect(throws: CommandUsageError.self) {
            try CommandTextRule(pattern: "(", message: nil)
        }
    }
}
