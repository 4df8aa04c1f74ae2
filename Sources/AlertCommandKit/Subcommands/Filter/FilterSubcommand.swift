import AlertEngine

/// `alert filter [--title T] [--placeholder P]`: a line of standard input, found by typing
/// part of it, or several with `--limit N` or `--no-limit`.
enum FilterSubcommand: AlertSubcommand {
    static let name = "filter"
    static let synopsis = "filter"
    static let summary = [
        "a line of standard input, found by typing part of it",
        "(several with --limit or --no-limit)",
    ]
    static let valueOptions: Set<String> = [
        "title", "placeholder", "timeout", "limit", "label-delimiter", "selected", "header",
        "height", "ok-label", "cancel-label",
    ]
    static let flags: Set<String> = ["no-limit"]
    static let exitStatuses = CommandHelp.answeredStatuses
    static let help = """
        USAGE: alert filter [--title T] [--header TEXT] [--placeholder P]
                            [--timeout SECONDS] [--limit N | --no-limit] [--selected A,B]
                            [--height N] [--ok-label L] [--cancel-label L]
                            [--label-delimiter D] < CHOICES

        Reads the choices from standard input, one per line (empty lines left out; a
        line ends at a line feed only, and a carriage return before it is dropped), and
        lets you find one by typing part of it: the letters in order, case ignored, best
        matches first, the matched letters highlighted. Up and Down move the highlight,
        Enter prints the highlighted choice (exit status 0), Esc cancels (1). OK waits
        while nothing matches. With nothing piped in, no choice, standard input closed or
        unreadable (a directory), or more than 1000000 lines or 64 MiB, exit status 2.
        When --timeout runs out, exit status 124: it counts from the start, while the
        choices are still being read too. On a terminal the alert shows at once and the
        choices join it as they are read, the count ending in … until the input ends;
        typing and Enter work meanwhile, and an answer ends the run without waiting for
        the rest (with --selected, ALERT_ANSWERS or in plain mode, all is read first).
        With --limit N (above 1) or --no-limit it picks up to N (or any number): Space or
        Tab ticks the highlighted match, ticks stay while you type, and Enter prints the
        ticked choices one per line in input order (the highlighted one when none is).
        Standard input holds the choices, so the answer is read from the terminal
        (/dev/tty) or given by ALERT_ANSWERS; with neither, exit status 2. In plain mode
        the best matches are numbered: a number picks that match, and any other line is
        the search, whose best match is the answer; with --limit or --no-limit a line
        such as 1,3 or 2-4 picks those matches, and any other line searches again. For
        example:

          file=$(ls | alert filter --title "Open which file?")

        --label-delimiter D: each line is LABEL<D>VALUE, split at the first D; LABEL is
          shown and searched, VALUE printed. A line without D is its own label and value.
        --selected A,B: with --limit or --no-limit, the choices named (by label, else
          value) start ticked; * ticks them all.
        --header TEXT: a line above the search, under the title.
        --height N: N matches show at once (8 by default).
        --ok-label L, --cancel-label L: the OK and Cancel buttons' words.

        """

    static func command(from scan: CommandOptionScanner.Scan) throws(CommandUsageError)
        -> AlertCommand
    {
        try none(scan.positionals)
        let (_, list) = try listOptions(scan)
        let selection = try selectionLimit(scan).map {
            FilterItem.Selection.several(maximum: $0)
        }
        if selection == nil, !list.selected.isEmpty {
            throw usageError("--selected ticks choices; it needs --limit or --no-limit")
        }
        return .filter(
            title: scan.values["title"],
            placeholder: scan.values["placeholder"] ?? "Type to filter",
            choices: [], selection: selection ?? .one, list: list,
            buttons: try buttonLabels(scan))
    }
}
