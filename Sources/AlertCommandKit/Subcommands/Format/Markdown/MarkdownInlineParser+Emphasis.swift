extension MarkdownInlineParser {
    /// CommonMark's "process emphasis" over `items` from `bottom`: each closer matched with
    /// the nearest opener of its character (the rule of three for `*` and `_`), the items
    /// between them wrapped in emphasis (two marks: strong) or strikethrough.
    static func processEmphasis(_ items: inout [MarkdownInlineItem], from bottom: Int = 0) {
        var openersBottom: [String: Int] = [:]
        var closerIndex = bottom
        while closerIndex < items.count {
            guard case .delimiter(var closer) = items[closerIndex], closer.canClose else {
                closerIndex += 1
                continue
            }
            let key = "\(closer.character)\(closer.canOpen)\(closer.originalCount % 3)"
            let lowest = max(bottom, openersBottom[key] ?? bottom)
            var openerIndex = closerIndex - 1
            var found = false
            while openerIndex >= lowest {
                if case .delimiter(let opener) = items[openerIndex],
                    opener.character == closer.character,
                    opener.canOpen, Self.canMatch(opener, closer)
                {
                    found = true
                    break
                }
                openerIndex -= 1
            }
            guard found, case .delimiter(var opener) = items[openerIndex] else {
                openersBottom[key] = closerIndex
                if !closer.canOpen { items[closerIndex] = .node(items[closerIndex].inline) }
                closerIndex += 1
                continue
            }
            let used = opener.count >= 2 && closer.count >= 2 ? 2 : 1
            let children = MarkdownInlineItem.inlines(items[(openerIndex + 1)..<closerIndex])
            let node: MarkdownInline =
                closer.character == "~"
                ? .strikethrough(children) : .emphasis(level: used, children: children)
            opener.count -= used
            closer.count -= used
            items.replaceSubrange(
                openerIndex...closerIndex,
                with: [.delimiter(opener), .node(node), .delimiter(closer)])
            closerIndex = openerIndex + 2
            if opener.count == 0 {
                items.remove(at: openerIndex)
                closerIndex -= 1
            }
            if closer.count == 0 {
                items.remove(at: closerIndex)
            }
        }
    }

    /// Whether an opener and a closer of one character may pair: tildes of one length; the
    /// rule of three for the others (when either may do both, their sum is no multiple of
    /// three unless both are).
    private static func canMatch(
        _ opener: MarkdownInlineItem.Delimiter, _ closer: MarkdownInlineItem.Delimiter
    ) -> Bool {
        if closer.character == "~" { return opener.originalCount == closer.originalCount }
        if opener.canClose || closer.canOpen {
            let sum = opener.originalCount + closer.originalCount
            if sum % 3 == 0 && !(opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0) {
                return false
            }
        }
        return true
    }
}
