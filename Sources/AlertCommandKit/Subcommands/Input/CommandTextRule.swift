import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

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

    /// The longest a check may take: a pattern that backtracks without end
    /// (`([a-z]+ ?)*` on a long text that fails) is stopped waiting for there. An everyday
    /// pattern takes microseconds; the second leaves room for a loaded machine.
    package static let timeLimit = Duration.seconds(1)

    /// Nil when the whole of `text` matches, else ``message``; when the match takes longer
    /// than `limit`, a message that says so (the answer is not taken, and the keys typed
    /// meanwhile wait in the terminal, none lost). O(n) in the text for most patterns. The
    /// match runs on a thread of its own (not Dispatch's pool, which busy work can keep
    /// from starting it in time); one that overran is left to finish there.
    package func problem(with text: String, within limit: Duration = timeLimit) -> String? {
        let outcome = CheckOutcome()
        let pattern = pattern
        DetachedThread.start {
            let matches =
                (try? Regex(pattern).matchingSemantics(.unicodeScalar)).flatMap {
                    try? $0.wholeMatch(in: text)
                } != nil
            outcome.finish(matches)
        }
        let milliseconds = Int(limit / .milliseconds(1))
        guard outcome.wait(until: .now() + .milliseconds(milliseconds)) else {
            return "The answer could not be checked: --validate took longer than"
                + " \(milliseconds) ms on it (the pattern backtracks too much)"
        }
        return outcome.matched == true ? nil : message
    }
}

/// The result of a check made on another thread, and the signal that it is there.
private final class CheckOutcome: Sendable {
    private let result = Mutex<Bool?>(nil)
    private let done = DispatchSemaphore(value: 0)

    /// Whether the text matched, once the check finished.
    var matched: Bool? { result.withLock { $0 } }

    func finish(_ matched: Bool) {
        result.withLock { $0 = matched }
        done.signal()
    }

    /// True when the check finished by `deadline`.
    func wait(until deadline: DispatchTime) -> Bool {
        done.wait(timeout: deadline) == .success
    }
}
