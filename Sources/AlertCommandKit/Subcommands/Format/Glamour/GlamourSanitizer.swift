/// What glamour keeps of HTML (ansi/context.go `SanitizeHTML`: bluemonday's strict
/// policy, spaces trimmed, references decoded): the text between the tags.
///
/// Limit: tags are dropped by a simple scan (`<` to `>`), comments too, and the content of
/// `script` and `style` elements.
enum GlamourSanitizer {
    /// The text of `html` without its tags, trimmed.
    static func text(of html: String) -> String {
        var result = ""
        var rest = html[...]
        while let open = rest.firstIndex(of: "<") {
            result += rest[..<open]
            rest = rest[open...]
            if rest.hasPrefix("<!--") {
                guard let end = rest.firstRange(of: "-->") else { return trimmed(result) }
                rest = rest[end.upperBound...]
                continue
            }
            guard let close = rest.firstIndex(of: ">") else {
                result += rest
                rest = ""
                break
            }
            let tag = rest[rest.index(after: rest.startIndex)..<close].lowercased()
            rest = rest[rest.index(after: close)...]
            for element in ["script", "style"] where tag == element || tag.hasPrefix(element + " ")
            {
                if let end = rest.firstRange(of: "</" + element) {
                    rest = rest[end.lowerBound...]
                }
            }
        }
        result += rest
        return trimmed(MarkdownInlineParser.decodingReferences(result))
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
