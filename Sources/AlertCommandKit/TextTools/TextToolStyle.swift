/// Attributes and colours of a run of text.
package struct TextToolStyle: Hashable, Sendable {
    /// The text colour, or nil for the terminal's own.
    package var foreground: TextToolColor?
    /// The background colour, or nil for none.
    package var background: TextToolColor?
    /// Bold (SGR 1).
    package var bold = false
    /// Faint (SGR 2).
    package var faint = false
    /// Italic (SGR 3).
    package var italic = false
    /// Underlined (SGR 4), spaces too, as lipgloss's default `UnderlineSpaces`.
    package var underline = false
    /// Struck through (SGR 9), spaces too, as lipgloss's default `StrikethroughSpaces`.
    package var strikethrough = false

    /// A style with the given attributes; by default, none.
    package init(
        foreground: TextToolColor? = nil, background: TextToolColor? = nil, bold: Bool = false,
        faint: Bool = false, italic: Bool = false, underline: Bool = false,
        strikethrough: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.faint = faint
        self.italic = italic
        self.underline = underline
        self.strikethrough = strikethrough
    }
}
