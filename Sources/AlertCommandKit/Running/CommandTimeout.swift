/// `--timeout SECONDS` (with `--default ANSWER`): how long the alert waits for an answer,
/// and what it answers when nobody does. Without a default, a time-out exits 124 (gum's
/// convention).
package struct CommandTimeout: Hashable, Sendable {
    /// The wait, in milliseconds (from seconds, fractions allowed).
    package var milliseconds: Int
    /// The answer given when the time runs out, as `--default` wrote it; nil: none (124).
    package var answer: String?

    /// The wait as a `Duration`.
    package var duration: Duration { .milliseconds(milliseconds) }

    /// A wait of `milliseconds` (at least 1), answering `answer` when it runs out.
    package init(milliseconds: Int, answer: String?) {
        self.milliseconds = max(milliseconds, 1)
        self.answer = answer
    }

    /// Reads `--timeout`'s value: seconds, positive, at most a day (fractions allowed).
    package init(seconds text: String, answer: String?) throws(CommandUsageError) {
        guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 86_400,
            text.allSatisfy({ $0.isNumber || $0 == "." })
        else {
            throw CommandUsageError(
                "--timeout must be a number of seconds above 0 and up to 86400, not \(text)")
        }
        milliseconds = max(Int((seconds * 1000).rounded()), 1)
        self.answer = answer
    }
}
