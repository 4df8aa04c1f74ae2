/// The marker that starts a list item (`- `, `* `, `+ `, `1. `, `1) `) and where the item's
/// content begins.
struct MarkdownListMarker: Equatable {
    /// Numbered.
    var ordered: Bool
    /// The bullet (`-`, `*`, `+`) or the number's delimiter (`.`, `)`); items of one list
    /// share it.
    var symbol: Character
    /// The number of a numbered item.
    var number: Int
    /// The column the content starts at: later lines of the item are indented this much.
    var contentColumn: Int
    /// The first line's content.
    var content: String

    /// The marker at the start of `line` (up to three spaces in), if there is one.
    init?(_ line: String) {
        let indent = MarkdownLine.indentation(line)
        guard indent < 4 else { return nil }
        let rest = Array(MarkdownLine.trimmingLeading(line))
        guard let first = rest.first else { return nil }
        var markerLength: Int
        if first == "-" || first == "*" || first == "+" {
            ordered = false
            symbol = first
            number = 0
            markerLength = 1
        } else {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard (1...9).contains(digits.count), digits.count < rest.count,
                rest[digits.count] == "." || rest[digits.count] == ")"
            else { return nil }
            ordered = true
            symbol = rest[digits.count]
            number = Int(String(digits)) ?? 0
            markerLength = digits.count + 1
        }
        let afterMarker = String(rest[markerLength...])
        if afterMarker.isEmpty || MarkdownLine.isBlank(afterMarker) {
            contentColumn = indent + markerLength + 1
            content = ""
            return
        }
        guard afterMarker.first == " " || afterMarker.first == "\t" else { return nil }
        let spaces = MarkdownLine.indentation(afterMarker)
        if spaces >= 5 {
            // Indented code inside the item: the content starts one space after the marker.
            contentColumn = indent + markerLength + 1
            content = MarkdownLine.removingIndentation(afterMarker, columns: 1)
        } else {
            contentColumn = indent + markerLength + spaces
            content = MarkdownLine.trimmingLeading(afterMarker)
        }
    }

    /// Whether an item with this marker continues a list started by `other`.
    func continues(_ other: MarkdownListMarker) -> Bool {
        ordered == other.ordered && symbol == other.symbol
    }
}
