/// How whiptail and dialog read a box's text: the two characters `\n` break the line, as a
/// newline does.
package enum DialogText {
    /// `text` with each `\n` pair made a line break. O(n).
    package static func expanded(_ text: String) -> String {
        text.replacingOccurrences(of: "\\n", with: "\n")
    }
}
