/// `alert date …`: a day, printed as YYYY-MM-DD.
enum DateSubcommand: AlertSubcommand {
    static let name = "date"
    static let synopsis = "date"
    static let summary = ["a day, printed as YYYY-MM-DD"]
    static let valueOptions: Set<String> = ["title", "initial", "default", "timeout"]
    static let exitStatuses = CommandHelp.answeredStatuses
    static let help = """
        USAGE: alert date [--title T] [--initial YYYY-MM-DD]
                          [--timeout SECONDS [--default YYYY-MM-DD]]

        Asks for a day, starting at --initial (today by default), and prints it as
        YYYY-MM-DD: the day shown, whatever the time zone. Days run from 0001-01-01 to
        9999-12-31; the picker stops at either end. Exit status 1 for Cancel or Esc. In
        plain mode, type the day as YYYY-MM-DD (four-digit year, two-digit month and
        day, no sign); any other line is asked again.

        """

    static func command(from scan: CommandOptionScanner.Scan) throws(CommandUsageError)
        -> AlertCommand
    {
        try none(scan.positionals)
        var initial: CalendarDay?
        if let text = scan.values["initial"] {
            guard let day = CalendarDay(parsing: text) else {
                throw usageError("--initial must be a real day as YYYY-MM-DD, not \(text)")
            }
            initial = day
        }
        if let text = scan.values["default"] {
            guard CalendarDay(parsing: text) != nil else {
                throw usageError("--default must be a real day as YYYY-MM-DD, not \(text)")
            }
            guard scan.values["timeout"] != nil else {
                throw usageError(
                    "--default is the answer when --timeout runs out; it needs --timeout")
            }
        }
        return .date(title: scan.values["title"], initial: initial)
    }
}
