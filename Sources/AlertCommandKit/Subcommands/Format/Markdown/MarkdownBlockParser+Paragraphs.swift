extension MarkdownBlockParser {
    /// A paragraph, or what its lines turn out to be: link reference definitions, a setext
    /// heading, or a table whose header is the paragraph's last line (a paragraph of the
    /// lines before it comes first).
    mutating func paragraph(_ lines: ArraySlice<String>, from index: inout Int) -> [MarkdownBlock] {
        var text: [String] = []
        while index < lines.endIndex {
            let line = lines[index]
            if text.isEmpty, let definition = Self.definition(line) {
                let label = Self.normalizedLabel(definition.label)
                if definitions[label] == nil { definitions[label] = definition.definition }
                index += 1
                continue
            }
            if !text.isEmpty {
                if MarkdownLine.isBlank(line) { break }
                if let level = MarkdownBlockStart.setextLevel(line) {
                    index += 1
                    return [.heading(level: level, content: inlines(Self.joined(text)))]
                }
                if let alignments = MarkdownBlockStart.tableAlignments(line),
                    let header = text.last,
                    MarkdownBlockStart.tableCells(header).count == alignments.count,
                    header.contains("|") || line.contains("|")
                {
                    let before = Array(text.dropLast())
                    index += 1
                    let table = self.table(
                        lines, from: &index, header: header, alignments: alignments)
                    return (before.isEmpty ? [] : [.paragraph(inlines(Self.joined(before)))]) + [
                        table
                    ]
                }
                if MarkdownBlockStart.interruptsParagraph(line) { break }
            } else if MarkdownLine.isBlank(line) {
                break
            }
            text.append(line)
            index += 1
        }
        return text.isEmpty ? [] : [.paragraph(inlines(Self.joined(text)))]
    }

    /// The rows of a table after its delimiter row: every following line up to a blank one
    /// or one that starts another block.
    private mutating func table(
        _ lines: ArraySlice<String>, from index: inout Int, header: String,
        alignments: [MarkdownTable.Alignment]
    ) -> MarkdownBlock {
        func cells(_ line: String) -> [[MarkdownInline]] {
            var texts = MarkdownBlockStart.tableCells(line)
            texts = Array(texts.prefix(alignments.count))
            while texts.count < alignments.count { texts.append("") }
            return texts.map { inlines($0) }
        }
        var rows: [[[MarkdownInline]]] = []
        while index < lines.endIndex {
            let line = lines[index]
            if MarkdownLine.isBlank(line) || MarkdownBlockStart.interruptsParagraph(line) { break }
            rows.append(cells(line))
            index += 1
        }
        return .table(MarkdownTable(alignments: alignments, header: cells(header), rows: rows))
    }

    /// A paragraph's lines as one text: leading spaces gone, trailing spaces before a line
    /// break gone (a `\` hard break loses its backslash), lines joined by `\n`.
    static func joined(_ lines: [String]) -> String {
        lines.enumerated().map { number, line in
            var text = MarkdownLine.trimmingLeading(line)
            if number < lines.count - 1, text.hasSuffix("\\"), !text.hasSuffix("\\\\") {
                text.removeLast()
            }
            return MarkdownLine.trimmingTrailing(text)
        }.joined(separator: "\n")
    }

    /// A one-line link reference definition: `[label]: destination "title"`.
    static func definition(_ line: String) -> (label: String, definition: MarkdownLinkDefinition)? {
        guard MarkdownLine.indentation(line) < 4 else { return nil }
        let text = MarkdownLine.trimmed(line)
        guard text.hasPrefix("["), let close = text.firstIndex(of: "]") else { return nil }
        let label = String(text[text.index(after: text.startIndex)..<close])
        let afterClose = text[text.index(after: close)...]
        guard !MarkdownLine.isBlank(label), afterClose.hasPrefix(":") else { return nil }
        let rest = MarkdownLine.trimmed(String(afterClose.dropFirst()))
        guard !rest.isEmpty else { return nil }
        var destination: String
        var remainder: Substring
        if rest.hasPrefix("<"), let end = rest.firstIndex(of: ">") {
            destination = String(rest[rest.index(after: rest.startIndex)..<end])
            remainder = rest[rest.index(after: end)...]
        } else {
            let end = rest.firstIndex(where: { $0 == " " || $0 == "\t" }) ?? rest.endIndex
            destination = String(rest[..<end])
            remainder = rest[end...]
        }
        destination = MarkdownEscapes.unescaped(destination)
        let titleText = MarkdownLine.trimmed(String(remainder))
        var title = ""
        if !titleText.isEmpty {
            guard let first = titleText.first, let last = titleText.last, titleText.count >= 2,
                (first == "\"" && last == "\"") || (first == "'" && last == "'")
                    || (first == "(" && last == ")")
            else { return nil }
            title = MarkdownEscapes.unescaped(String(titleText.dropFirst().dropLast()))
        }
        return (label, MarkdownLinkDefinition(destination: destination, title: title))
    }
}
