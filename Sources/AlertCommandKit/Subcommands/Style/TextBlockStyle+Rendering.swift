extension TextBlockStyle {
    /// `text` rendered as lipgloss v2's `Style.Render` does (style.go) with every property
    /// gum sets, then written for `profile` as colorprofile's writer does
    /// (``OutputColorProfile/adapting(_:)``; escape sequences already in `text` included):
    /// 1. tabs become four spaces, CRLF a newline;
    /// 2. with a width, the text is word-wrapped to it less the border and padding
    ///    (``VisibleText/wrapped(_:limit:)``);
    /// 3. each line is styled (``TextToolStyle/apply(to:profile:)``);
    /// 4. padding: spaces with the text's background at the sides, empty lines above and
    ///    below;
    /// 5. with a height, empty lines below up to it less the border;
    /// 6. every line is padded to the widest (or the width) and aligned, with the text's
    ///    background;
    /// 7. the border, then the margin (unstyled spaces; its top and bottom lines as wide as
    ///    the block).
    ///
    /// The result has no final newline (gum prints one). O(n) in the text and the block.
    package func render(_ text: String, profile: OutputColorProfile) -> String {
        profile.adapting(renderedInTrueColor(text))
    }

    /// The block in 24-bit colour, before colorprofile's writer.
    func renderedInTrueColor(_ text: String) -> String {
        let padding = self.padding.clamped
        let hasBorder = border != .none
        // lipgloss takes the border out of the width and height, even when they are 0.
        let innerWidth = max(0, width) - (hasBorder ? 2 : 0)
        let innerHeight = max(0, height) - (hasBorder ? 2 : 0)
        var block = text.replacingTabs(width: 4).replacingCRLF()
        if innerWidth > 0 {
            block = VisibleText.wrapped(block, limit: innerWidth - padding.left - padding.right)
        }
        block = self.text.styledLines(block)
        let whitespace = self.text.whitespaceAttributes
        if padding.left > 0 {
            let spaces = whitespace.styled(String(repeating: " ", count: padding.left))
            block = block.lineSplit().map { spaces + $0 }.joined(separator: "\n")
        }
        if padding.right > 0 {
            let spaces = whitespace.styled(String(repeating: " ", count: padding.right))
            block = block.lineSplit().map { $0 + spaces }.joined(separator: "\n")
        }
        block = String(repeating: "\n", count: padding.top) + block
        block += String(repeating: "\n", count: padding.bottom)
        if innerHeight > 0 {
            block = Self.extendedDown(block, to: innerHeight)
        }
        if block.contains("\n") || innerWidth != 0 {
            block = Self.aligned(block, align, width: innerWidth, whitespace: whitespace)
        }
        block = bordered(block)
        return withMargin(block)
    }
}
