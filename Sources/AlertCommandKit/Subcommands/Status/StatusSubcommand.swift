import AlertEngine

/// `alert status KIND TEXT …`: a status alert that closes by itself.
enum StatusSubcommand: AlertSubcommand {
    static let name = "status"
    static let synopsis = "status KIND TEXT"
    static let summary = ["success, failure or info; closes by itself"]
    static let valueOptions: Set<String> = ["countdown"]
    static let arguments = CommandArguments.words(["success", "failure", "info"])
    static let exitStatuses = "0 closed"
    static let help = """
        USAGE: alert status success|failure|info TEXT [--countdown SECONDS]

        Shows TEXT with the kind's icon and closes by itself after SECONDS (counted
        down on screen; 0 closes it as soon as it is shown), or after 2 seconds
        without --countdown; Esc closes it earlier. Exit status 0. In plain mode it is
        printed and does not wait.

        """

    static func command(from scan: CommandOptionScanner.Scan) throws(CommandUsageError)
        -> AlertCommand
    {
        let positionals = scan.positionals
        guard let kindName = positionals.first else {
            throw usageError("the KIND (success, failure or info) is missing")
        }
        let kinds: [String: AlertStatusKind] = [
            "success": .success, "failure": .failure, "info": .info,
        ]
        guard let kind = kinds[kindName] else {
            throw usageError("KIND must be success, failure or info, not \(kindName)")
        }
        let text = try exactlyOne(Array(positionals.dropFirst()), naming: "TEXT")
        var seconds: Int?
        if let countdown = scan.values["countdown"] {
            guard let value = Int(countdown), value >= 0, countdown.allSatisfy(\.isNumber) else {
                throw usageError(
                    "--countdown must be a whole number of seconds, not \(countdown)")
            }
            seconds = value
        }
        return .status(kind: kind, text: text, countdown: seconds)
    }
}
