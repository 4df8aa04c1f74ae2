import AlertTerminal
import TerminalKit

/// What the command line asked for: `alert-demo [--plain | --script KEYS | --svg DIR]
/// [--size COLSxROWS] [--help]`.
package struct DemoArguments: Hashable, Sendable {
    /// How the demo runs.
    package enum Mode: Hashable, Sendable {
        /// Full screen in the terminal, driven by a person (or by keys read from a non-TTY
        /// standard input).
        case interactive
        /// Full screen, driven by a key script (see ``DemoScript``).
        case script(String)
        /// Numbered line prompts on standard input and output, no escape sequences.
        case plain
        /// Each alert of the tour drawn off screen and written as an SVG file into the
        /// directory.
        case svg(directory: String)
        /// Print the usage and exit.
        case help
    }

    /// The default off-screen size.
    package static let defaultSize = DemoSize(columns: 100, rows: 30)

    /// How the demo runs.
    package var mode: Mode
    /// The screen size given with `--size`, if any.
    package var size: DemoSize?
    /// Whether `--plain` was given explicitly.
    package var forcesPlain: Bool { mode == .plain }

    /// Creates arguments by hand.
    package init(mode: Mode, size: DemoSize? = nil) {
        self.mode = mode
        self.size = size
    }

    /// Parses the arguments that follow the program name. The last of `--plain`, `--script`
    /// and `--svg` wins; `--help` wins over everything.
    ///
    /// - Throws: ``DemoArgumentError`` for an unknown option, a missing value or a bad size.
    package static func parse(_ arguments: [String]) throws(DemoArgumentError) -> DemoArguments {
        var result = DemoArguments(mode: .interactive)
        var wantsHelp = false
        var index = 0
        func value(for option: String) throws(DemoArgumentError) -> String {
            index += 1
            guard index < arguments.count else { throw .missingValue(option) }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            let (name, inline) = split(argument)
            func operand() throws(DemoArgumentError) -> String {
                if let inline { return inline }
                return try value(for: name)
            }
            switch name {
            case "--help", "-h":
                wantsHelp = true
            case "--plain":
                result.mode = .plain
            case "--script":
                result.mode = .script(try operand())
            case "--svg":
                result.mode = .svg(directory: try operand())
            case "--size":
                result.size = try DemoSize.parse(operand())
            default:
                throw .unknownOption(argument)
            }
            index += 1
        }
        if wantsHelp { result.mode = .help }
        return result
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (
            String(argument[..<equals]), String(argument[argument.index(after: equals)...])
        )
    }
}

/// A screen size in cells.
package struct DemoSize: Hashable, Sendable {
    /// The columns.
    package var columns: Int
    /// The rows.
    package var rows: Int

    /// The smallest size the demo accepts.
    package static let minimum = DemoSize(columns: 20, rows: 8)
    /// The largest size the demo accepts.
    package static let maximum = DemoSize(columns: 1000, rows: 500)

    /// Creates a size.
    package init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// Parses `COLSxROWS` (for example `100x30`) within ``minimum`` and ``maximum``.
    ///
    /// - Throws: ``DemoArgumentError/invalidSize(_:)``.
    package static func parse(_ text: String) throws(DemoArgumentError) -> DemoSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
            (minimum.columns...maximum.columns).contains(columns),
            (minimum.rows...maximum.rows).contains(rows)
        else { throw .invalidSize(text) }
        return DemoSize(columns: columns, rows: rows)
    }
}

/// Why the command line could not be understood.
package enum DemoArgumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An option the demo does not know.
    case unknownOption(String)
    /// An option that needs a value came last.
    case missingValue(String)
    /// A size that is not `COLSxROWS` within the allowed range.
    case invalidSize(String)

    /// A message for standard error. The user's text is sanitised (escape sequences
    /// removed, other controls replaced) before it is quoted.
    package var description: String {
        switch self {
        case .unknownOption(let option):
            "unknown option '\(TextSanitizer.sanitize(option))' (try --help)"
        case .missingValue(let option):
            "\(TextSanitizer.sanitize(option)) needs a value (try --help)"
        case .invalidSize(let text):
            "invalid size '\(TextSanitizer.sanitize(text))': expected COLSxROWS from "
                + "\(DemoSize.minimum.columns)x\(DemoSize.minimum.rows) to "
                + "\(DemoSize.maximum.columns)x\(DemoSize.maximum.rows)"
        }
    }
}
