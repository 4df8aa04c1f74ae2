/// `alert message TEXT [--title T]`: a message with one OK button.
enum MessageSubcommand: AlertSubcommand {
    static let name = "message"
    static let synopsis = "message TEXT"
    static let summary = ["a message with an OK button"]
    static let valueOptions: Set<String> = ["title", "timeout"]
    static let exitStatuses = "0 dismissed, 124 --timeout ran out"
    static let help = """
        USAGE: alert message TEXT [--title T] [--timeout SECONDS]

        Shows TEXT with an OK button. Exit status 0 once it is dismissed.

        """

    static func command(from scan: CommandOptionScanner.Scan) throws(CommandUsageError)
        -> AlertCommand
    {
        let text = try exactlyOne(scan.positionals, naming: "TEXT")
        return .message(text: text, title: scan.values["title"])
    }
}
