/// `alert pager [--title T] [FILE]`: a long text to scroll and search, from FILE or
/// standard input.
package enum PagerSubcommand: AlertSubcommand {
    static let name = "pager"
    static let synopsis = "pager [FILE]"
    static let summary = ["a long text to scroll and search, from FILE or standard input"]
    static let valueOptions: Set<String> = ["title", "timeout"]
    static let arguments = CommandArguments.file
    static let exitStatuses = "0 closed, 124 --timeout ran out"
    static let help = """
        USAGE: alert pager [--title T] [--timeout SECONDS] [FILE]

        Shows the text of FILE, or of standard input without FILE, to read: Up and Down
        (or k and j) scroll a line, Page Up and Page Down (or b and Space) a page, Home
        and End (or g and G) go to the start and the end. / opens a search line: type
        the text and press Enter to find it (letter case ignored; the match is
        highlighted and scrolled into view), n and N find the next and the previous
        match, going round the end; a search that finds nothing says "Not found". Esc
        closes the search line. q, Enter or Esc closes the pager (exit status 0). Long
        lines wrap at the edge, tabs are expanded to stops of 8 columns, and control
        characters are shown as U+FFFD (escape sequences removed). A file that cannot be
        read, or more than 64 MiB, is exit status 2. Standard input's text shows as it
        comes, and q closes the pager before the input ends. Without a terminal, or in
        plain mode with standard output no terminal, the text is copied to standard
        output byte for byte and nothing is waited for, as less does when it is not on a
        terminal. For example:

          git log | alert pager --title "History"

        """

    static func command(from scan: CommandOptionScanner.Scan) throws(CommandUsageError)
        -> AlertCommand
    {
        guard scan.positionals.count <= 1 else {
            throw usageError("unexpected argument \(scan.positionals[1]) (one FILE at most)")
        }
        if let file = scan.positionals.first, file.isEmpty { throw usageError("FILE is empty") }
        return .pager(title: scan.values["title"], file: scan.positionals.first, text: "")
    }
}
