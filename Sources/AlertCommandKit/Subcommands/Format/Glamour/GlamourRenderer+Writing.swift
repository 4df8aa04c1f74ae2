extension GlamourRenderer {
    /// glamour's `BlockElement.Finish` with margins: `content` wrapped at the width left
    /// (lipgloss's `Wrap`), a newline for lists, every line indented.
    func finishBlock(
        _ content: String, style: GlamourStyleBlock, newline: Bool, parent: GlamourStylePrimitive
    ) -> String {
        let flow = wrapped(content, width, breakpoints: " ,.;-+|")
        return marginWritten(flow + (newline ? "\n" : ""), style: style, parent: parent)
    }

    /// lipgloss's `Wrap`: x/ansi's word wrap (nothing below 1 column), then each line made
    /// to stand alone (styles ended before a newline and set again after it).
    func wrapped(_ text: String, _ limit: Int, breakpoints: String = "") -> String {
        VisibleText.carryingStyles(
            GlamourWordWrap.wrapped(text, limit: limit, breakpoints: breakpoints))
    }

    /// glamour's `MarginWriter`: each line of `text` after the block's indentation and margin
    /// (that many indent tokens in the parent's style); a line holding only escape sequences
    /// is a line too, and nothing is written after a final newline.
    func marginWritten(
        _ text: String, style: GlamourStyleBlock, parent: GlamourStylePrimitive
    ) -> String {
        let count = (style.indent ?? 0) + (style.margin ?? 0)
        let indent = String(repeating: parent.paint(style.indentToken ?? " "), count: count)
        return Self.indented(text, by: indent)
    }

    /// glamour's `IndentWriter`: `indent` before the first character of every line.
    static func indented(_ text: String, by indent: String) -> String {
        guard !indent.isEmpty else { return text }
        let lines = text.lineSplit()
        var result = ""
        for (index, line) in lines.enumerated() {
            if index < lines.count - 1 {
                result += indent + line + "\n"
            } else if !line.isEmpty {
                result += indent + line
            }
        }
        return result
    }

    /// glamour's `BaseElement.Render`: an element of `style` in the innermost block.
    func base(
        token: String = "", prefix: String = "", suffix: String = "",
        style: GlamourStylePrimitive
    ) -> String {
        let outer = current.primitive
        let inner = GlamourStyleBlock.cascade(
            current, GlamourStyleBlock(primitive: style), toBlock: false
        ).primitive
        return Self.element(
            token: token, prefix: prefix, suffix: suffix, outer: outer, inner: inner)
    }

    /// glamour's `BaseElement.StyleOverrideRender`: an element of `style` with `override`
    /// (emphasis, link text, a table cell) over it.
    func overridden(
        token: String, style: GlamourStylePrimitive, override: GlamourStylePrimitive
    ) -> String {
        let outer = GlamourStylePrimitive.cascading(current.primitive, override)
        let inner = GlamourStylePrimitive.cascading(
            GlamourStyleBlock.cascade(current, GlamourStyleBlock(primitive: style), toBlock: false)
                .primitive, override)
        return Self.element(token: token, prefix: "", suffix: "", outer: outer, inner: inner)
    }

    /// glamour's `BaseElement.doRender`: the element's prefix and block prefix in the outer
    /// style, its own prefix, text (through its format) and suffix in its style, then its
    /// block suffix and suffix in the outer style.
    static func element(
        token: String, prefix: String, suffix: String, outer: GlamourStylePrimitive,
        inner: GlamourStylePrimitive
    ) -> String {
        var text = token
        if !inner.format.isEmpty {
            text = formatted(inner.format, text: token)
        }
        return outer.paint(prefix) + outer.paint(inner.blockPrefix) + inner.paint(inner.prefix)
            + inner.paint(text) + inner.paint(inner.suffix) + outer.paint(inner.blockSuffix)
            + outer.paint(suffix)
    }

    /// glamour's `formatToken` for the formats its styles use: `{{.text}}` replaced by
    /// `text`, the rest as it is.
    static func formatted(_ format: String, text: String) -> String {
        var result = ""
        var rest = format[...]
        while let range = rest.firstRange(of: "{{.text}}") {
            result += rest[..<range.lowerBound] + text
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
