/// A piece of a paragraph while its inlines are being read: a finished inline, a run of
/// `*`, `_` or `~` that may open or close emphasis, or a `[` / `![` that may start a link.
enum MarkdownInlineItem {
    /// A finished inline.
    case node(MarkdownInline)
    /// An emphasis or strikethrough delimiter run.
    case delimiter(Delimiter)
    /// A link or image opener.
    case opener(Opener)

    /// A delimiter run (CommonMark's delimiter stack entry).
    struct Delimiter {
        /// `*`, `_` or `~`.
        var character: Character
        /// How many are left unmatched.
        var count: Int
        /// How many the run had (for the rule of three).
        var originalCount: Int
        /// May open emphasis (left-flanking, and for `_` more).
        var canOpen: Bool
        /// May close emphasis.
        var canClose: Bool
    }

    /// A `[` or `![`.
    struct Opener {
        /// `![`: an image.
        var image: Bool
        /// False once a link formed after it (links do not nest).
        var active = true
        /// Where its label starts in the source characters.
        var labelStart: Int
    }

    /// What the item is once nothing more can match: unmatched marks become text.
    var inline: MarkdownInline {
        switch self {
        case .node(let inline): inline
        case .delimiter(let run): .text(String(repeating: run.character, count: run.count))
        case .opener(let opener): .text(opener.image ? "![" : "[")
        }
    }

    /// `items` as inlines, adjacent texts merged.
    static func inlines(_ items: some Sequence<MarkdownInlineItem>) -> [MarkdownInline] {
        var result: [MarkdownInline] = []
        for item in items {
            let inline = item.inline
            if case .text(let text) = inline, case .text(let previous)? = result.last {
                result[result.count - 1] = .text(previous + text)
            } else if case .text(let text) = inline, text.isEmpty {
                continue
            } else {
                result.append(inline)
            }
        }
        return result
    }
}
