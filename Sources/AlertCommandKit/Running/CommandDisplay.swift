/// How `alert` shows its alert: the command line's `--fullscreen`, `--plain` and
/// `--no-summary`.
package enum CommandDisplay: Hashable, Sendable {
    /// Below the cursor in the normal screen, like gum; `summary` says whether the answered
    /// alert leaves its line (`✔ Title · answer`). The default.
    case inline(summary: Bool)
    /// The alternate screen, the alert over a dimmed backdrop, like dialog and whiptail
    /// (`--fullscreen`).
    case fullScreen
    /// Numbered line prompts on standard error, answers from standard input (`--plain`).
    case plain

    /// The display the flags ask for.
    static func from(plain: Bool, fullScreen: Bool, noSummary: Bool) throws(CommandUsageError)
        -> CommandDisplay
    {
        if plain && fullScreen {
            throw CommandUsageError("--plain and --fullscreen cannot be used together")
        }
        if plain { return .plain }
        if fullScreen { return .fullScreen }
        return .inline(summary: !noSummary)
    }
}
