/// lipgloss.JoinHorizontal / JoinVertical (join.go) as `gum join` calls them
/// (join/command.go): blocks of lines, which may hold escape sequences (measured by what
/// shows), side by side or one above the other.
package enum TextBlockJoin {
    /// The blocks side by side: shorter blocks get empty lines to the tallest's height —
    /// below for position 0 (`top`, `left`, `middle`), above for 1 (`bottom`, `right`),
    /// for `center` half above (rounded up, Go's `math.Round`) and the rest below — and
    /// every line is padded with spaces to its block's width. Tabs become four spaces. The
    /// only block is returned as it is; no block gives "". O(n) in the output.
    package static func horizontal(
        _ blocks: [String], align: TextBlockStyle.Position
    ) -> String {
        guard blocks.count > 1 else { return blocks.first ?? "" }
        let measured = blocks.map { VisibleText.lines(of: $0) }
        let height = measured.map(\.lines.count).max() ?? 0
        let columns = measured.map { block -> [String] in
            let missing = height - block.lines.count
            let above: Int
            switch align.fraction {
            case 0: above = 0
            case 1: above = missing
            default: above = Int((Double(missing) * align.fraction).rounded())
            }
            let below = missing - above
            return Array(repeating: "", count: above) + block.lines
                + Array(repeating: "", count: below)
        }
        return (0..<height).map { row in
            zip(columns, measured).map { column, block in
                let line = column[row]
                return line
                    + String(repeating: " ", count: block.widest - VisibleText.width(of: line))
            }.joined()
        }.joined(separator: "\n")
    }

    /// The blocks one above the other, each line padded with spaces to the widest line:
    /// after it for position 0 (`left`, `top`, `middle`), before it for 1 (`right`,
    /// `bottom`), for `center` half before (rounded up) and the rest after. Tabs become
    /// four spaces. The only block is returned as it is; no block gives "". O(n).
    package static func vertical(_ blocks: [String], align: TextBlockStyle.Position) -> String {
        guard blocks.count > 1 else { return blocks.first ?? "" }
        let measured = blocks.map { VisibleText.lines(of: $0) }
        let widest = measured.map(\.widest).max() ?? 0
        return measured.flatMap(\.lines).map { line -> String in
            let missing = widest - VisibleText.width(of: line)
            let before: Int
            switch align.fraction {
            case 0: before = 0
            case 1: before = missing
            default: before = missing < 1 ? 0 : Int((Double(missing) * align.fraction).rounded())
            }
            return String(repeating: " ", count: before) + line
                + String(repeating: " ", count: max(0, missing - before))
        }.joined(separator: "\n")
    }
}
