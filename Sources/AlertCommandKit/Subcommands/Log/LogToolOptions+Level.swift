extension LogToolOptions {
    /// A `gum log --level` (charmbracelet/log's level.go; `none` is gum's).
    package enum Level: String, CaseIterable, Sendable {
        /// No level: the line has no label and is written whatever the minimum level.
        case none
        /// DEBUG.
        case debug
        /// INFO.
        case info
        /// WARN.
        case warn
        /// ERROR.
        case error
        /// FATAL: gum exits with status 1 after writing the line (log's `Fatal`).
        case fatal

        /// charmbracelet/log's number for the level (debug -4 … fatal 12), which the minimum
        /// level is compared with; `none` above them all (log's `noLevel`).
        package var severity: Int {
            switch self {
            case .none: Int.max
            case .debug: -4
            case .info: 0
            case .warn: 4
            case .error: 8
            case .fatal: 12
            }
        }

        /// The text formatter's label: the name in upper case, whole (gum replaces log's
        /// four-letter labels, DEBU ERRO FATA, with the full names); nil for `none`.
        package var label: String? {
            self == .none ? nil : rawValue.uppercased()
        }

        /// The name JSON and logfmt write: lower case; nil for `none`.
        package var name: String? {
            self == .none ? nil : rawValue
        }

        /// The label's colour when `--level.foreground` is not given (log's styles.go):
        /// debug 63, info 86, warn 192, error 204, fatal 134.
        package var defaultColor: TextToolColor? {
            switch self {
            case .none: nil
            case .debug: .indexed(63)
            case .info: .indexed(86)
            case .warn: .indexed(192)
            case .error: .indexed(204)
            case .fatal: .indexed(134)
            }
        }

        /// Whether gum exits with status 1 once the line is written (`fatal`, whose
        /// charmbracelet/log call ends the program).
        package var exitsWithFailure: Bool { self == .fatal }

        /// The level `--min-level` names (log's `ParseLevel`: debug, info, warn, error or
        /// fatal, any case), or nil.
        package init?(minimum text: String) {
            guard let level = Level(rawValue: text.lowercased()), level != .none else {
                return nil
            }
            self = level
        }
    }
}
