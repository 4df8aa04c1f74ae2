extension LogTool {
    /// charmbracelet/log's logfmt formatter (logfmt.go on go-logfmt's encoder): `key=value`
    /// pairs separated by spaces, quoted where logfmt needs it; a pair whose key has no
    /// character logfmt can write is dropped.
    static func logfmtLine(_ fields: [LogField]) -> String {
        let pairs = fields.compactMap { field in
            LogfmtEncoding.key(field.key).map { $0 + "=" + LogfmtEncoding.value(field.value.text) }
        }
        return pairs.joined(separator: " ") + "\n"
    }
}
