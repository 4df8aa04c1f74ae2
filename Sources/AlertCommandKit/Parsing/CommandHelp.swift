/// The help texts of `alert` and its subcommands (printed on standard output): the
/// overview, and the frame around each subcommand's own help (`AlertSubcommand.help`).
package enum CommandHelp {
    /// `alert --help`. The subcommands are listed in `AlertSubcommands.all`'s order, each
    /// with its synopsis and summary.
    package static let overview =
        overviewHead + AlertSubcommands.all.map(overviewEntry).joined() + toolsEntries
        + overviewTail

    /// gum's subcommands in the overview, after `alert`'s own.
    private static var toolsEntries: String {
        "\n  From gum, with gum's options (see docs/gum.md):\n"
            + AlertGumSubcommands.all.map { tool in
                let synopsis = tool.name + " " + tool.arguments
                let gap = String(repeating: " ", count: max(1, 19 - synopsis.count))
                return "  " + synopsis + gap + tool.summary.lowercased() + "\n"
            }.joined()
    }

    /// The overview up to the list of subcommands.
    private static let overviewHead = """
        alert: ask a question from a shell script, in an alert drawn on the terminal.

        USAGE: alert [--fullscreen | --plain] [--no-summary] SUBCOMMAND [OPTIONS] ARGUMENTS


        """

    /// A subcommand's entry in the overview: its synopsis, then its summary in a column of
    /// its own.
    private static func overviewEntry(_ subcommand: any AlertSubcommand.Type) -> String {
        let column = 19
        let synopsis = subcommand.synopsis
        let gap = String(repeating: " ", count: max(1, column - synopsis.count))
        let indent = String(repeating: " ", count: column)
        return subcommand.summary.enumerated().map { index, line in
            "  " + (index == 0 ? synopsis + gap : indent) + line + "\n"
        }.joined()
    }

    /// The overview after the list of subcommands.
    static let overviewTail = """

        `alert SUBCOMMAND --help` tells more about each one; `alert --version` prints the
        version and `alert --completions bash|zsh|fish` a shell's completions.

        `alert whiptail …` and `alert dialog …` (or alert run through a link named whiptail
        or dialog) take those programs' command lines, answers and exit statuses, so their
        scripts run unchanged; `alert whiptail --help` lists the boxes and options.
        `alert gum …` (or alert run through a link named gum) takes gum's command lines,
        outputs and exit statuses; `alert gum --help` lists its subcommands.

        The answer goes to standard output with a newline, so `name=$(alert input)` works:
        the alert is drawn on the controlling terminal (/dev/tty), not on standard output.
        Exit status: 0 OK or yes, 1 Cancel, no or Esc, 130 Ctrl+C, 124 --timeout ran out
        without a --default, 2 a bad command line, no way to ask, an answer that cannot be
        written, or a standard stream the command needs that is closed (standard output
        for an answer, standard input for filter's choices, progress's percentages and
        plain mode's answers, standard error for plain mode's prompts).

        --timeout SECONDS (every subcommand but status) lets the alert wait that long at
        most; --default ANSWER (confirm, choose, input, write, date) is then the answer.
        spin ends its command then, and progress stops reading: exit status 124.

        --id ID (every subcommand) names the alert for ALERT_ANSWERS=FILE: a file of
        id=answer lines (# starts a comment) whose answer is given without drawing
        anything, written as in plain mode (yes, no, a button's number or title, the text,
        the day, 1,3 for several). An alert the file does not answer is asked on the
        terminal; with no terminal, it fails with exit status 2 and a message naming its id
        (progress and spin ask nothing: they need no answer, and an entry for their id is
        left unused).

        Answers keep their bytes: an option, a --value, a typed line, a filter's choice or
        an answer of the file that is not UTF-8, or holds a tab, is printed as it came. A
        title is matched exactly (é as one code point and as e with a combining accent are
        two); written out in full it picks that title whatever else it could mean (q, esc,
        yes, no, a number, 1,3), and =TITLE picks the title TITLE and nothing else.

        Keys: Tab and the arrows move the focus, Enter chooses, Esc cancels. In a list, j
        and k move too (Ctrl+N and Ctrl+P in a terminal), a letter jumps to the next option
        starting with it (J and K for j and k), Page Up/Down move a page and Home/End to
        the ends; Space ticks. Space presses the focused button; Alt+letter presses a
        button by the letter its label marks with an underscore (--affirmative _Sure),
        else by its first letter when no other button starts with it (in a text field
        Alt+B, F and D move and delete words). write ends with Ctrl+D or Alt+Enter. A
        line of key hints under a list says which keys work there; ALERT_NO_HINTS=1 hides
        it.

        The alert is drawn inline, below the cursor, and leaves one line when answered
        (`✔ Title · answer`; --no-summary leaves nothing). --fullscreen draws it over the
        whole screen instead, on the alternate screen.

        With --plain, ALERT_PLAIN=1 (for screen readers), TERM=dumb or no controlling
        terminal, the alert becomes a numbered line prompt on standard error and the answer
        is read from standard input: a button number, Enter alone for the focused button,
        esc (or q) to cancel. For example `printf '2\\n' | alert --plain choose a b c`
        prints b.

        Alerts of several `alert` processes on one terminal are shown one at a time, in the
        order they started.

        """

    /// The help of `subcommand`, or nil when there is no such subcommand: what it does, then
    /// the options every subcommand takes and its exit statuses.
    package static func text(for subcommand: String) -> String? {
        if let tool = AlertGumSubcommands.help(for: subcommand) { return tool }
        guard let subcommand = AlertSubcommands.named(subcommand) else { return nil }
        return subcommand.help + """

            \(sharedOptions)

            EXIT STATUS
              \(subcommand.exitStatuses),
              130 Ctrl+C, 2 a bad command line or no way to ask.

            """
    }

    /// What every subcommand's help says of the options they all take (a desktop program
    /// says it its own way: see ``CommandProgram/help(_:)``).
    package static let sharedOptions = """
        Every subcommand also takes --id ID (its answer's key in ALERT_ANSWERS), --plain,
        --fullscreen and --no-summary (see alert --help).
        """

    /// The exit statuses of a subcommand that asks for an answer (`choose`, `filter`,
    /// `input`, `date`), but 130 and 2.
    static let answeredStatuses =
        "0 answered, 1 Cancel or Esc, 124 --timeout ran out without --default"
}
