/// `alert write [--title T] [--placeholder P] [--value TEXT] [--height N]`: text of several
/// lines, as `gum write` asks for it.
enum WriteSubcommand: AlertSubcommand {
    static let name = "write"
    static let synopsis = "write"
    static let summary = ["text of several lines (Ctrl+D or Alt+Enter ends it)"]
    static let valueOptions: Set<String> = [
        "title", "placeholder", "value", "height", "default", "timeout", "ok-label",
        "cancel-label",
    ]
    static let exitStatuses = CommandHelp.answeredStatuses
    /// The rows the text area shows without `--height`.
    static let defaultHeight = 6
    static let help = """
        USAGE: alert write [--title T] [--placeholder P] [--value TEXT] [--height N]
                           [--timeout SECONDS [--default TEXT]]
                           [--ok-label L] [--cancel-label L]

        Asks for text of several lines, starting with TEXT already typed, and prints it
        (exit status 0). Enter starts a new line; Ctrl+D or Alt+Enter (Esc then Enter)
        ends the text; Esc alone cancels (1). The arrows move in the text, Backspace at
        the start of a line joins it to the line above, and a paste keeps its line
        breaks. The area is N rows high (6 by default) and scrolls when the text is
        taller. In plain mode the text is typed a line at a time and ends with a line
        holding a single . (or the end of the input); a lone . at once keeps TEXT, and
        esc on the first line cancels. In an ALERT_ANSWERS file the answer is one line:
        \\n stands for a line break and \\\\ for a backslash. --ok-label and
        --cancel-label give the OK and Cancel buttons other words. For example:

          body=$(alert write --title "Commit body" --placeholder "Details")

        """

    static func command(from scan: CommandOptionScanner.Scan) throws(CommandUsageError)
        -> AlertCommand
    {
        try none(scan.positionals)
        var height = defaultHeight
        if let text = scan.values["height"] {
            guard let value = Int(text), value >= 1, text.allSatisfy(\.isNumber) else {
                throw usageError("--height must be a whole number from 1, not \(text)")
            }
            height = value
        }
        if scan.values["default"] != nil, scan.values["timeout"] == nil {
            throw usageError("--default is the answer when --timeout runs out; it needs --timeout")
        }
        return .write(
            title: scan.values["title"], placeholder: scan.values["placeholder"] ?? "",
            value: scan.values["value"] ?? "", height: height, buttons: try buttonLabels(scan))
    }
}
