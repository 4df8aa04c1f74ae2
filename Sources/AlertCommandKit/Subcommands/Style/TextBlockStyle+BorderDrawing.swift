extension TextBlockStyle {
    /// lipgloss's `applyBorder` (borders.go) with all four sides, as gum's `Border` sets
    /// them: a top and bottom edge as wide as the widest line plus the corners, a side glyph
    /// before and after each line; each edge piece styled with the border colours (nothing
    /// added without them). The block unchanged without a border. O(n).
    func bordered(_ block: String) -> String {
        guard let glyphs = border.glyphs else { return block }
        let (lines, widest) = VisibleText.lines(of: block)
        var colours = SGRAttributes()
        if let borderForeground {
            colours.parameters.append(SGRColor(borderForeground).foregroundParameters)
        }
        if let borderBackground {
            colours.parameters.append(SGRColor(borderBackground).backgroundParameters)
        }
        let edge = { (left: Character, middle: Character, right: Character) -> String in
            colours.styled(
                String(left) + String(repeating: String(middle), count: widest) + String(right))
        }
        let left = colours.styled(String(glyphs.left))
        let right = colours.styled(String(glyphs.right))
        var rows = [edge(glyphs.topLeft, glyphs.top, glyphs.topRight)]
        rows += lines.map { left + $0 + right }
        rows.append(edge(glyphs.bottomLeft, glyphs.bottom, glyphs.bottomRight))
        return rows.joined(separator: "\n")
    }

    /// lipgloss's `applyMargins` (style.go): unstyled spaces left and right of each line,
    /// then lines of spaces as wide as the block above and below. O(n).
    func withMargin(_ block: String) -> String {
        let margin = self.margin.clamped
        var result = block
        if margin.left > 0 {
            let spaces = String(repeating: " ", count: margin.left)
            result = result.lineSplit().map { spaces + $0 }.joined(separator: "\n")
        }
        if margin.right > 0 {
            let spaces = String(repeating: " ", count: margin.right)
            result = result.lineSplit().map { $0 + spaces }.joined(separator: "\n")
        }
        let blank = String(repeating: " ", count: VisibleText.lines(of: result).widest)
        if margin.top > 0 {
            result = String(repeating: blank + "\n", count: margin.top) + result
        }
        if margin.bottom > 0 {
            result += String(repeating: "\n" + blank, count: margin.bottom)
        }
        return result
    }
}
