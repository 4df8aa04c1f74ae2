import Foundation

/// What `alert input --validate REGEX [--error TEXT]` asks of the text: the whole of it
/// matches the regular expression (ICU syntax, as `NSRegularExpression` reads it).
package struct CommandTextRule: Hashable, Sendable {
    /// The regular expression, as given.
    package let pattern: String
    /// What is shown under the field when the text does not match.
    package let message: String

    /// A rule; a pattern that is no regular expression is a usage error.
    package init(pattern: String, message: String?) throws(CommandUsageError) {
        guard (try? NSRegularExpression(pattern: pattern)) != nil else {
            throw CommandUsageError(
                "--validate is not a regular expression: \(pattern)", subcommand: "input")
        }
        self.pattern = pattern
        self.message = message ?? "The answer must match \(pattern)"
    }

    /// Nil when the whole of `text` matches, else ``message``. O(n) in the text for most
    /// patterns.
    package func problem(with text: String) -> String? {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return message }
        let whole = NSRange(text.startIndex..., in: text)
        let match = expression.firstMatch(in: text, options: [.anchored], range: whole)
        return match?.range == whole ? nil : message
    }
}
