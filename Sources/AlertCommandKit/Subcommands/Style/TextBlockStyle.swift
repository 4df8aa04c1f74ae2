/// lipgloss's block style as `gum style` builds it from its flags (style/lipgloss.go,
/// style/spacing.go, style/borders.go, internal/decode/align.go): text attributes, a
/// border, alignment, size, padding and margin.
///
/// ``render(_:profile:)`` draws text with it as lipgloss v2's `Style.Render` does.
package struct TextBlockStyle: Hashable, Sendable {
    /// The attributes and colours of the text, its padding and alignment spaces (their
    /// background).
    package var text = TextToolStyle()
    /// The border drawn around the padded text.
    package var border = Border.none
    /// The colour of the border's lines.
    package var borderForeground: TextToolColor?
    /// The background of the border's lines.
    package var borderBackground: TextToolColor?
    /// How lines sit in the block's width (gum's `--align`; only its horizontal meaning
    /// counts, see ``Position``).
    package var align = Position.left
    /// The width of the block with padding and border, in cells; 0 for the text's own
    /// (lipgloss wraps the text to fit). Negative counts as 0.
    package var width = 0
    /// The least height of the block with padding and border, in lines; 0 for the text's
    /// own. Negative counts as 0.
    package var height = 0
    /// Blank cells outside the border (unstyled spaces). Negative sides count as 0.
    package var margin = Spacing()
    /// Blank cells between the text and the border, with the text's background. Negative
    /// sides count as 0.
    package var padding = Spacing()

    /// A style with the given properties; by default plain text, no border, no spacing.
    package init(
        text: TextToolStyle = TextToolStyle(), border: Border = .none,
        borderForeground: TextToolColor? = nil, borderBackground: TextToolColor? = nil,
        align: Position = .left, width: Int = 0, height: Int = 0, margin: Spacing = Spacing(),
        padding: Spacing = Spacing()
    ) {
        self.text = text
        self.border = border
        self.borderForeground = borderForeground
        self.borderBackground = borderBackground
        self.align = align
        self.width = width
        self.height = height
        self.margin = margin
        self.padding = padding
    }
}
