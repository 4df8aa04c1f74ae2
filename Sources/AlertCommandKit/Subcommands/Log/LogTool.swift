import FoundationEssentials

/// The pure side of `gum log` (gum's log/command.go on charmbracelet/log v2): the line it
/// writes for its options, in the text, JSON or logfmt form. gum writes it to standard
/// error, or appends it to `--file`.
package enum LogTool {
    /// charmbracelet/log's value for a key without one (logger.go `ErrMissingValue`).
    static let missingValue = "missing value"

    /// The line(s) `gum log` writes for `options` at `now` (shown in `timeZone`), styled for
    /// `profile` (the text formatter only), ending in a newline; nil when the level is below
    /// `--min-level`.
    ///
    /// Throws ``LogToolError/invalidMinimumLevel(_:)`` for a `--min-level` that is no level.
    /// An odd count of structured key-value arguments is no error: as in charmbracelet/log,
    /// the last key gets the value `missing value`.
    package static func render(
        _ options: LogToolOptions, now: Date, timeZone: TimeZone, profile: OutputColorProfile
    ) throws -> String? {
        // gum logs every level (-MaxInt32) unless --min-level names one.
        var minimum = -Int(Int32.max)
        if !options.minLevel.isEmpty {
            guard let level = LogToolOptions.Level(minimum: options.minLevel) else {
                throw LogToolError.invalidMinimumLevel(options.minLevel)
            }
            minimum = level.severity
        }
        guard options.level.severity >= minimum else { return nil }
        let fields = self.fields(options, now: now, timeZone: timeZone)
        switch options.formatter {
        case .text: return textLine(fields, options: options, profile: profile)
        case .json: return jsonLine(fields)
        case .logfmt: return logfmtLine(fields)
        }
    }

    /// The fields of the line in charmbracelet/log's order.
    static func fields(_ options: LogToolOptions, now: Date, timeZone: TimeZone) -> [LogField] {
        var fields: [LogField] = []
        if !options.time.isEmpty {
            let layout = GoTimeLayout.layout(named: options.time)
            let time = GoTimeLayout.format(now, layout: layout, timeZone: timeZone)
            fields.append(LogField(key: "time", value: .time(time)))
        }
        if options.level != .none {
            fields.append(LogField(key: "level", value: .level(options.level)))
        }
        if !options.prefix.isEmpty {
            fields.append(LogField(key: "prefix", value: .text(options.prefix)))
        }
        let first = options.text.first ?? ""
        let rest = Array(options.text.dropFirst())
        let message: String
        if options.format {
            message = GoPrintf.format(first, arguments: rest)
        } else if options.structured {
            message = first
        } else {
            message = options.text.joined(separator: " ")
        }
        if !message.isEmpty {
            fields.append(LogField(key: "msg", value: .text(message)))
        }
        if options.structured && !options.format {
            for start in stride(from: 0, to: rest.count, by: 2) {
                let value = start + 1 < rest.count ? rest[start + 1] : missingValue
                fields.append(LogField(key: rest[start], value: .text(value)))
            }
        }
        return fields
    }
}
