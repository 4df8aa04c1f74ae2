/// What `alert input --validate REGEX [--error TEXT]` asks of the text: the whole of it
/// matches the regular expression, read by Swift's `Regex` (its syntax is ICU's and Perl's
/// for everyday patterns; it needs no Foundation; a character is a Unicode scalar, as in
/// ICU).
package struct CommandTextRule: Hashable, Sendable {
    /// The regular expression, as given.
    package let pattern: String
    /// What is shown under the field when the text does not match.
    package let message: String

    /// A rule; a pattern that is no regular expression is a usage error.
    package init(pattern: String, message: String?) throws(CommandUsageError) {
        guard (try? Regex(pattern)) != nil else {
            throw CommandUsageError(
                "--validate is not a regular expression: \(pattern)", subcommand: "input")
        }
        self.pattern = pattern
        self.message = message ?? "The answer must match \(pattern)"
    }

    /// Nil when the whole of `text` matches, else ``message``. O(n) in the text for most
    /// patterns.
    package func problem(with text: String) -> String? {
        guard let expression = try? Regex(pattern).matchingSemantics(.unicodeScalar),
            (try? expression.wholeMatch(in: text)) != nil
        else { return message }
        return nil
    }
}
