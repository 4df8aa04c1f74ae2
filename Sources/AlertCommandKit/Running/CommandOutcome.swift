/// How one run of `alert` ended, and what that means for the shell: the exit status and
/// the text on standard output (gum's conventions).
package enum CommandOutcome: Hashable, Sendable {
    /// OK or yes; `answer` (the chosen option, the typed text, the day) is printed with a
    /// newline, nothing when nil.
    case accepted(answer: String?)
    /// Cancel, no, Esc, or the end of the input.
    case declined
    /// Ctrl+C.
    case interrupted
    /// The command `alert spin` ran ended with `status`; `output` is what it wrote, kept
    /// and printed when asked for (`--show-output`).
    case finished(status: Int32, output: CommandOutputFile?)
    /// A whiptail or dialog box was left with `status` (that program's), and `answer` (the
    /// tag, the text, the checklist's tags as it writes them) goes where the box's options
    /// say, with no newline added.
    case boxAnswered(status: Int32, answer: String?)
    /// `--timeout` ran out with no `--default`.
    case timedOut
    /// The alert could not be asked; the message says why (printed on standard error).
    case failed(String)

    /// 0 accepted, 1 declined, 130 interrupted (as a shell reports SIGINT), 124 timed out
    /// (as `timeout(1)` and gum report it), 2 failed (like a bad command line).
    package var exitStatus: Int32 {
        switch self {
        case .accepted: 0
        case .declined: 1
        case .interrupted: 130
        case .timedOut: 124
        case .finished(let status, _), .boxAnswered(let status, _): status
        case .failed: 2
        }
    }

    /// What goes to standard output: the answer and a newline, or nothing. (A command's
    /// output, ``finished(status:output:)``, is copied from its file, never held as text.)
    package var standardOutput: String {
        if case .accepted(let answer?) = self { return answer + "\n" }
        return ""
    }
}
