extension LogTool {
    /// charmbracelet/log's JSON formatter (json.go): one object, keys in the fields'
    /// order, every value a string; a caller's `time` or `level` pair is left out, as the
    /// formatter only writes those keys for a real time and level.
    static func jsonLine(_ fields: [LogField]) -> String {
        var members: [String] = []
        for field in fields {
            let value: String
            switch (field.key, field.value) {
            case ("time", .time(let time)): value = time
            case ("level", .level(let level)): value = level.name ?? ""
            case ("time", _), ("level", _): continue
            default: value = field.value.text
            }
            members.append(
                JSONStringEncoding.quoted(field.key) + ":" + JSONStringEncoding.quoted(value))
        }
        return "{" + members.joined(separator: ",") + "}\n"
    }
}
