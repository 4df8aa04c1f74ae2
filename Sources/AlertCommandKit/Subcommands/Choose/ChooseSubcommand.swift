/// `alert choose [--sheet] OPTION…`: one of the options, or several with `--limit N` or
/// `--no-limit`; without OPTION, the lines of standard input.
enum ChooseSubcommand: AlertSubcommand {
    static let name = "choose"
    static let synopsis = "choose [OPTION...]"
    static let summary = [
        "one of the options (several with --limit or --no-limit);",
        "without OPTION, the lines of standard input",
    ]
    static let valueOptions: Set<String> = [
        "title", "default", "timeout", "limit", "label-delimiter", "selected", "header",
        "height", "ok-label", "cancel-label",
    ]
    static let flags: Set<String> = ["sheet", "no-limit", "tagged"]
    static let exitStatuses = CommandHelp.answeredStatuses
    static let help = """
        USAGE: alert choose [--title T] [--header TEXT] [--sheet] [--default OPTION]
                            [--timeout SECONDS] [--limit N | --no-limit] [--selected A,B]
                            [--height N] [--ok-label L] [--cancel-label L]
                            [--label-delimiter D] [OPTION...]
               alert choose --tagged [OPTIONS] TAG DESCRIPTION [TAG DESCRIPTION...]

        Offers the options in a list, with Cancel and OK (with --sheet, as the buttons of
        an action sheet); without OPTION arguments the options are the lines of standard
        input (ls | alert choose), read as alert filter reads them (on a terminal, the
        list shows them as they come, counting them until the input ends). The arrows,
        Page Up, Page Down, Home and End move the cursor, a typed letter to the next
        option starting with it; Enter prints the option under the cursor; exit status 1
        for Cancel or Esc. The cursor starts on --default, else on the first option;
        --default is also the answer when --timeout runs out. In plain mode, every
        option is listed with its number: type the number, or the option written out in
        full, even one named 2 or q (=OPTION is the option OPTION and nothing else).
        With --limit N (above 1) or --no-limit it is a list to choose up to N (or any
        number) of: Space ticks a row, Enter answers, and the chosen options are printed
        one per line (--default is ticked to start with). In plain mode type their
        numbers, such as 1,3 or 2-4.

        --label-delimiter D: each option (argument or line of standard input) is
          LABEL<D>VALUE, split at the first D; LABEL is shown and VALUE printed. An
          option without D is its own label and value.
        --tagged: the arguments are TAG DESCRIPTION pairs, shown in two aligned columns;
          the tag is printed (a whiptail menu's rows).
        --selected A,B: the options named (by label, else value) start ticked with
          --limit or --no-limit (* ticks them all); without, the focus starts on A.
        --header TEXT: a line above the options, under the title.
        --height N: at most N options show at once (without it, as many as the screen
          leaves, at least 10; fewer while the screen is too short), in a list that
          scrolls with its cursor.
        --ok-label L, --cancel-label L: the OK and Cancel buttons' words.

        """

    static func command(from scan: CommandOptionScanner.Scan) throws(CommandUsageError)
        -> AlertCommand
    {
        let (positionals, list) = try listOptions(scan)
        let choices = list.choices(positionals)
        // No OPTION: they come on standard input (`withChoices`), which checks the rest.
        guard !positionals.contains(where: \.isEmpty) else {
            throw usageError("an OPTION is empty")
        }
        // Exactly one of them, scalar for scalar: `é` as one code point and as `e` with a
        // combining accent are two options.
        if let chosen = scan.values["default"], !positionals.isEmpty,
            CommandListOptions.row(of: chosen, among: choices) == nil
        {
            throw usageError("--default must be one of the options, not \(chosen)")
        }
        let count = positionals.isEmpty ? Int.max : positionals.count
        let limit = try selectionLimit(scan).map { min($0 ?? .max, count) }
        if limit != nil, scan.setFlags.contains("sheet") {
            throw usageError("--sheet chooses one; --limit and --no-limit choose several")
        }
        if limit == nil, list.selected.count > 1 || list.selected.contains("*") {
            throw usageError("--selected names one option without --limit or --no-limit")
        }
        if let limit, !positionals.isEmpty {
            _ = try list.selectedRows(among: choices, limit: limit, subcommand: name)
        }
        if list.height != nil, scan.setFlags.contains("sheet") {
            throw usageError("--sheet shows every option; --height shows a list")
        }
        return .choose(
            options: positionals, title: scan.values["title"],
            asSheet: scan.setFlags.contains("sheet"), preselected: scan.values["default"],
            limit: limit, list: list, buttons: try buttonLabels(scan))
    }
}
