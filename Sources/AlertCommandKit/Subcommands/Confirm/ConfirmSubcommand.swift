/// `alert confirm TEXT …`: yes or no.
enum ConfirmSubcommand: AlertSubcommand {
    static let name = "confirm"
    static let synopsis = "confirm TEXT"
    static let summary = ["yes or no"]
    static let valueOptions: Set<String> = [
        "title", "affirmative", "negative", "default", "timeout",
    ]
    static let optionValues = ["default": ["yes", "no"]]
    static let exitStatuses = "0 yes, 1 no or Esc, 124 --timeout ran out without --default"
    static let help = """
        USAGE: alert confirm TEXT [--title T] [--affirmative LABEL] [--negative LABEL]
                             [--default yes|no] [--timeout SECONDS]

        Asks TEXT with two buttons (Yes and No unless relabelled). Exit status 0 for
        yes, 1 for no or Esc. The focus (and so Enter) starts on yes, or on no with
        --default no. When --timeout runs out, the answer is --default if given, else
        exit status 124.

        """

    static func command(from scan: CommandOptionScanner.Scan) throws(CommandUsageError)
        -> AlertCommand
    {
        let text = try exactlyOne(scan.positionals, naming: "TEXT")
        let defaultsToYes: Bool
        switch scan.values["default"] ?? "yes" {
        case "yes": defaultsToYes = true
        case "no": defaultsToYes = false
        case let other: throw usageError("--default must be yes or no, not \(other)")
        }
        let affirmative = try label(scan.values["affirmative"], or: "Yes", "--affirmative")
        let negative = try label(scan.values["negative"], or: "No", "--negative")
        return .confirm(
            text: text, title: scan.values["title"], affirmative: affirmative,
            negative: negative, defaultsToYes: defaultsToYes)
    }
}
