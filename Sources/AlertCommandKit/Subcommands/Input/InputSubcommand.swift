/// `alert input …`: a line of text.
enum InputSubcommand: AlertSubcommand {
    static let name = "input"
    static let synopsis = "input"
    static let summary = ["a line of text"]
    static let valueOptions: Set<String> = [
        "title", "placeholder", "value", "validate", "error", "default", "timeout", "ok-label",
        "cancel-label",
    ]
    static let flags: Set<String> = ["password"]
    static let exitStatuses = CommandHelp.answeredStatuses
    static let help = """
        USAGE: alert input [--title T] [--placeholder P] [--value V] [--password]
                           [--validate REGEX [--error TEXT]]
                           [--timeout SECONDS [--default TEXT]]
                           [--ok-label L] [--cancel-label L]

        Asks for a line of text, starting with V already typed, and prints it. Exit
        status 1 for Cancel or Esc. In plain mode the typed line is the text, and Enter
        alone keeps V. With --password what is typed shows as bullets, the summary line
        shows a mask of fixed length, and plain mode reads the line with the echo off.
        With --validate the whole text must match REGEX (Swift Regex syntax, which is
        ICU's and Perl's for everyday patterns): OK is refused, with TEXT (or "The answer
        must match REGEX") under the field, until it does; plain mode says why and asks
        again. --ok-label and --cancel-label give the OK and Cancel buttons other words.

        """

    static func command(from scan: CommandOptionScanner.Scan) throws(CommandUsageError)
        -> AlertCommand
    {
        try none(scan.positionals)
        var rule: CommandTextRule?
        if let pattern = scan.values["validate"] {
            rule = try CommandTextRule(pattern: pattern, message: scan.values["error"])
        } else if scan.values["error"] != nil {
            throw usageError("--error needs --validate REGEX")
        }
        if scan.values["default"] != nil, scan.values["timeout"] == nil {
            throw usageError("--default is the answer when --timeout runs out; it needs --timeout")
        }
        return .input(
            title: scan.values["title"], placeholder: scan.values["placeholder"] ?? "",
            value: scan.values["value"] ?? "", isSecure: scan.setFlags.contains("password"),
            rule: rule, buttons: try buttonLabels(scan))
    }
}
