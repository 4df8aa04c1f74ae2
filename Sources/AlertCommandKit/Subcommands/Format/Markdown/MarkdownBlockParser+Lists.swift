extension MarkdownBlockParser {
    /// A list from its first item's marker: items while the next one has the same bullet or
    /// delimiter; each item's lines are those indented to its content or lazily continuing
    /// its text.
    mutating func list(
        _ lines: ArraySlice<String>, from index: inout Int, first: MarkdownListMarker
    ) -> MarkdownBlock {
        var items: [MarkdownListItem] = []
        var marker = first
        while true {
            index += 1
            var content = [marker.content]
            while index < lines.endIndex {
                let line = lines[index]
                if MarkdownLine.isBlank(line) {
                    content.append("")
                } else if MarkdownLine.indentation(line) >= marker.contentColumn {
                    content.append(
                        MarkdownLine.removingIndentation(line, columns: marker.contentColumn))
                } else if let last = content.last, !MarkdownLine.isBlank(last),
                    !MarkdownBlockStart.interruptsParagraph(line), MarkdownListMarker(line) == nil
                {
                    content.append(line)
                } else {
                    break
                }
                index += 1
            }
            while content.count > 1, let last = content.last, MarkdownLine.isBlank(last) {
                content.removeLast()
            }
            items.append(item(content))
            guard index < lines.endIndex, let next = MarkdownListMarker(lines[index]),
                next.continues(first), MarkdownLine.indentation(lines[index]) < 4
            else { break }
            marker = next
        }
        return .list(MarkdownList(ordered: first.ordered, start: first.number, items: items))
    }

    /// One item from its lines: goldmark's task check box (`[ ]`, `[x]`, `[X]` and the
    /// spaces after it) when the item starts with one.
    private mutating func item(_ content: [String]) -> MarkdownListItem {
        var lines = content
        var task: Bool?
        let first = Array(lines[0])
        if first.count >= 3, first[0] == "[", first[2] == "]",
            ["x", "X", " ", "\t"].contains(first[1]), MarkdownBlockStart.fence(lines[0]) == nil
        {
            task = first[1] != " " && first[1] != "\t"
            lines[0] = MarkdownLine.trimmingLeading(String(first[3...]))
        }
        return MarkdownListItem(blocks: blocks(lines[...]), task: task)
    }
}
