/// One subcommand of `alert` (`alert confirm`, `alert choose`, …): its name, the options it
/// takes, its help, and how its scanned command line becomes the `AlertCommand` it asks.
///
/// Each subcommand lives in a folder of its own under `Subcommands/`: this conformance
/// (`ConfirmSubcommand.swift`) beside the code that shows it (`ConfirmSubcommand+Run.swift`)
/// and the types only it uses. `AlertSubcommands.all` lists them; `CommandLineParser` keeps
/// what every subcommand shares (the display flags, `--id`, `--timeout`, the help routing),
/// and `CommandHelp` frames each one's help.
protocol AlertSubcommand: SendableMetatype {
    /// The name on the command line: `alert NAME …`.
    static var name: String { get }
    /// How its command line reads in the overview (`alert --help`), name first:
    /// `status KIND TEXT`.
    static var synopsis: String { get }
    /// What it asks, in the overview: one line, or a few when it needs them.
    static var summary: [String] { get }
    /// The options that take a value, without the leading dashes. `--id` is every
    /// subcommand's and is not listed here.
    static var valueOptions: Set<String> { get }
    /// The options among ``valueOptions`` that may be given again and again, kept in order
    /// (none by default): a form's fields.
    static var repeatableOptions: Set<String> { get }
    /// The options that take none, without the leading dashes (none by default). The
    /// display flags are every subcommand's and are not listed here.
    static var flags: Set<String> { get }
    /// Its help (`alert NAME --help`) up to the options every subcommand shares, which
    /// `CommandHelp` adds with the exit statuses.
    static var help: String { get }
    /// Its exit statuses but 130 and 2, which every subcommand shares.
    static var exitStatuses: String { get }
    /// The options whose value is one of a fixed few (`--default yes|no`), with those
    /// values, which the shell completions offer (none by default).
    static var optionValues: [String: [String]] { get }
    /// What its positional arguments are, for the shell completions (free text by
    /// default).
    static var arguments: CommandArguments { get }
    /// The command that `scan` (its arguments, scanned with its options) asks for.
    ///
    /// - Throws: a usage error naming the subcommand when the arguments do not fit.
    static func command(from scan: CommandOptionScanner.Scan) throws(CommandUsageError)
        -> AlertCommand
}

/// What a subcommand's positional arguments are, as the shell completions offer them.
enum CommandArguments: Equatable, Sendable {
    /// Text of the user's own: nothing to offer.
    case text
    /// The first argument is one of these words (`status success|failure|info`).
    case words([String])
    /// A file's path (`pager [FILE]`).
    case file
    /// After `--`, a command and its arguments (`spin -- COMMAND`).
    case command
}

extension AlertSubcommand {
    static var flags: Set<String> { [] }
    static var repeatableOptions: Set<String> { [] }
    static var optionValues: [String: [String]] { [:] }
    static var arguments: CommandArguments { .text }

    /// A usage error about this subcommand.
    static func usageError(_ problem: String) -> CommandUsageError {
        CommandUsageError(problem, subcommand: name)
    }

    /// The one positional argument, `name` (`TEXT`) in the errors when it is missing or
    /// not alone.
    static func exactlyOne(_ positionals: [String], naming name: String)
        throws(CommandUsageError) -> String
    {
        guard let first = positionals.first else { throw usageError("\(name) is missing") }
        guard positionals.count == 1 else {
            throw usageError(
                "unexpected argument \(positionals[1]) (quote \(name) if it has spaces)")
        }
        return first
    }

    /// Checks that there is no positional argument.
    static func none(_ positionals: [String]) throws(CommandUsageError) {
        if let first = positionals.first { throw usageError("unexpected argument \(first)") }
    }

    /// A button's label from `option` (`--affirmative`) when it was given (not empty),
    /// else `fallback`.
    static func label(_ value: String?, or fallback: String, _ option: String)
        throws(CommandUsageError) -> String
    {
        guard let value else { return fallback }
        guard !value.isEmpty else { throw usageError("\(option) must not be empty") }
        return value
    }

    /// How many `--limit N` or `--no-limit` lets pick: nil for one (neither given, or
    /// `--limit 1`), `.some(nil)` for any number, else N (above 1).
    static func selectionLimit(_ scan: CommandOptionScanner.Scan) throws(CommandUsageError)
        -> Int??
    {
        if scan.setFlags.contains("no-limit") {
            guard scan.values["limit"] == nil else {
                throw usageError("--limit and --no-limit cannot be used together")
            }
            return .some(nil)
        }
        guard let text = scan.values["limit"] else { return nil }
        guard let value = Int(text), value >= 1, text.allSatisfy(\.isNumber) else {
            throw usageError("--limit must be a whole number from 1, not \(text)")
        }
        return value > 1 ? .some(value) : nil
    }
}

/// The subcommands of `alert`, in the order the overview lists them.
enum AlertSubcommands {
    /// Every subcommand; a new one is a folder under `Subcommands/` and a line here.
    static let all: [any AlertSubcommand.Type] = [
        MessageSubcommand.self, ConfirmSubcommand.self, ChooseSubcommand.self,
        FilterSubcommand.self, InputSubcommand.self, WriteSubcommand.self,
        DateSubcommand.self, FormSubcommand.self, StatusSubcommand.self, SpinSubcommand.self,
        ProgressSubcommand.self, PagerSubcommand.self,
    ]

    /// The subcommand called `name`, or nil when there is none.
    static func named(_ name: String) -> (any AlertSubcommand.Type)? {
        all.first { $0.name == name }
    }
}
