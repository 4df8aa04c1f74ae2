/// `alert choose [--sheet] OPTION…`: one of the options, or several with `--limit N` or
/// `--no-limit`; without OPTION, the lines of standard input.
enum ChooseSubcommand: AlertSubcommand {
    static let name = "choose"
    static let synopsis = "choose [OPTION...]"
    static let summary = [
        "one of the options (several with --limit or --no-limit);",
        "without OPTION, the lines of standard input",
    ]
    static let valueOptions: Set<String> = ["title", "default", "timeout", "limit"]
    static let flags: Set<String> = ["sheet", "no-limit"]
    static let exitStatuses = CommandHelp.answeredStatuses
    static let help = """
        USAGE: alert choose [--title T] [--sheet] [--default OPTION] [--timeout SECONDS]
                            [--limit N | --no-limit] [OPTION...]

        Offers the options as buttons (with --sheet, as an action sheet) and a Cancel
        button; without OPTION arguments the options are the lines of standard input
        (ls | alert choose), read as alert filter reads them. A typed letter moves the
        focus to the next option starting with it. Prints the chosen option; exit
        status 1 for Cancel or Esc. The focus starts on --default, else on the first
        option; --default is also the answer when --timeout runs out. In plain mode,
        option n is button number n, and an option written out in full is that option,
        even one named 2 or q (=OPTION is the option OPTION and nothing else).
        With --limit N (above 1) or --no-limit it is a list to choose up to N (or any
        number) of: Space ticks a row, Enter answers, and the chosen options are printed
        one per line (--default is ticked to start with). In plain mode type their
        numbers, such as 1,3 or 2-4.

        """

    static func command(from scan: CommandOptionScanner.Scan) throws(CommandUsageError)
        -> AlertCommand
    {
        let positionals = scan.positionals
        // No OPTION: they come on standard input (`withChoices`), which checks the rest.
        guard !positionals.contains(where: \.isEmpty) else {
            throw usageError("an OPTION is empty")
        }
        // Exactly one of them, scalar for scalar: `é` as one code point and as `e` with a
        // combining accent are two options.
        if let chosen = scan.values["default"], !positionals.isEmpty,
            !positionals.contains(where: { $0.isIdentical(to: chosen) })
        {
            throw usageError("--default must be one of the options, not \(chosen)")
        }
        let count = positionals.isEmpty ? Int.max : positionals.count
        let limit = try selectionLimit(scan).map { min($0 ?? .max, count) }
        if limit != nil, scan.setFlags.contains("sheet") {
            throw usageError("--sheet chooses one; --limit and --no-limit choose several")
        }
        return .choose(
            options: positionals, title: scan.values["title"],
            asSheet: scan.setFlags.contains("sheet"), preselected: scan.values["default"],
            limit: limit)
    }
}
