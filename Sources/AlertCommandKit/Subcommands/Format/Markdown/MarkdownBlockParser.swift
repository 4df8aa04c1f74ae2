/// Reads markdown into blocks (CommonMark's block structure as goldmark builds it, with
/// GitHub's tables and task lists): headings, paragraphs, quotes, lists, code blocks,
/// rules, tables, HTML blocks, and link reference definitions.
///
/// Limits: definitions are read one line each; HTML blocks end at a blank line whatever
/// their kind; lazy continuation lines join quotes and list items when the line before
/// is not blank and the line starts no other block.
struct MarkdownBlockParser {
    /// Turns a paragraph's, heading's or cell's text into inlines.
    let inlines: (String) -> [MarkdownInline]
    /// The link reference definitions read, by normalized label.
    var definitions: [String: MarkdownLinkDefinition] = [:]

    /// A parser that reads inlines with `inlines`.
    init(inlines: @escaping (String) -> [MarkdownInline]) {
        self.inlines = inlines
    }

    /// The blocks of `text`.
    mutating func parse(_ text: String) -> [MarkdownBlock] {
        let lines = text.replacingCRLF().lineSplit().flatMap {
            $0.split(separator: "\r", omittingEmptySubsequences: false).map(String.init)
        }
        return blocks(lines[...])
    }

    /// The blocks of `lines`.
    mutating func blocks(_ lines: ArraySlice<String>) -> [MarkdownBlock] {
        var result: [MarkdownBlock] = []
        var index = lines.startIndex
        while index < lines.endIndex {
            let line = lines[index]
            if MarkdownLine.isBlank(line) {
                index += 1
            } else if MarkdownLine.indentation(line) >= 4 {
                result.append(indentedCode(lines, from: &index))
            } else if let fence = MarkdownBlockStart.fence(line) {
                result.append(fencedCode(lines, from: &index, fence: fence))
            } else if let heading = MarkdownBlockStart.atxHeading(line) {
                result.append(.heading(level: heading.level, content: inlines(heading.content)))
                index += 1
            } else if MarkdownBlockStart.isThematicBreak(line) {
                result.append(.thematicBreak)
                index += 1
            } else if MarkdownBlockStart.quoted(line) != nil {
                result.append(blockQuote(lines, from: &index))
            } else if let marker = MarkdownListMarker(line) {
                result.append(list(lines, from: &index, first: marker))
            } else if let html = MarkdownBlockStart.htmlBlock(line) {
                result.append(htmlBlock(lines, from: &index, end: html.end))
            } else {
                result += paragraph(lines, from: &index)
            }
        }
        return result
    }

    /// Normalizes a link label as CommonMark compares them: case folded, inner whitespace
    /// collapsed.
    static func normalizedLabel(_ label: String) -> String {
        label.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
            .joined(separator: " ")
    }

    private mutating func indentedCode(_ lines: ArraySlice<String>, from index: inout Int)
        -> MarkdownBlock
    {
        var code: [String] = []
        while index < lines.endIndex {
            let line = lines[index]
            if MarkdownLine.isBlank(line) {
                code.append(MarkdownLine.removingIndentation(line, columns: 4))
            } else if MarkdownLine.indentation(line) >= 4 {
                code.append(MarkdownLine.removingIndentation(line, columns: 4))
            } else {
                break
            }
            index += 1
        }
        while let last = code.last, MarkdownLine.isBlank(last) { code.removeLast() }
        return .codeBlock(code: code.map { $0 + "\n" }.joined(), language: "")
    }

    private mutating func fencedCode(
        _ lines: ArraySlice<String>, from index: inout Int,
        fence: (mark: Character, count: Int, indent: Int, info: String)
    ) -> MarkdownBlock {
        index += 1
        var code = ""
        while index < lines.endIndex {
            let line = lines[index]
            index += 1
            if MarkdownBlockStart.closesFence(line, mark: fence.mark, count: fence.count) { break }
            code += MarkdownLine.removingIndentation(line, columns: fence.indent) + "\n"
        }
        let language = fence.info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first
        return .codeBlock(code: code, language: language.map(String.init) ?? "")
    }

    private mutating func blockQuote(_ lines: ArraySlice<String>, from index: inout Int)
        -> MarkdownBlock
    {
        var content: [String] = []
        while index < lines.endIndex {
            let line = lines[index]
            if let quoted = MarkdownBlockStart.quoted(line) {
                content.append(quoted)
            } else if !MarkdownLine.isBlank(line), let last = content.last,
                !MarkdownLine.isBlank(last),
                !MarkdownBlockStart.interruptsParagraph(line)
            {
                content.append(line)
            } else {
                break
            }
            index += 1
        }
        return .blockQuote(blocks(content[...]))
    }

    private mutating func htmlBlock(
        _ lines: ArraySlice<String>, from index: inout Int, end: String?
    ) -> MarkdownBlock {
        var content: [String] = []
        while index < lines.endIndex {
            let line = lines[index]
            if end == nil && MarkdownLine.isBlank(line) { break }
            content.append(line)
            index += 1
            if let end, line.lowercased().contains(end) { break }
        }
        return .html(content.joined(separator: "\n"))
    }
}
