import AlertEngine
import TerminalKit

/// Reads `alert`'s command line (without the program name) into a ``CommandInvocation``.
///
/// `alert [--plain | --fullscreen] [--no-summary] SUBCOMMAND [OPTIONS] ARGUMENTS`; the
/// display flags may also follow the subcommand. `alert --help`, `alert help [SUBCOMMAND]` and `alert SUBCOMMAND --help` give
/// help. Everything else that does not fit is a ``CommandUsageError``. O(n) in the arguments.
package enum CommandLineParser {
    /// Parses `arguments`.
    package static func parse(_ arguments: [String]) throws(CommandUsageError) -> CommandInvocation
    {
        var rest = arguments[...]
        var displayFlags: Set<String> = []
        while let first = rest.first, first.hasPrefix("-") {
            switch first {
            case "-h", "--help": return .help(CommandHelp.overview)
            case "--plain", "--fullscreen", "--no-summary":
                displayFlags.insert(String(first.dropFirst(2)))
            default: throw CommandUsageError("unknown option \(first) before the subcommand")
            }
            rest = rest.dropFirst()
        }
        guard let name = rest.popFirst() else {
            throw CommandUsageError("a subcommand is missing (message, confirm, choose, …)")
        }
        if name == "help" {
            guard let topic = rest.first else { return .help(CommandHelp.overview) }
            guard rest.count == 1, let text = CommandHelp.text(for: topic) else {
                throw CommandUsageError("no help for \(rest.joined(separator: " "))")
            }
            return .help(text)
        }
        guard let help = CommandHelp.text(for: name) else {
            throw CommandUsageError("unknown subcommand \(name)")
        }
        let scanner = scanner(for: name)
        let scan = try scanner.scan(rest)
        if scan.wantsHelp { return .help(help) }
        let command = try command(named: name, from: scan)
        let flags = displayFlags.union(scan.setFlags)
        let display = try CommandDisplay.from(
            plain: flags.contains("plain"), fullScreen: flags.contains("fullscreen"),
            noSummary: flags.contains("no-summary"))
        if let id = scan.values["id"], id.isEmpty || id.contains("=") || id.contains("\n") {
            throw CommandUsageError(
                "--id must be a name without = or a line break", subcommand: name)
        }
        return .run(
            command, display: display, timeout: try timeout(for: command, scan, name),
            id: scan.values["id"])
    }

    /// The subcommands, in the order the overview lists them.
    package static let subcommands = [
        "message", "confirm", "choose", "filter", "input", "date", "status", "spin", "progress",
    ]

    /// The options subcommand `name` accepts (without the leading dashes): those that take a
    /// value, and flags. The display flags and `--id` belong to every subcommand.
    package static func options(for name: String) -> (values: Set<String>, flags: Set<String>) {
        let values: Set<String>
        var flags: Set<String> = ["plain", "fullscreen", "no-summary"]
        switch name {
        case "confirm": values = ["title", "affirmative", "negative", "default", "timeout"]
        case "choose":
            values = ["title", "default", "timeout", "limit"]
            flags.formUnion(["sheet", "no-limit"])
        case "input":
            values = ["title", "placeholder", "value", "validate", "error", "default", "timeout"]
            flags.insert("password")
        case "date": values = ["title", "initial", "default", "timeout"]
        case "status": values = ["countdown"]
        case "spin":
            values = ["title", "timeout"]
            flags.insert("show-output")
        case "progress": values = ["title", "timeout"]
        case "filter":
            values = ["title", "placeholder", "timeout", "limit"]
            flags.insert("no-limit")
        default: values = ["title", "timeout"]
        }
        return (values.union(["id"]), flags)
    }

    private static func scanner(for name: String) -> CommandOptionScanner {
        let (values, flags) = options(for: name)
        return CommandOptionScanner(subcommand: name, valueOptions: values, flags: flags)
    }

    private static func command(named name: String, from scan: CommandOptionScanner.Scan)
        throws(CommandUsageError) -> AlertCommand
    {
        let error = { (problem: String) in CommandUsageError(problem, subcommand: name) }
        let title = scan.values["title"]
        let positionals = scan.positionals
        switch name {
        case "message":
            let text = try exactlyOne(positionals, naming: "TEXT", error)
            return .message(text: text, title: title)
        case "confirm":
            let text = try exactlyOne(positionals, naming: "TEXT", error)
            let defaultsToYes: Bool
            switch scan.values["default"] ?? "yes" {
            case "yes": defaultsToYes = true
            case "no": defaultsToYes = false
            case let other: throw error("--default must be yes or no, not \(other)")
            }
            let affirmative = try label(
                scan.values["affirmative"], or: "Yes", "--affirmative", error)
            let negative = try label(scan.values["negative"], or: "No", "--negative", error)
            return .confirm(
                text: text, title: title, affirmative: affirmative, negative: negative,
                defaultsToYes: defaultsToYes)
        case "choose":
            // No OPTION: they come on standard input (`withChoices`), which checks the rest.
            guard !positionals.contains(where: \.isEmpty) else {
                throw error("an OPTION is empty")
            }
            // Exactly one of them, scalar for scalar: `é` as one code point and as `e` with a
            // combining accent are two options.
            if let chosen = scan.values["default"], !positionals.isEmpty,
                !positionals.contains(where: { $0.isIdentical(to: chosen) })
            {
                throw error("--default must be one of the options, not \(chosen)")
            }
            let count = positionals.isEmpty ? Int.max : positionals.count
            let limit = try selectionLimit(scan, error).map { min($0 ?? .max, count) }
            if limit != nil, scan.setFlags.contains("sheet") {
                throw error("--sheet chooses one; --limit and --no-limit choose several")
            }
            return .choose(
                options: positionals, title: title, asSheet: scan.setFlags.contains("sheet"),
                preselected: scan.values["default"], limit: limit)
        case "input":
            try none(positionals, error)
            var rule: CommandTextRule?
            if let pattern = scan.values["validate"] {
                rule = try CommandTextRule(pattern: pattern, message: scan.values["error"])
            } else if scan.values["error"] != nil {
                throw error("--error needs --validate REGEX")
            }
            if scan.values["default"] != nil, scan.values["timeout"] == nil {
                throw error("--default is the answer when --timeout runs out; it needs --timeout")
            }
            return .input(
                title: title, placeholder: scan.values["placeholder"] ?? "",
                value: scan.values["value"] ?? "", isSecure: scan.setFlags.contains("password"),
                rule: rule)
        case "date":
            try none(positionals, error)
            var initial: CalendarDay?
            if let text = scan.values["initial"] {
                guard let day = CalendarDay(parsing: text) else {
                    throw error("--initial must be a real day as YYYY-MM-DD, not \(text)")
                }
                initial = day
            }
            if let text = scan.values["default"] {
                guard CalendarDay(parsing: text) != nil else {
                    throw error("--default must be a real day as YYYY-MM-DD, not \(text)")
                }
                guard scan.values["timeout"] != nil else {
                    throw error(
                        "--default is the answer when --timeout runs out; it needs --timeout")
                }
            }
            return .date(title: title, initial: initial)
        case "filter":
            try none(positionals, error)
            let selection = try selectionLimit(scan, error).map {
                FilterItem.Selection.several(maximum: $0)
            }
            return .filter(
                title: title, placeholder: scan.values["placeholder"] ?? "Type to filter",
                choices: [], selection: selection ?? .one)
        case "progress":
            guard positionals.count <= 1 else { throw error("one TEXT at most") }
            return .progress(title: title, text: positionals.first)
        case "spin":
            guard !positionals.isEmpty, !positionals[0].isEmpty else {
                throw error("the COMMAND to run is missing (alert spin -- COMMAND ARGUMENTS…)")
            }
            return .spin(
                title: title ?? positionals.joined(separator: " "), command: positionals,
                showsOutput: scan.setFlags.contains("show-output"))
        default:
            return try status(positionals, countdown: scan.values["countdown"], error)
        }
    }

    /// How many `--limit N` or `--no-limit` lets pick: nil for one (neither given, or
    /// `--limit 1`), `.some(nil)` for any number, else N (above 1).
    private static func selectionLimit(
        _ scan: CommandOptionScanner.Scan, _ error: (String) -> CommandUsageError
    ) throws(CommandUsageError) -> Int?? {
        if scan.setFlags.contains("no-limit") {
            guard scan.values["limit"] == nil else {
                throw error("--limit and --no-limit cannot be used together")
            }
            return .some(nil)
        }
        guard let text = scan.values["limit"] else { return nil }
        guard let value = Int(text), value >= 1, text.allSatisfy(\.isNumber) else {
            throw error("--limit must be a whole number from 1, not \(text)")
        }
        return value > 1 ? .some(value) : nil
    }

    /// `--timeout` with the answer `--default` gives when it runs out: confirm's default
    /// (yes or no) only when given, an OPTION of choose, any text of input, a day of date.
    private static func timeout(
        for command: AlertCommand, _ scan: CommandOptionScanner.Scan, _ name: String
    ) throws(CommandUsageError) -> CommandTimeout? {
        guard let seconds = scan.values["timeout"] else { return nil }
        let answer = scan.values["default"]
        do {
            return try CommandTimeout(seconds: seconds, answer: answer)
        } catch {
            throw CommandUsageError(error.problem, subcommand: name)
        }
    }

    private static func status(
        _ positionals: [String], countdown: String?, _ error: (String) -> CommandUsageError
    ) throws(CommandUsageError) -> AlertCommand {
        guard let kindName = positionals.first else {
            throw error("the KIND (success, failure or info) is missing")
        }
        let kinds: [String: AlertStatusKind] = [
            "success": .success, "failure": .failure, "info": .info,
        ]
        guard let kind = kinds[kindName] else {
            throw error("KIND must be success, failure or info, not \(kindName)")
        }
        let text = try exactlyOne(Array(positionals.dropFirst()), naming: "TEXT", error)
        var seconds: Int?
        if let countdown {
            guard let value = Int(countdown), value >= 0, countdown.allSatisfy(\.isNumber) else {
                throw error("--countdown must be a whole number of seconds, not \(countdown)")
            }
            seconds = value
        }
        return .status(kind: kind, text: text, countdown: seconds)
    }

    private static func exactlyOne(
        _ positionals: [String], naming name: String, _ error: (String) -> CommandUsageError
    ) throws(CommandUsageError) -> String {
        guard let first = positionals.first else { throw error("\(name) is missing") }
        guard positionals.count == 1 else {
            throw error("unexpected argument \(positionals[1]) (quote \(name) if it has spaces)")
        }
        return first
    }

    private static func none(_ positionals: [String], _ error: (String) -> CommandUsageError)
        throws(CommandUsageError)
    {
        if let first = positionals.first { throw error("unexpected argument \(first)") }
    }

    private static func label(
        _ value: String?, or fallback: String, _ option: String,
        _ error: (String) -> CommandUsageError
    ) throws(CommandUsageError) -> String {
        guard let value else { return fallback }
        guard !value.isEmpty else { throw error("\(option) must not be empty") }
        return value
    }
}
