/// How a line of markdown can start a block (CommonMark's block starts, GitHub's tables).
enum MarkdownBlockStart {
    /// `# Heading`: level and content, closing `#`s removed.
    static func atxHeading(_ line: String) -> (level: Int, content: String)? {
        guard MarkdownLine.indentation(line) < 4 else { return nil }
        let rest = MarkdownLine.trimmingLeading(line)
        let hashes = rest.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes) else { return nil }
        let after = rest.dropFirst(hashes)
        guard after.isEmpty || after.first == " " || after.first == "\t" else { return nil }
        var content = MarkdownLine.trimmed(String(after))
        // A closing run of #s, alone or after a space, is not content.
        let closing = content.reversed().prefix { $0 == "#" }.count
        if closing > 0 {
            let before = content.dropLast(closing)
            if before.isEmpty || before.last == " " || before.last == "\t" {
                content = MarkdownLine.trimmed(String(before))
            }
        }
        return (hashes, content)
    }

    /// `---`, `***`, `___` (three or more, spaces between allowed).
    static func isThematicBreak(_ line: String) -> Bool {
        guard MarkdownLine.indentation(line) < 4 else { return false }
        let marks = MarkdownLine.trimmingLeading(line).filter { $0 != " " && $0 != "\t" }
        guard let first = marks.first, first == "-" || first == "*" || first == "_" else {
            return false
        }
        return marks.count >= 3 && marks.allSatisfy { $0 == first }
    }

    /// A setext underline: 1 for `===`, 2 for `---`.
    static func setextLevel(_ line: String) -> Int? {
        guard MarkdownLine.indentation(line) < 4 else { return nil }
        let marks = MarkdownLine.trimmed(line)
        guard let first = marks.first, first == "=" || first == "-",
            marks.allSatisfy({ $0 == first })
        else { return nil }
        return first == "=" ? 1 : 2
    }

    /// An opening code fence: its character, length, indentation and info string.
    static func fence(_ line: String) -> (mark: Character, count: Int, indent: Int, info: String)? {
        let indent = MarkdownLine.indentation(line)
        guard indent < 4 else { return nil }
        let rest = MarkdownLine.trimmingLeading(line)
        guard let mark = rest.first, mark == "`" || mark == "~" else { return nil }
        let count = rest.prefix { $0 == mark }.count
        guard count >= 3 else { return nil }
        let info = MarkdownLine.trimmed(String(rest.dropFirst(count)))
        if mark == "`" && info.contains("`") { return nil }
        return (mark, count, indent, info)
    }

    /// Whether `line` closes a fence of `count` `mark`s.
    static func closesFence(_ line: String, mark: Character, count: Int) -> Bool {
        guard MarkdownLine.indentation(line) < 4 else { return false }
        let rest = MarkdownLine.trimmed(line)
        return rest.count >= count && rest.allSatisfy { $0 == mark }
    }

    /// The content of a block quote line (`> text`), the `>` and one space removed.
    static func quoted(_ line: String) -> String? {
        guard MarkdownLine.indentation(line) < 4 else { return nil }
        let rest = MarkdownLine.trimmingLeading(line)
        guard rest.first == ">" else { return nil }
        let after = String(rest.dropFirst())
        return MarkdownLine.removingIndentation(after, columns: 1)
    }

    /// How `line` starts an HTML block (CommonMark's seven kinds), if it does: the text that
    /// ends the block (nil: a blank line), and whether the block may interrupt a paragraph
    /// (all but a lone tag of another name, kind 7).
    static func htmlBlock(_ line: String) -> (end: String?, interrupts: Bool)? {
        guard MarkdownLine.indentation(line) < 4 else { return nil }
        let rest = MarkdownLine.trimmingLeading(line)
        guard rest.hasPrefix("<") else { return nil }
        let lower = rest.lowercased()
        for name in ["script", "pre", "style", "textarea"] where lower.hasPrefix("<" + name) {
            let after = lower.dropFirst(name.count + 1).first
            if after == nil || after == ">" || after == " " || after == "\t" {
                return ("</" + name + ">", true)
            }
        }
        if rest.hasPrefix("<!--") { return ("-->", true) }
        if rest.hasPrefix("<?") { return ("?>", true) }
        if rest.hasPrefix("<![CDATA[") { return ("]]>", true) }
        if rest.hasPrefix("<!"), rest.dropFirst(2).first.map({ $0.isASCII && $0.isLetter }) == true
        {
            return (">", true)
        }
        let name = lower.dropFirst(lower.hasPrefix("</") ? 2 : 1).prefix {
            $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-")
        }
        guard let first = name.first, first.isLetter else { return nil }
        let after = lower.dropFirst((lower.hasPrefix("</") ? 2 : 1) + name.count).first
        if blockTags.contains(String(name)),
            after == nil || after == " " || after == "\t" || after == ">" || after == "/"
        {
            return (nil, true)
        }
        // Kind 7: a whole open or closing tag alone on the line.
        guard MarkdownLine.trimmed(rest).hasSuffix(">") else { return nil }
        return (nil, false)
    }

    /// CommonMark's block-level tag names (HTML blocks of kind 6).
    private static let blockTags: Set<String> = [
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption",
        "center", "col", "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt",
        "fieldset", "figcaption", "figure", "footer", "form", "frame", "frameset", "h1", "h2",
        "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "iframe", "legend", "li", "link",
        "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param",
        "search", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title",
        "tr", "track", "ul",
    ]

    /// Whether `line` ends a paragraph by starting another block (blank lines aside):
    /// headings, fences, rules, quotes, HTML, and list items that may interrupt one (not
    /// empty; numbered only from 1).
    static func interruptsParagraph(_ line: String) -> Bool {
        if atxHeading(line) != nil || fence(line) != nil || isThematicBreak(line)
            || quoted(line) != nil || htmlBlock(line)?.interrupts == true
        {
            return true
        }
        if let marker = MarkdownListMarker(line), !marker.content.isEmpty {
            return !marker.ordered || marker.number == 1
        }
        return false
    }

    /// The cells of a table row: outer pipes dropped, split at pipes not escaped, trimmed;
    /// an escaped pipe becomes `|` before the cell is read, code spans included (GitHub's
    /// rule).
    static func tableCells(_ line: String) -> [String] {
        var text = Array(MarkdownLine.trimmed(line))
        if text.first == "|" { text.removeFirst() }
        if text.last == "|", text.count < 2 || text[text.count - 2] != "\\" { text.removeLast() }
        var cells: [String] = []
        var current = ""
        var index = 0
        while index < text.count {
            let character = text[index]
            if character == "\\", index + 1 < text.count {
                if text[index + 1] != "|" { current.append(character) }
                current.append(text[index + 1])
                index += 2
                continue
            }
            if character == "|" {
                cells.append(MarkdownLine.trimmed(current))
                current = ""
            } else {
                current.append(character)
            }
            index += 1
        }
        cells.append(MarkdownLine.trimmed(current))
        return cells
    }

    /// The alignments of a table's delimiter row (`| :-- | --: |`), nil when `line` is none.
    static func tableAlignments(_ line: String) -> [MarkdownTable.Alignment]? {
        guard MarkdownLine.indentation(line) < 4, line.contains("-") else { return nil }
        var alignments: [MarkdownTable.Alignment] = []
        for cell in tableCells(line) {
            let left = cell.hasPrefix(":")
            let right = cell.hasSuffix(":") && cell.count > 1
            let dashes = cell.dropFirst(left ? 1 : 0).dropLast(right ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            alignments.append(left && right ? .center : left ? .left : right ? .right : .none)
        }
        return alignments
    }
}
