/// What a command line asks `alert` to do.
package enum CommandInvocation: Hashable, Sendable {
    /// Print this help text on standard output and exit 0.
    case help(String)
    /// Print the program's name and version (``CommandVersion``) on standard output and
    /// exit 0.
    case version
    /// Print the completions of the program's subcommands and options for `shell`
    /// (``CommandCompletions``) on standard output and exit 0.
    case completions(CommandCompletions.Shell)
    /// Ask `command`, shown as `display` says, waiting at most as `timeout` says; `id`
    /// (`--id`) is the key of its answer in an `ALERT_ANSWERS` file.
    case run(
        AlertCommand, display: CommandDisplay, timeout: CommandTimeout? = nil, id: String? = nil)
}
