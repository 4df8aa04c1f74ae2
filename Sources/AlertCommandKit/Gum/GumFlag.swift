/// One option of a gum subcommand, as gum's `options.go` declares it for kong: its name, the
/// kind of value it takes, its default, the environment variable that stands in for it,
/// and the values it allows.
package struct GumFlag: Hashable, Sendable {
    /// The kind of value a flag takes, which says how kong reads it.
    package enum Kind: Hashable, Sendable {
        /// A switch: `--flag`, `--flag=true|false|1|0|yes|no`; `negatable` ones also take
        /// `--no-flag`.
        case bool(negatable: Bool)
        /// Text: `--flag VALUE` or `--flag=VALUE`.
        case string
        /// A whole number.
        case int
        /// A Go duration (``GumDuration``).
        case duration
        /// A list: each `--flag A,B` adds its comma-separated values; repeatable.
        case strings
        /// A list of whole numbers, as ``strings``.
        case ints
    }

    /// The long name, without dashes: `header`, `cursor.foreground`.
    package var name: String
    /// The one-letter name (`-s`), if any.
    package var short: Character?
    /// How the value reads.
    package var kind: Kind
    /// The value when neither the command line nor the environment gives one.
    package var defaultValue: String
    /// The environment variable that gives the value when the command line does not.
    package var environment: String?
    /// The values the flag allows (kong's `enum`), or nil for any.
    package var allowed: [String]?

    /// Creates a flag.
    package init(
        _ name: String, short: Character? = nil, _ kind: Kind = .string,
        default defaultValue: String = "", env environment: String? = nil,
        allowed: [String]? = nil
    ) {
        self.name = name
        self.short = short
        self.kind = kind
        self.defaultValue = defaultValue
        self.environment = environment
        self.allowed = allowed
    }

    /// Whether the flag is a switch.
    package var isBool: Bool {
        if case .bool = kind { true } else { false }
    }

    /// The style fields every styled part of a gum prompt takes (`style.Styles`), under
    /// `prefix` (`cursor.`) and read from `environmentPrefix` + the field's upper-case name
    /// (`GUM_CHOOSE_CURSOR_FOREGROUND`); `defaults` gives a field its gum default
    /// (`foreground: "212"`).
    package static func style(
        _ prefix: String, env environmentPrefix: String, defaults: [String: String] = [:]
    ) -> [GumFlag] {
        let fields: [(String, Kind, String, [String]?)] = [
            ("foreground", .string, "", nil), ("background", .string, "", nil),
            (
                "border", .string, "none",
                ["none", "hidden", "normal", "rounded", "thick", "double"]
            ),
            ("border-background", .string, "", nil), ("border-foreground", .string, "", nil),
            ("align", .string, "left", ["left", "center", "right", "bottom", "middle", "top"]),
            ("height", .int, "0", nil), ("width", .int, "0", nil),
            ("margin", .string, "0 0", nil), ("padding", .string, "0 0", nil),
            ("bold", .bool(negatable: false), "false", nil),
            ("faint", .bool(negatable: false), "false", nil),
            ("italic", .bool(negatable: false), "false", nil),
            ("strikethrough", .bool(negatable: false), "false", nil),
            ("underline", .bool(negatable: false), "false", nil),
        ]
        return fields.map { field, kind, fallback, allowed in
            GumFlag(
                prefix + field, kind, default: defaults[field] ?? fallback,
                env: environmentPrefix + field.uppercased().replacing("-", with: "_"),
                allowed: allowed)
        }
    }
}
