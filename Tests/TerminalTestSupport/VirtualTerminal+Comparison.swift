import TerminalKit

extension VirtualTerminal {
    /// The first difference between this screen and `frame` (with colours downgraded to
    /// `mode`) as a readable message, or `nil` when the screen shows exactly the frame.
    ///
    /// A space with neither reverse nor underline is compared by background only: its
    /// foreground and other attributes cannot be seen (and erasing with EL does not set them).
    package func mismatch(with frame: CellBuffer, mode: TerminalColorMode) -> String? {
        guard frame.width == width, frame.height == height else {
            return "size \(width)x\(height) != frame \(frame.width)x\(frame.height)"
        }
        return mismatch(with: frame, rows: height, at: 0, mode: mode)
    }

    /// The first difference between this screen's rows `top ..< top + rows` and the first
    /// `rows` rows of `frame` (an inline region), by the rule of ``mismatch(with:mode:)``.
    package func mismatch(with frame: CellBuffer, rows: Int, at top: Int, mode: TerminalColorMode)
        -> String?
    {
        guard frame.width == width, rows <= frame.height, top >= 0, top + rows <= height else {
            return "region of \(rows) rows at \(top) does not fit \(width)x\(height)"
        }
        for row in 0..<rows {
            for column in 0..<width {
                let expected = frame[column, row]
                let actual = self[column, top + row]
                if !Self.looksTheSame(expected, actual, mode: mode) {
                    return """
                        cell (\(column),\(row)): expected \(describe(expected, mode)) \
                        got \(actual)
                        frame row: \(frame.text(row: row))
                        term  row: \(text(row: top + row))
                        """
                }
            }
        }
        return nil
    }

    /// Whether two screens look the same, by the same rule as ``mismatch(with:mode:)``.
    package func looksTheSame(as other: VirtualTerminal) -> Bool {
        guard width == other.width, height == other.height else { return false }
        for index in cells.indices where !Self.sameLook(cells[index], other.cells[index]) {
            return false
        }
        return true
    }

    private static func looksTheSame(
        _ expected: TerminalCell, _ actual: EmulatedCell, mode: TerminalColorMode
    ) -> Bool {
        let wanted = EmulatedCell(
            grapheme: expected.grapheme,
            width: expected.isContinuation ? 1 : expected.width,
            isContinuation: expected.isContinuation,
            style: expected.style.downgraded(to: mode))
        return sameLook(wanted, actual)
    }

    private static func sameLook(_ lhs: EmulatedCell, _ rhs: EmulatedCell) -> Bool {
        guard lhs.grapheme == rhs.grapheme, lhs.width == rhs.width,
            lhs.isContinuation == rhs.isContinuation
        else { return false }
        if lhs.grapheme == " ", !lhs.isContinuation, isInvisible(lhs.style), isInvisible(rhs.style)
        {
            return lhs.style.background == rhs.style.background
        }
        return lhs.style == rhs.style
    }

    private static func isInvisible(_ style: TerminalStyle) -> Bool {
        style.attributes.isDisjoint(with: [.reverse, .underline])
    }

    private func describe(_ cell: TerminalCell, _ mode: TerminalColorMode) -> String {
        "\(cell.grapheme)/w\(cell.width)/cont \(cell.isContinuation)/\(cell.style.downgraded(to: mode))"
    }
}
