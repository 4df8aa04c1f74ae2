extension TextBlockStyle {
    /// lipgloss's `alignTextHorizontal` (align.go): every line padded with `whitespace`
    /// spaces to the widest line or to `width` if wider, placed by `position` — left, right
    /// or centred with the odd cell on the right. O(n).
    static func aligned(
        _ block: String, _ position: Position, width: Int, whitespace: SGRAttributes
    ) -> String {
        let (lines, widest) = VisibleText.lines(of: block)
        return lines.map { line -> String in
            let lineWidth = VisibleText.width(of: line)
            var short = widest - lineWidth
            short += max(0, width - (short + lineWidth))
            guard short > 0 else { return line }
            let spaces = { (count: Int) in whitespace.styled(String(repeating: " ", count: count)) }
            switch position.fraction {
            case 1:
                return spaces(short) + line
            case 0.5:
                let left = short / 2
                return spaces(left) + line + spaces(left + short % 2)
            default:
                return line + spaces(short)
            }
        }.joined(separator: "\n")
    }

    /// lipgloss's `alignTextVertical` with gum's vertical alignment (never set: top): empty
    /// lines added below up to `height` lines; a taller block stays as it is. O(n).
    static func extendedDown(_ block: String, to height: Int) -> String {
        let blockHeight = block.unicodeScalars.filter { $0 == "\n" }.count + 1
        guard height >= blockHeight else { return block }
        return block + String(repeating: "\n", count: height - blockHeight)
    }
}
