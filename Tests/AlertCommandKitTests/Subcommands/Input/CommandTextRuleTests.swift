import Testing

@testable import AlertCommandKit

/// What a rule accepts. The checks are given a minute, not the one second of a prompt: a
/// machine busy with the other tests may start the check's thread late, and the time limit
/// is `aValidationThatRunsAwayIsStoppedAndEscStillLeaves`'s to test.
@Suite struct CommandTextRuleTests {
    @Test func theWholeTextMustMatch() throws {
        let rule = try CommandTextRule(pattern: "[0-9]+", message: "Digits only")
        #expect(rule.verdict("8080") == nil)
        #expect(rule.verdict("80a") == "Digits only", "a match of a part is not enough")
        #expect(rule.verdict("a80") == "Digits only")
        #expect(rule.verdict("") == "Digits only")
        #expect(rule.verdict("٣٤") == "Digits only", "[0-9] is the ASCII digits only")
        let digits = try CommandTextRule(pattern: #"\d+"#, message: nil)
        #expect(digits.verdict("٣٤") == nil, "ICU's \\d takes every script's digits")
    }

    @Test func aCharacterOfThePatternIsAUnicodeScalarAsInICU() throws {
        let two = try CommandTextRule(pattern: "..", message: "Two")
        #expect(two.verdict("e\u{301}") == nil, "e and a combining accent are two")
        #expect(two.verdict("\u{E9}") == "Two", "é in one code point is one")
        let either = try CommandTextRule(pattern: "a|ab", message: "No")
        #expect(either.verdict("ab") == nil, "the whole text is tried, not the first match")
    }

    @Test func withoutAnErrorTextTheMessageNamesThePattern() throws {
        let rule = try CommandTextRule(pattern: "[a-z]+@[a-z]+", message: nil)
        #expect(rule.verdict("x") == "The answer must match [a-z]+@[a-z]+")
    }

    @Test func aPatternThatIsNoRegularExpressionIsAUsageError() {
        #expect(throws: CommandUsageError.self) {
            try CommandTextRule(pattern: "(", message: nil)
        }
    }
}

extension CommandTextRule {
    /// The rule's verdict on `text`, with a minute to reach it.
    fileprivate func verdict(_ text: String) -> String? {
        problem(with: text, within: .seconds(60))
    }
}
