import AlertEngine

/// One field of `alert form`, as its option gives it: `--entry LABEL[:VALUE]`,
/// `--password LABEL`, `--date LABEL[:YYYY-MM-DD]`, `--choice LABEL:A,B,…` or
/// `--multiline LABEL[:VALUE]`. The label ends at the first colon; a label is not empty.
package enum CommandFormField: Hashable, Sendable {
    /// A line of text, `value` already typed.
    case entry(label: String, value: String)
    /// A line of text shown as bullets.
    case password(label: String)
    /// A day, starting at `initial` (today when nil).
    case date(label: String, initial: CalendarDay?)
    /// One of `options`, the first chosen at the start.
    case choice(label: String, options: [String])
    /// Text of several lines, `value` already typed.
    case multiline(label: String, value: String)

    /// The options that give fields, without the leading dashes.
    static let optionNames: Set<String> = ["entry", "password", "date", "choice", "multiline"]

    /// The label.
    var label: String {
        switch self {
        case .entry(let label, _), .password(let label), .date(let label, _),
            .choice(let label, _), .multiline(let label, _):
            label
        }
    }

    /// The field `--option spec` gives.
    ///
    /// - Throws: a usage error for an empty label, a password given a value (it would show
    ///   in the process list), a day that is no real `YYYY-MM-DD`, or a choice without
    ///   options (or with an empty one).
    init(option: String, spec: String) throws(CommandUsageError) {
        let colon = spec.firstIndex(of: ":")
        let label = String(spec[..<(colon ?? spec.endIndex)])
        let value = colon.map { String(spec[spec.index(after: $0)...]) }
        guard !label.isEmpty else {
            throw Self.error("--\(option) needs a label before its colon: --\(option) LABEL")
        }
        switch option {
        case "entry": self = .entry(label: label, value: value ?? "")
        case "multiline": self = .multiline(label: label, value: value ?? "")
        case "password":
            guard value == nil else {
                throw Self.error(
                    "--password takes a label only (a secret on the command line shows in"
                        + " the process list): --password \(label)")
            }
            self = .password(label: label)
        case "date":
            guard let value else {
                self = .date(label: label, initial: nil)
                return
            }
            guard let day = CalendarDay(parsing: value) else {
                throw Self.error(
                    "--date \(label) must start at a real day as YYYY-MM-DD, not \(value)")
            }
            self = .date(label: label, initial: day)
        default:
            let options = value.map { $0.split(separator: ",", omittingEmptySubsequences: false) }
            guard let options, !options.isEmpty, !options.contains(where: \.isEmpty) else {
                throw Self.error("--choice \(label) needs its options: --choice 'LABEL:A,B,C'")
            }
            self = .choice(label: label, options: options.map(String.init))
        }
    }

    /// The library's field, a day starting at `initial` or else `today`.
    func formField(today: CalendarDay) -> AlertFormField {
        switch self {
        case .entry(let label, let value): .entry(label, initial: value)
        case .password(let label): .password(label)
        case .date(let label, let initial):
            .date(
                label, initial: (initial ?? today).midnightUTC, range: CalendarDay.pickerRange,
                timeZone: CalendarDay.timeZone)
        case .choice(let label, let options): .choice(label, options: options)
        case .multiline(let label, let value): .text(label, initial: value)
        }
    }

    private static func error(_ problem: String) -> CommandUsageError {
        CommandUsageError(problem, subcommand: FormSubcommand.name)
    }
}
