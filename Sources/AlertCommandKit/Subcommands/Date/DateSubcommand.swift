/// `alert date …`: a day, printed as YYYY-MM-DD.
enum DateSubcommand: AlertSubcommand {
    static let name = "date"
    static let synopsis = "date"
    static let summary = ["a day, printed as YYYY-MM-DD"]
    static let valueOptions: Set<String> = [
        "title", "initial", "default", "timeout", "ok-label", "cancel-label",
    ]
    static let flags: Set<String> = ["fields"]
    static let exitStatuses = CommandHelp.answeredStatuses
    static let help = """
        USAGE: alert date [--title T] [--initial YYYY-MM-DD] [--fields]
                          [--timeout SECONDS [--default YYYY-MM-DD]]
                          [--ok-label L] [--cancel-label L]

        Asks for a day on a month calendar, starting at --initial (today by default,
        today underlined), and prints it as YYYY-MM-DD: the day shown, whatever the time
        zone. Left and Right move a day, Up and Down a week, PgUp and PgDn a month, Home
        and End to the month's first and last day; Enter answers. --fields asks on year,
        month and day fields instead (Left and Right pick a field, Up and Down change it).
        Days run from 0001-01-01 to 9999-12-31; the picker stops at either end. Exit
        status 1 for Cancel or Esc. In plain mode, type the day as YYYY-MM-DD (four-digit
        year, two-digit month and day, no sign); any other line is asked again.
        --ok-label and --cancel-label give the Done and Cancel buttons other words.

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
        return .date(
            title: scan.values["title"], initial: initial, buttons: try buttonLabels(scan),
            fields: scan.setFlags.contains("fields"))
    }
}
