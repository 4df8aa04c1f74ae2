import AlertCommandKit
import AlertProtocol

/// How whiptail and dialog read a box's text: the two characters `\n` break the line.
/// whiptail also breaks the line at a newline; dialog does too, unless the text holds `\n`
/// pairs, which then alone break it (a newline right after a pair is dropped, any other is a
/// space, so that a script may write `…\n` at the end of each source line).
package enum DialogText {
    /// `text` as `dialect` shows it. O(n).
    package static func expanded(_ text: String, as dialect: DialogDialect) -> String {
        let hasPairs = text.contains("\\n")
        let joined =
            dialect == .dialog && hasPairs
            ? text.replacingScalars(of: "\\n\n", with: "\\n")
                .replacingScalars(of: "\n", with: " ") : text
        return joined.replacingScalars(of: "\\n", with: "\n")
    }
}
