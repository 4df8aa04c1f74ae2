/// What a command line asks `alert` to do.
package enum CommandInvocation: Hashable, Sendable {
    /// Print this help text on standard output and exit 0.
    case help(String)
    /// Ask `command`; `forcesPlain` is `--plain` (line prompts even on a terminal).
    case run(AlertCommand, forcesPlain: Bool)
}
