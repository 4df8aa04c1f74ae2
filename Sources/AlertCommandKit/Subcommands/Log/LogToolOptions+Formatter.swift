extension LogToolOptions {
    /// A `gum log --formatter` (charmbracelet/log's formatter.go).
    package enum Formatter: String, CaseIterable, Sendable {
        /// `time LEVEL prefix: message key=value`, styled (text.go).
        case text
        /// One JSON object a line (json.go).
        case json
        /// `time=… level=… prefix=… msg=… key=value` (logfmt.go, go-logfmt).
        case logfmt
    }
}
