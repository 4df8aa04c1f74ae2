import AlertCommandKit

/// What a whiptail or dialog box writes for its answer, byte for byte as each program
/// writes it: no newline after a menu's tag or an input's text; a checklist's tags joined by
/// spaces (whiptail quotes each, dialog only those that need it), or one per line with
/// `--separate-output`.
package enum DialogAnswer {
    /// The tags of a checklist's ticked rows, in list order.
    package static func checklist(
        _ tags: [String], dialect: DialogDialect, separatesOutput: Bool
    ) -> String {
        if separatesOutput { return tags.map { $0 + "\n" }.joined() }
        switch dialect {
        case .whiptail: return tags.map { "\"\($0)\"" }.joined(separator: " ")
        case .dialog: return tags.map(dialogQuoted).joined(separator: " ")
        }
    }

    /// dialog's quoting of one tag: as it is unless it holds white space or a quote or
    /// backslash; then in double quotes, with `"` and `\` escaped by a backslash.
    static func dialogQuoted(_ tag: String) -> String {
        let special: Set<Character> = [" ", "\t", "\n", "\"", "'", "\\"]
        guard !tag.isEmpty, tag.contains(where: special.contains) else { return tag }
        var quoted = "\""
        for character in tag {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}
