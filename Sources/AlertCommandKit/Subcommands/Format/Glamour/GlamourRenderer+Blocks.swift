extension GlamourRenderer {
    /// glamour's `HeadingElement`: a newline unless first, the block prefix, the level's
    /// prefix and the text wrapped, then suffix and block suffix.
    mutating func heading(
        level: Int, _ content: [MarkdownInline], first: Bool, into buffer: inout String
    ) {
        let rules = GlamourStyleBlock.cascading(theme.heading, theme.headings[level - 1])
        if !first { buffer += current.primitive.paint("\n") }
        let parent = current.primitive
        let style = GlamourStyleBlock.cascade(current, rules, toBlock: false)
        buffer += parent.paint(rules.primitive.blockPrefix)
        stack.append(Frame(style: style))
        var inner = style.primitive.paint(rules.primitive.prefix)
        renderInlines(content, into: &inner)
        buffer += marginWritten(wrapped(inner, width), style: style, parent: parent)
        buffer += style.primitive.paint(style.primitive.suffix)
        buffer += parent.paint(style.primitive.blockSuffix)
        stack.removeLast()
    }

    /// glamour's `ParagraphElement`: a newline unless first, then the text with its line
    /// breaks as spaces, wrapped, and a newline.
    mutating func paragraph(_ content: [MarkdownInline], first: Bool, into buffer: inout String) {
        if !first { buffer += "\n" }
        let rules = theme.paragraph
        let parent = current.primitive
        let style = GlamourStyleBlock.cascade(current, rules, toBlock: false)
        buffer += parent.paint(rules.primitive.blockPrefix)
        stack.append(Frame(style: style))
        var inner = style.primitive.paint(rules.primitive.prefix)
        renderInlines(content, into: &inner)
        if !inner.allSatisfy(\.isWhitespace) {
            let flow = wrapped(String(inner.map { $0 == "\n" ? " " : $0 }), width)
            buffer += marginWritten(flow + "\n", style: style, parent: parent)
        }
        buffer += style.primitive.paint(style.primitive.suffix)
        buffer += parent.paint(style.primitive.blockSuffix)
        stack.removeLast()
    }

    /// glamour's `BlockElement` with margins (quotes, lists): the block prefix, the content,
    /// then the content wrapped at the width left and indented, a newline for lists, and the
    /// suffixes.
    mutating func container(
        _ rules: GlamourStyleBlock, isList: Bool, newline: Bool, into buffer: inout String,
        content: (inout GlamourRenderer, inout String) -> Void
    ) {
        let parent = current.primitive
        let style = GlamourStyleBlock.cascade(current, rules, toBlock: false)
        buffer += parent.paint(rules.primitive.blockPrefix)
        stack.append(Frame(style: style, isList: isList))
        var inner = style.primitive.paint(rules.primitive.prefix)
        content(&self, &inner)
        buffer += finishBlock(inner, style: style, newline: newline, parent: parent)
        buffer += style.primitive.paint(style.primitive.suffix)
        buffer += parent.paint(style.primitive.blockSuffix)
        stack.removeLast()
    }

    /// One list item (glamour's `ItemElement` / `TaskElement`): the bullet, number or check
    /// box, then its content straight into the list (a paragraph in an item is not one
    /// block of its own in glamour: its text follows the marker, and a second paragraph's
    /// text follows the first's), then a newline unless it is the last item or ends with a
    /// list.
    mutating func item(
        _ item: MarkdownListItem, ordered: Bool, number: Int, last: Bool, into buffer: inout String
    ) {
        if let done = item.task {
            buffer += base(prefix: done ? theme.taskTicked : theme.taskUnticked, style: theme.task)
        } else if ordered {
            buffer += base(prefix: String(number), style: theme.enumeration)
        } else {
            buffer += base(style: theme.item)
        }
        for (index, block) in item.blocks.enumerated() {
            if case .paragraph(let content) = block {
                renderInlines(content, into: &buffer)
            } else {
                renderBlock(block, first: index == 0, into: &buffer)
            }
        }
        if case .list? = item.blocks.last { return }
        if !last { buffer += "\n" }
    }

    /// glamour's `CodeBlockElement`: the code indented by the code block's margin; with a
    /// chroma theme each line in the theme's code colour (no highlighting), else the code
    /// as a plain element of the code block's style.
    func codeBlock(_ code: String) -> String {
        let rules = theme.codeBlock
        let indent = String(
            repeating: current.primitive.paint(" "),
            count: (rules.indent ?? 0) + (rules.margin ?? 0))
        var body: String
        if let color = theme.codeText {
            let style = GlamourStylePrimitive(color: color)
            body = code.lineSplit().map { style.paint($0) }.joined(separator: "\n")
        } else {
            body = base(token: MarkdownEscapes.glamourUnescaped(code), style: rules.primitive)
        }
        body = current.primitive.paint(rules.primitive.blockPrefix) + body
        return Self.indented(body, by: indent)
    }
}
