extension GlamourRenderer {
    /// glamour's `TableElement` on a lipgloss table: cells with a space either side,
    /// aligned in columns as wide as their widest cell, `│` between them and a `─┼─` rule
    /// under the header (the style's separators for ascii), no outer border; then the
    /// table's links and images listed below it.
    mutating func table(_ table: MarkdownTable, into buffer: inout String) {
        let rules = theme.table
        let indent = String(
            repeating: current.primitive.paint(" "),
            count: (rules.indent ?? 0) + (rules.margin ?? 0))
        let own = GlamourStyleBlock.cascade(
            current, GlamourStyleBlock(primitive: rules.primitive), toBlock: false
        )
        .primitive
        buffer += Self.indented(
            current.primitive.paint(rules.primitive.blockPrefix)
                + own.paint(rules.primitive.prefix), by: indent)
        let (links, images) = Self.collectLinks(table)
        tableLinks = links
        tableImages = images
        let header = table.header.map(cell)
        let rows = table.rows.map { $0.map(cell) }
        buffer += grid(header: header, rows: rows, alignments: table.alignments)
        buffer +=
            own.paint(rules.primitive.suffix) + current.primitive.paint(rules.primitive.blockSuffix)
        buffer += footer(links: links, images: images)
        tableLinks = nil
        tableImages = nil
    }

    /// glamour's `TableCellElement`: the cell's inlines in the table style.
    private func cell(_ content: [MarkdownInline]) -> String {
        let style = theme.table.primitive
        return content.map {
            overriddenRender($0, override: style) ?? base(token: render($0), style: style)
        }
        .joined()
    }

    /// The lipgloss table (table/table.go with glamour's styles and borders), `width`
    /// columns wide when that is above 0 (table/resizing.go: columns widened evenly, or
    /// narrowed from the widest and those furthest above their median, cells wrapped and
    /// header cells cut with `…`), else as wide as its cells.
    func grid(header: [String], rows: [[String]], alignments: [MarkdownTable.Alignment]) -> String {
        let column = theme.tableSeparators?.column ?? "│"
        let rule = theme.tableSeparators?.row ?? "─"
        let center = theme.tableSeparators?.center ?? "┼"
        let header = header.map { $0.replacingTabs(width: 4) }
        let rows = rows.map { $0.map { $0.replacingTabs(width: 4) } }
        let widths = GlamourTableWidths(header: header, rows: rows).widths(for: width)
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                " " + Self.aligned(cell, widths[index] - 2, alignments[index]) + " "
            }.joined(separator: column)
        }
        var lines = [line(header.enumerated().map { Self.truncated($1, widths[$0] - 2) })]
        lines.append(widths.map { String(repeating: rule, count: $0) }.joined(separator: center))
        for row in rows {
            let cells = row.enumerated().map { index, cell in
                wrapped(cell, widths[index] - 2).lineSplit()
            }
            let height = cells.map(\.count).max() ?? 1
            for number in 0..<height {
                lines.append(line(cells.map { number < $0.count ? $0[number] : "" }))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// lipgloss's horizontal alignment of one line to `width` cells (centre: the odd space
    /// on the right).
    private static func aligned(_ text: String, _ width: Int, _ alignment: MarkdownTable.Alignment)
        -> String
    {
        let short = max(0, width - VisibleText.width(of: text))
        switch alignment {
        case .right:
            return String(repeating: " ", count: short) + text
        case .center:
            let left = short / 2
            return String(repeating: " ", count: left) + text
                + String(repeating: " ", count: short - left)
        case .left, .none:
            return text + String(repeating: " ", count: short)
        }
    }

    /// The table's links and images in the order glamour walks them (header, then rows),
    /// each once.
    static func collectLinks(_ table: MarkdownTable) -> ([GlamourTableLink], [GlamourTableLink]) {
        var links: [GlamourTableLink] = []
        var images: [GlamourTableLink] = []
        func walk(_ inlines: [MarkdownInline]) {
            for inline in inlines {
                switch inline {
                case .link(let destination, let title, let children):
                    let entry = GlamourTableLink(
                        href: destination, title: title,
                        content: MarkdownInline.plainText(children),
                        kind: .regular)
                    if !links.contains(entry) { links.append(entry) }
                    walk(children)
                case .autolink(let url, _, _):
                    let entry = GlamourTableLink.auto(url)
                    if !links.contains(entry) { links.append(entry) }
                case .image(let destination, let title, let alt):
                    let content = alt.isEmpty ? GlamourLinkTarget.host(destination) : alt
                    let entry = GlamourTableLink(
                        href: destination, title: title, content: content, kind: .image)
                    if !images.contains(entry) { images.append(entry) }
                case .emphasis(_, let children), .strikethrough(let children):
                    walk(children)
                default:
                    break
                }
            }
        }
        for cell in table.header + table.rows.flatMap({ $0 }) { walk(cell) }
        return (links, images)
    }

    /// glamour's `printTableLinks`: a blank line, then `[n]: text` and the destination cut
    /// to the width left (none when nothing is left, as with gum's wrap width of 0).
    private func footer(links: [GlamourTableLink], images: [GlamourTableLink]) -> String {
        var result = ""
        let available = width
        for (list, isImage) in [(links, false), (images, true)] where !list.isEmpty {
            result += current.primitive.paint("\n")
            let digits = String(list.count).count
            for (index, entry) in list.enumerated() {
                let position = index + 1
                let padding = String(repeating: " ", count: max(digits - String(position).count, 0))
                result += current.primitive.paint("\n")
                let label: String
                if isImage {
                    var style = theme.imageText
                    style.prefix = "[\(position)]: " + style.prefix
                    label = base(token: padding + entry.content, style: style)
                } else {
                    label = base(
                        token: padding + "[\(position)]: " + entry.content, style: theme.linkText)
                }
                result += label + current.primitive.paint(" ")
                let limit = max(available - VisibleText.width(of: label) - 1, 0)
                result += base(
                    token: Self.truncated(entry.href, limit),
                    style: isImage ? theme.image : theme.link)
            }
        }
        return result
    }

    /// x/ansi's `Truncate` with `…`: `text` when it fits in `limit` cells, else cut to leave
    /// room for the ellipsis (escape sequences kept, also after the cut); nothing when not
    /// even the ellipsis fits.
    static func truncated(_ text: String, _ limit: Int) -> String {
        if VisibleText.width(of: text) <= limit { return text }
        guard limit >= 1 else { return "" }
        var result = ""
        var used = 0
        var cut = false
        for token in TerminalTextScanner.tokens(of: text) {
            switch token {
            case .escape(let sequence):
                result += sequence
            case .text(let piece):
                for character in piece where !cut {
                    let cell = VisibleText.width(of: String(character))
                    if used + cell > limit - 1 {
                        cut = true
                        result += "…"
                        break
                    }
                    result.append(character)
                    used += cell
                }
            }
        }
        return result
    }
}
