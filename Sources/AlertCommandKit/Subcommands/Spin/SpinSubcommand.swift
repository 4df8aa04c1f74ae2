/// `alert spin --title T [--show-output] -- COMMAND ARGUMENTS…`: runs a command under a
/// spinner and exits with its status.
enum SpinSubcommand: AlertSubcommand {
    static let name = "spin"
    static let synopsis = "spin -- COMMAND"
    static let summary = ["runs COMMAND under a spinner, exits with its status"]
    static let valueOptions: Set<String> = ["title", "timeout"]
    static let flags: Set<String> = ["show-output"]
    static let arguments = CommandArguments.command
    static let exitStatuses = "the command's own, 124 --timeout ran out"
    static let help = """
        USAGE: alert spin [--title T] [--show-output] [--timeout SECONDS]
                          -- COMMAND [ARGUMENTS...]

        Runs COMMAND (found on PATH) under a spinner titled T (the command line by
        default) and exits with its exit status once it exits. What it writes to its
        standard output and error is kept from the terminal: thrown away, or with
        --show-output kept in an unnamed temporary file and printed on standard output
        once it has ended. It runs away from the terminal (standard input /dev/null, no
        /dev/tty): a command that must ask there, as sudo or ssh asking a password,
        fails at once; ask before alert spin instead. Ctrl+C ends it (exit status 130),
        --timeout too (124), and so does a signal that ends alert; Ctrl+Z stops it.

        """

    static func command(from scan: CommandOptionScanner.Scan) throws(CommandUsageError)
        -> AlertCommand
    {
        let positionals = scan.positionals
        guard !positionals.isEmpty, !positionals[0].isEmpty else {
            throw usageError("the COMMAND to run is missing (alert spin -- COMMAND ARGUMENTS…)")
        }
        return .spin(
            title: scan.values["title"] ?? positionals.joined(separator: " "),
            command: positionals,
            shown: scan.setFlags.contains("show-output") ? .everything : .nothing)
    }
}
