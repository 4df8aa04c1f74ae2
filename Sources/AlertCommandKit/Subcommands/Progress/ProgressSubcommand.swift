/// `alert progress [--title T] [--no-cancel] [TEXT]`: a progress bar fed by dialog's gauge
/// protocol on standard input, with a Cancel button unless `--no-cancel`.
enum ProgressSubcommand: AlertSubcommand {
    static let name = "progress"
    static let synopsis = "progress [TEXT]"
    static let summary = ["a progress bar fed by percentages on standard input"]
    static let valueOptions: Set<String> = ["title", "timeout"]
    static let flags: Set<String> = ["no-cancel"]
    static let exitStatuses = "0 the input ended, 1 Cancel or Esc, 124 --timeout ran out"
    static let help = """
        USAGE: alert progress [--title T] [--no-cancel] [--timeout SECONDS] [TEXT]

        Shows a progress bar, fed on standard input as dialog's gauge is: a line with a
        number from 0 to 100 sets the percentage; lines between two XXX lines set the
        percentage (the first) and the text under the title (the rest); a line
        starting with # sets the text, as zenity's. It closes when the input ends, exit
        status 0. Its Cancel button and Esc stop it (1; --no-cancel shows no Cancel
        button); Ctrl+C stops it (130), and so does --timeout (124). A line over
        64 KiB is skipped; the input is read on to its end; input that cannot be read (a
        directory) stops it with exit status 2. It reads no answer: in plain mode it
        prints its title, then its percentage and text as they change.
        The script feeding it may ask with alert meanwhile: the bar steps aside while the
        question is up (it goes on reading) and comes back once it is answered. A
        second alert progress on the same terminal waits for the first to end.

          { echo 10; alert confirm "Overwrite?" && echo 60; echo 100; } | alert progress

        """

    static func command(from scan: CommandOptionScanner.Scan) throws(CommandUsageError)
        -> AlertCommand
    {
        guard scan.positionals.count <= 1 else { throw usageError("one TEXT at most") }
        return .progress(
            title: scan.values["title"], text: scan.positionals.first,
            cancels: !scan.setFlags.contains("no-cancel"))
    }
}
