/// Why `gum log` refuses its input, with gum's message.
package enum LogToolError: Error, Equatable, CustomStringConvertible {
    /// `--min-level` is no level: charmbracelet/log's `ParseLevel` error.
    case invalidMinimumLevel(String)

    /// The message gum prints: `invalid level: "loud"`.
    package var description: String {
        switch self {
        case .invalidMinimumLevel(let text): "invalid level: " + GoStringQuoting.quoted(text)
        }
    }
}
