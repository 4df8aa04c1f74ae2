/// One key and value of a log line, in the order charmbracelet/log hands them to its
/// formatters (logger.go `handle`): time, level, prefix, msg, then the caller's pairs.
struct LogField: Equatable {
    /// The key: `time`, `level`, `prefix`, `msg`, or one of the caller's.
    var key: String
    /// The value.
    var value: Value

    /// What a value is, which decides how the formatters treat the reserved keys: a pair
    /// of the caller's named `time` or `level` holds text, not a time or level, and the
    /// text and JSON formatters drop it, as charmbracelet/log does.
    enum Value: Equatable {
        /// The time, already written in the layout.
        case time(String)
        /// The level.
        case level(LogToolOptions.Level)
        /// Text: the prefix, the message, or a caller's value.
        case text(String)

        /// The value as logfmt and the text formatter write it.
        var text: String {
            switch self {
            case .time(let text), .text(let text): text
            case .level(let level): level.name ?? ""
            }
        }
    }
}
