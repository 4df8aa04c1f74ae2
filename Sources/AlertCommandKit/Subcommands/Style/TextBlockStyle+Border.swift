extension TextBlockStyle {
    /// gum's `--border` kinds (style/borders.go), each a lipgloss border: `none` is lipgloss's
    /// empty border (nothing drawn), `hidden` draws spaces.
    package enum Border: String, CaseIterable, Sendable {
        /// No border.
        case none
        /// A border of spaces: the block keeps its size, the lines do not show.
        case hidden
        /// Thin lines with square corners (`┌─┐`).
        case normal
        /// Thin lines with rounded corners (`╭─╮`).
        case rounded
        /// Thick lines (`┏━┓`).
        case thick
        /// Double lines (`╔═╗`).
        case double

        /// The glyphs of this border (lipgloss's borders.go), nil for ``none``.
        var glyphs: TextBlockBorderGlyphs? {
            switch self {
            case .none: return nil
            case .hidden: return TextBlockBorderGlyphs("        ")
            case .normal: return TextBlockBorderGlyphs("─│─│┌┐└┘")
            case .rounded: return TextBlockBorderGlyphs("─│─│╭╮╰╯")
            case .thick: return TextBlockBorderGlyphs("━┃━┃┏┓┗┛")
            case .double: return TextBlockBorderGlyphs("═║═║╔╗╚╝")
            }
        }
    }
}
