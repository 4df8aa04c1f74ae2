extension LogTool {
    /// charmbracelet/log's text formatter (text.go) with gum's styles: the time, the level
    /// label, `prefix:`, the message, then `key=value` pairs, separated by spaces. A value
    /// with a space, `"`, `=` or a character that is not printable is quoted and escaped;
    /// an empty one is `""`; one of several lines goes below its key, each line after
    /// `  │ `. A caller's `time` or `level` pair is left out, `caller` is written `<value>`,
    /// `prefix` and `msg` as the prefix and the message are (all as the formatter does).
    static func textLine(
        _ fields: [LogField], options: LogToolOptions, profile: OutputColorProfile
    ) -> String {
        var line = ""
        func inline(_ text: String, _ style: TextToolStyle) -> String {
            Self.inline(text, style, profile: profile)
        }
        for (index, field) in fields.enumerated() {
            let space = index == 0 ? "" : " "
            switch (field.key, field.value) {
            case ("time", .time(let time)):
                line += space + inline(time, options.timeStyle)
            case ("level", .level(let level)):
                guard let label = level.label else { continue }
                var style = options.levelStyle
                if style.foreground == nil { style.foreground = level.defaultColor }
                line += space + inline(label, style)
            case ("time", _), ("level", _):
                continue
            case ("caller", .text(let caller)):
                line += space + inline("<" + caller + ">", TextToolStyle(faint: true))
            case ("prefix", .text(let prefix)):
                line += space + inline(prefix + ":", options.prefixStyle)
            case ("msg", .text(let message)):
                line += space + inline(message, options.messageStyle)
            default:
                guard !field.key.isEmpty else { continue }
                line += pair(
                    field, first: index == 0, more: index < fields.count - 1, options: options,
                    profile: profile)
            }
        }
        return line + "\n"
    }

    /// One `key=value` pair of the text formatter, its leading space included.
    private static func pair(
        _ field: LogField, first: Bool, more: Bool, options: LogToolOptions,
        profile: OutputColorProfile
    ) -> String {
        func inline(_ text: String, _ style: TextToolStyle) -> String {
            Self.inline(text, style, profile: profile)
        }
        let key = inline(field.key, options.keyStyle)
        let separator = inline("=", options.separatorStyle)
        let value = field.value.text
        let space = first ? "" : " "
        if value.isEmpty {
            return space + key + separator + inline("\"\"", options.valueStyle)
        }
        if value.contains("\n") {
            let indent = inline("  │ ", options.separatorStyle)
            var text = "\n  " + key + separator + "\n"
            let lines = value.lineSplit()
            for (number, part) in lines.enumerated() where !part.isEmpty || number < lines.count - 1
            {
                text +=
                    indent
                    + inline(
                        LogValueQuoting.escaped(part, escapingQuotes: false), options.valueStyle)
                if number < lines.count - 1 || more { text += "\n" }
            }
            return text
        }
        if LogValueQuoting.needsQuoting(value) {
            let quoted = "\"" + LogValueQuoting.escaped(value, escapingQuotes: true) + "\""
            return space + key + separator + inline(quoted, options.valueStyle)
        }
        return space + key + separator + inline(value, options.valueStyle)
    }

    /// `text` as a lipgloss style with `Inline(true)` renders it (style.go): tabs as four
    /// spaces, CRLF as a newline, then every newline removed, then styled for `profile`.
    static func inline(_ text: String, _ style: TextToolStyle, profile: OutputColorProfile)
        -> String
    {
        var flat = String.UnicodeScalarView()
        flat.append(
            contentsOf: text.replacingTabs(width: 4).replacingCRLF().unicodeScalars.filter {
                $0 != "\n"
            })
        return style.apply(to: String(flat), profile: profile)
    }
}
