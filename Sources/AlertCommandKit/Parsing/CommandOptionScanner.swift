/// Splits one subcommand's arguments into options and positional arguments, by hand (no
/// argument-parsing package): `--name VALUE`, `--name=VALUE`, flags, `--` ending the options,
/// and `-h`/`--help` anywhere before it. Every option may be given once, but those
/// `repeatable` (a form's fields), which are kept in the order given.
struct CommandOptionScanner {
    /// The subcommand, for error messages.
    let subcommand: String
    /// Options that take a value (without the leading dashes).
    let valueOptions: Set<String>
    /// Options that take none (without the leading dashes).
    let flags: Set<String>
    /// Options that take a value and may be given again and again (without the leading
    /// dashes): their values are in ``Scan/repeated``, in order, never in ``Scan/values``.
    var repeatable: Set<String> = []

    /// What a scan found.
    struct Scan: Equatable {
        var values: [String: String] = [:]
        var setFlags: Set<String> = []
        var positionals: [String] = []
        var wantsHelp = false
        /// The values of the repeatable options, in the order given.
        var repeated: [Repeated] = []
    }

    /// One value of a repeatable option: `--entry Name` is `name` "entry", `value` "Name".
    struct Repeated: Hashable {
        var name: String
        var value: String
    }

    /// Scans `arguments`; O(n) in their count.
    func scan(_ arguments: some Collection<String>) throws(CommandUsageError) -> Scan {
        var scan = Scan()
        var iterator = arguments.makeIterator()
        var optionsEnded = false
        while let argument = iterator.next() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                scan.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                scan.wantsHelp = true
                continue
            }
            guard argument.hasPrefix("--") else { throw error("unknown option \(argument)") }
            let body = argument.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            if flags.contains(name) {
                guard inlineValue == nil else { throw error("--\(name) takes no value") }
                guard scan.setFlags.insert(name).inserted else {
                    throw error("--\(name) is given twice")
                }
            } else if repeatable.contains(name) {
                guard let value = inlineValue ?? iterator.next() else {
                    throw error("--\(name) needs a value")
                }
                scan.repeated.append(Repeated(name: name, value: value))
            } else if valueOptions.contains(name) {
                guard let value = inlineValue ?? iterator.next() else {
                    throw error("--\(name) needs a value")
                }
                guard scan.values[name] == nil else { throw error("--\(name) is given twice") }
                scan.values[name] = value
            } else {
                throw error("unknown option --\(name)")
            }
        }
        return scan
    }

    private func error(_ problem: String) -> CommandUsageError {
        CommandUsageError(problem, subcommand: subcommand)
    }
}
