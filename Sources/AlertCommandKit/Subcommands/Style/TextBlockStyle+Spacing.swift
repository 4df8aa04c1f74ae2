extension TextBlockStyle {
    /// The four sides of a margin or padding, in cells (sides) and lines (top, bottom).
    package struct Spacing: Hashable, Sendable {
        /// Lines above.
        package var top: Int
        /// Cells to the right.
        package var right: Int
        /// Lines below.
        package var bottom: Int
        /// Cells to the left.
        package var left: Int

        /// The given sides; by default none.
        package init(top: Int = 0, right: Int = 0, bottom: Int = 0, left: Int = 0) {
            self.top = top
            self.right = right
            self.bottom = bottom
            self.left = left
        }

        /// The sides gum's `ParsePadding` reads in `text` (style/spacing.go; margins too):
        /// the text split at each single space, each token a Go integer (`strconv.Atoi`);
        /// one token for all sides, two for vertical and horizontal, four for top, right,
        /// bottom, left. Anything else is all zeros: three tokens, more than four, a token
        /// that is no integer, an empty text, two spaces in a row (an empty token).
        /// Negative values stay (lipgloss draws them as 0).
        package init(gum text: String) {
            self.init()
            let tokens = text.split(separator: " ", omittingEmptySubsequences: false)
            guard tokens.count <= 4 else { return }
            let values = tokens.compactMap { Int(goAtoi: $0) }
            guard values.count == tokens.count else { return }
            switch values.count {
            case 1: self.init(top: values[0], right: values[0], bottom: values[0], left: values[0])
            case 2: self.init(top: values[0], right: values[1], bottom: values[0], left: values[1])
            case 4: self.init(top: values[0], right: values[1], bottom: values[2], left: values[3])
            default: return
            }
        }

        /// The sides with negative ones as 0, as lipgloss stores them.
        var clamped: Spacing {
            Spacing(
                top: max(0, top), right: max(0, right), bottom: max(0, bottom), left: max(0, left))
        }
    }
}
