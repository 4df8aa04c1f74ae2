/// The help texts of `alert` and its subcommands (printed on standard output).
package enum CommandHelp {
    /// `alert --help`.
    package static let overview = """
        alert: ask a question from a shell script, in an alert drawn on the terminal.

        USAGE: alert [--fullscreen | --plain] [--no-summary] SUBCOMMAND [OPTIONS] ARGUMENTS

          message TEXT       a message with an OK button
          confirm TEXT       yes or no
          choose [OPTION...] one of the options (several with --limit or --no-limit);
                             without OPTION, the lines of standard input
          filter             a line of standard input, found by typing part of it
                             (several with --limit or --no-limit)
          input              a line of text
          date               a day, printed as YYYY-MM-DD
          status KIND TEXT   success, failure or info; closes by itself
          spin -- COMMAND    runs COMMAND under a spinner, exits with its status
          progress [TEXT]    a progress bar fed by percentages on standard input

        `alert SUBCOMMAND --help` tells more about each one.

        `alert whiptail …` and `alert dialog …` (or alert run through a link named whiptail
        or dialog) take those programs' command lines, answers and exit statuses, so their
        scripts run unchanged; `alert whiptail --help` lists the boxes and options.

        The answer goes to standard output with a newline, so `name=$(alert input)` works:
        the alert is drawn on the controlling terminal (/dev/tty), not on standard output.
        Exit status: 0 OK or yes, 1 Cancel, no or Esc, 130 Ctrl+C, 124 --timeout ran out
        without a --default, 2 a bad command line, no way to ask, an answer that cannot be
        written, or a standard stream the command needs that is closed (standard output
        for an answer, standard input for filter's choices, progress's percentages and
        plain mode's answers, standard error for plain mode's prompts).

        --timeout SECONDS (every subcommand but status) lets the alert wait that long at
        most; --default ANSWER (confirm, choose, input, date) is then the answer. spin
        ends its command then, and progress stops reading: exit status 124.

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

        Keys: Tab and the arrows move the focus, Enter chooses, Esc cancels.

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
        guard let body = body(for: subcommand), let statuses = exitStatuses(for: subcommand)
        else { return nil }
        return body + """

            \(sharedOptions)

            EXIT STATUS
              \(statuses),
              130 Ctrl+C, 2 a bad command line or no way to ask.

            """
    }

    /// What every subcommand's help says of the options they all take (a desktop program
    /// says it its own way: see ``CommandProgram/help(_:)``).
    package static let sharedOptions = """
        Every subcommand also takes --id ID (its answer's key in ALERT_ANSWERS), --plain,
        --fullscreen and --no-summary (see alert --help).
        """

    /// The exit statuses of `subcommand` but 130 and 2, which every one shares.
    private static func exitStatuses(for subcommand: String) -> String? {
        let answered = "0 answered, 1 Cancel or Esc, 124 --timeout ran out without --default"
        switch subcommand {
        case "message": return "0 dismissed, 124 --timeout ran out"
        case "confirm": return "0 yes, 1 no or Esc, 124 --timeout ran out without --default"
        case "choose", "filter", "input", "date": return answered
        case "status": return "0 closed"
        case "progress": return "0 the input ended, 124 --timeout ran out"
        case "spin": return "the command's own, 124 --timeout ran out"
        default: return nil
        }
    }

    private static func body(for subcommand: String) -> String? {
        switch subcommand {
        case "message":
            """
            USAGE: alert message TEXT [--title T] [--timeout SECONDS]

            Shows TEXT with an OK button. Exit status 0 once it is dismissed.

            """
        case "confirm":
            """
            USAGE: alert confirm TEXT [--title T] [--affirmative LABEL] [--negative LABEL]
                                 [--default yes|no] [--timeout SECONDS]

            Asks TEXT with two buttons (Yes and No unless relabelled). Exit status 0 for
            yes, 1 for no or Esc. The focus (and so Enter) starts on yes, or on no with
            --default no. When --timeout runs out, the answer is --default if given, else
            exit status 124.

            """
        case "choose":
            """
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
        case "input":
            """
            USAGE: alert input [--title T] [--placeholder P] [--value V] [--password]
                               [--validate REGEX [--error TEXT]]
                               [--timeout SECONDS [--default TEXT]]

            Asks for a line of text, starting with V already typed, and prints it. Exit
            status 1 for Cancel or Esc. In plain mode the typed line is the text, and Enter
            alone keeps V. With --password what is typed shows as bullets, the summary line
            shows a mask of fixed length, and plain mode reads the line with the echo off.
            With --validate the whole text must match REGEX (ICU syntax): OK is refused,
            with TEXT (or "The answer must match REGEX") under the field, until it does;
            plain mode says why and asks again.

            """
        case "date":
            """
            USAGE: alert date [--title T] [--initial YYYY-MM-DD]
                              [--timeout SECONDS [--default YYYY-MM-DD]]

            Asks for a day, starting at --initial (today by default), and prints it as
            YYYY-MM-DD: the day shown, whatever the time zone. Days run from 0001-01-01 to
            9999-12-31; the picker stops at either end. Exit status 1 for Cancel or Esc. In
            plain mode, type the day as YYYY-MM-DD (four-digit year, two-digit month and
            day, no sign); any other line is asked again.

            """
        case "status":
            """
            USAGE: alert status success|failure|info TEXT [--countdown SECONDS]

            Shows TEXT with the kind's icon and closes by itself after SECONDS (counted
            down on screen; 0 closes it as soon as it is shown), or after 2 seconds
            without --countdown; Esc closes it earlier. Exit status 0. In plain mode it is
            printed and does not wait.

            """
        case "progress":
            """
            USAGE: alert progress [--title T] [--timeout SECONDS] [TEXT]

            Shows a progress bar, fed on standard input as dialog's gauge is: a line with a
            number from 0 to 100 sets the percentage; lines between two XXX lines set the
            percentage (the first) and the text under the title (the rest). It closes when
            the input ends, exit status 0; Ctrl+C stops it (130), and so does --timeout
            (124). A line over 64 KiB is skipped; the input is read on to its end; input
            that cannot be read (a directory) stops it with exit status 2. It reads no
            answer: in plain mode it prints its title, then its percentage and text as they
            change.
            The script feeding it may ask with alert meanwhile: the bar steps aside while the
            question is up (it goes on reading) and comes back once it is answered. A
            second alert progress on the same terminal waits for the first to end.

              { echo 10; alert confirm "Overwrite?" && echo 60; echo 100; } | alert progress

            """
        case "filter":
            """
            USAGE: alert filter [--title T] [--placeholder P] [--timeout SECONDS]
                                [--limit N | --no-limit] < CHOICES

            Reads the choices from standard input, one per line (empty lines left out; a
            line ends at a line feed only, and a carriage return before it is dropped), and
            lets you find one by typing part of it: the letters in order, case ignored, best
            matches first, the matched letters highlighted. Up and Down move the highlight,
            Enter prints the highlighted choice (exit status 0), Esc cancels (1). OK waits
            while nothing matches. With nothing piped in, no choice, standard input closed or
            unreadable (a directory), or more than 1000000 lines or 64 MiB, exit status 2.
            When --timeout runs out, exit status 124: it counts from the start, while the
            choices are still being read too.
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

            """
        case "spin":
            """
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
        default:
            nil
        }
    }
}
