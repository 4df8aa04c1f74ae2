/// A gum subcommand's arguments read as kong reads them: long flags with `=VALUE` or the
/// next argument, `--no-FLAG` for the negatable switches, one-letter flags (`-s globe`,
/// `-sglobe`), flags anywhere among the positional arguments until `--`, `-h`/`--help`
/// (and gum's `-v`/`--version`). An unknown flag is refused with kong's "did you mean"
/// hint (``GumSuggestion``). A flag not given takes its environment variable's value (`GUM_CHOOSE_HEIGHT`), else its
/// default. Every value is checked against its kind before anything runs. O(n) in the
/// arguments and flags.
package struct GumScan: Sendable {
    /// Each single-valued flag's value, as given, from the environment or by default.
    package private(set) var values: [String: String] = [:]
    /// Each list flag's values.
    package private(set) var lists: [String: [String]] = [:]
    /// The flags given on the command line (not from the environment or by default).
    package private(set) var given: Set<String> = []
    /// The positional arguments, in order.
    package private(set) var positionals: [String] = []
    /// Whether `-h` or `--help` was given (before any `--version`).
    package private(set) var wantsHelp = false
    /// Whether `-v` or `--version` was given (before any `--help`), where it is taken.
    package private(set) var wantsVersion = false
    /// Whether `-v` and `--version` are taken, as gum's root flag is in every subcommand.
    private let takesVersion: Bool
    /// The flags kong would suggest for an unknown one, in its order: the root's, then
    /// each flag's long and short name.
    private let candidates: [String]

    /// Reads `arguments` against `flags`, with `environment` for the flags not given;
    /// `takesVersion` adds gum's root `-v`/`--version` to `-h`/`--help`.
    ///
    /// - Throws: ``GumUsageError`` for an unknown flag, a missing value, or a value its
    ///   flag does not take.
    package init(
        _ arguments: some Collection<String>, flags: [GumFlag], environment: [String: String],
        takesVersion: Bool = false
    ) throws(GumUsageError) {
        var byName: [String: GumFlag] = [:]
        var byShort: [Character: GumFlag] = [:]
        var candidates = ["--help", "-h"] + (takesVersion ? ["--version", "-v"] : [])
        for flag in flags {
            byName[flag.name] = flag
            candidates.append("--\(flag.name)")
            if let short = flag.short {
                byShort[short] = flag
                candidates.append("-\(short)")
            }
        }
        self.takesVersion = takesVersion
        self.candidates = candidates
        var rest = ArraySlice(arguments)
        var onlyPositionals = false
        while let argument = rest.popFirst() {
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                wantsHelp = !wantsVersion
                continue
            }
            if takesVersion, argument == "-v" || argument == "--version" {
                wantsVersion = !wantsHelp
                continue
            }
            if argument.hasPrefix("--") {
                try readLong(argument.dropFirst(2), &rest, byName)
            } else {
                try readShort(argument.dropFirst(), &rest, byShort)
            }
        }
        for flag in flags where !given.contains(flag.name) {
            if let variable = flag.environment, let text = environment[variable] {
                do {
                    try set(flag, text, from: "--\(flag.name)")
                } catch {
                    // kong reads variables when it resets the flags: its words, exit 1.
                    throw GumUsageError(
                        error.problem + " (from envar \(variable)=\(text.debugDescription))",
                        status: 1)
                }
            } else {
                try set(flag, flag.defaultValue, from: "--\(flag.name)", isDefault: true)
            }
        }
    }

    /// `--name`, `--name=value` or `--no-name`, taking the next argument as the value of
    /// a flag that needs one.
    private mutating func readLong(
        _ text: Substring, _ rest: inout ArraySlice<String>, _ flags: [String: GumFlag]
    ) throws(GumUsageError) {
        let name = String(text.prefix { $0 != "=" })
        let inline = text.contains("=") ? String(text.drop { $0 != "=" }.dropFirst()) : nil
        if let flag = flags[name] {
            try take(flag, inline: inline, &rest, spelled: "--\(name)")
            return
        }
        if name.hasPrefix("no-"), let flag = flags[String(name.dropFirst(3))],
            flag.kind == .bool(negatable: true), inline == nil
        {
            given.insert(flag.name)
            values[flag.name] = "false"
            return
        }
        throw unknown("--\(name)")
    }

    /// kong's refusal of flag `typed`, with its hint.
    private func unknown(_ typed: String) -> GumUsageError {
        GumUsageError(
            GumSuggestion.problem("unknown flag \(typed)", typed: typed, candidates: candidates))
    }

    /// `-x`, `-x value`, `-x=value` or `-xvalue`.
    private mutating func readShort(
        _ text: Substring, _ rest: inout ArraySlice<String>, _ flags: [Character: GumFlag]
    ) throws(GumUsageError) {
        guard let letter = text.first else { throw unknown("-") }
        var attached = text.dropFirst()
        guard let flag = flags[letter] else {
            // `-h` and `-v` are switches of kong's root: `-hs` is `-h -s`.
            guard letter == "h" || (letter == "v" && takesVersion) else {
                throw unknown("-\(letter)")
            }
            if letter == "h" { wantsHelp = !wantsVersion } else { wantsVersion = !wantsHelp }
            if !attached.isEmpty { try readShort(attached, &rest, flags) }
            return
        }
        // `-ap`: a switch, then the next letter is a flag of its own, as kong reads it.
        if flag.isBool, !attached.isEmpty, !attached.hasPrefix("=") {
            try take(flag, inline: nil, &rest, spelled: "-\(letter)")
            try readShort(attached, &rest, flags)
            return
        }
        if attached.hasPrefix("=") { attached = attached.dropFirst() }
        try take(
            flag, inline: attached.isEmpty ? nil : String(attached), &rest, spelled: "-\(letter)")
    }

    /// Sets `flag` from its inline value, else (but for a switch) the next argument.
    private mutating func take(
        _ flag: GumFlag, inline: String?, _ rest: inout ArraySlice<String>, spelled: String
    ) throws(GumUsageError) {
        if flag.isBool {
            try set(flag, inline ?? "true", from: "--\(flag.name)")
            given.insert(flag.name)
            return
        }
        var value = inline
        if value == nil {
            guard let next = rest.first else {
                throw GumUsageError("--\(flag.name): expected string value but got EOL")
            }
            if next.hasPrefix("-"), next != "-", next.count > 1 {
                throw GumUsageError(
                    "--\(flag.name): expected string value but got \"\(next)\";"
                        + " perhaps try --\(flag.name)=\"\(next)\"?")
            }
            value = rest.popFirst()
        }
        let isRepeat = given.contains(flag.name)
        given.insert(flag.name)
        try set(flag, value ?? "", from: "--\(flag.name)", appending: isRepeat)
    }

    /// Checks `text` against the flag's kind and records it.
    private mutating func set(
        _ flag: GumFlag, _ text: String, from source: String, isDefault: Bool = false,
        appending: Bool = false
    ) throws(GumUsageError) {
        switch flag.kind {
        case .bool:
            switch text.lowercased() {
            case "true", "1", "yes": values[flag.name] = "true"
            case "false", "0", "no": values[flag.name] = "false"
            default:
                throw GumUsageError(
                    "\(source): bool value must be true, 1, yes, false, 0 or no but got"
                        + " \"\(text)\"")
            }
            return
        case .int:
            guard Int(text) != nil else {
                throw GumUsageError("\(source): expected a valid 64 bit int but got \"\(text)\"")
            }
        case .duration:
            guard GumDuration.nanoseconds(text) != nil else {
                throw GumUsageError(
                    "\(source): expected duration but got \"\(text)\": time: invalid duration"
                        + " \"\(text)\"")
            }
        case .strings, .ints:
            let items = Self.splitEscaped(text)
            if flag.kind == .ints, let bad = items.first(where: { Int($0) == nil }) {
                throw GumUsageError("\(source): expected a valid 64 bit int but got \"\(bad)\"")
            }
            lists[flag.name] = (appending ? lists[flag.name] ?? [] : []) + items
            return
        case .string:
            break
        }
        if let allowed = flag.allowed, !allowed.contains(text), !(isDefault && text.isEmpty) {
            let quoted = allowed.map { "\"\($0)\"" }.joined(separator: ",")
            throw GumUsageError("\(source) must be one of \(quoted) but got \"\(text)\"")
        }
        values[flag.name] = text
    }

    /// The value of switch `name`.
    package func bool(_ name: String) -> Bool { values[name] == "true" }

    /// The value of whole-number flag `name` (0 when it has none).
    package func int(_ name: String) -> Int { values[name].flatMap { Int($0) } ?? 0 }

    /// The value of text flag `name` ("" when it has none).
    package func string(_ name: String) -> String { values[name] ?? "" }

    /// The value of duration flag `name` in milliseconds, nil when it is zero or less
    /// (gum waits without end then).
    package func timeoutMilliseconds(_ name: String = "timeout") -> Int? {
        guard let milliseconds = values[name].flatMap(GumDuration.milliseconds),
            milliseconds > 0
        else { return nil }
        return milliseconds
    }
}
