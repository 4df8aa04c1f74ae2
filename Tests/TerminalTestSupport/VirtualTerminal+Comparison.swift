import TerminalKit

extension VirtualTerminal {
    /// The first difference between this screen and `frame` (with colours downgraded to
    /// `mode`) as a readable message, or `nil` when the screen shows exactly the frame.
    ///
    /// A space with neither reverse nor underline is compared by background only: its
    /// foreground and other attributes cannot be seen (and erasing with EL or ECH does not set
    /// them). Colours are compared by what they show: an indexed colour below 16 is that ANSI
    /// colour, and one of 16–255 is the 24-bit colour of xterm's palette (the renderer writes
    /// a 24-bit colour as its palette index where that is exactly the same colour).
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
        let left = canonical(lhs.style)
        let right = canonical(rhs.style)
        if lhs.grapheme == " ", !lhs.isContinuation, isInvisible(left), isInvisible(right) {
            return left.background == right.background
        }
        return left == right
    }

    /// The style with each colour in one form per colour shown (see ``mismatch(with:mode:)``).
    private static func canonical(_ style: TerminalStyle) -> TerminalStyle {
        var result = style
        result.foreground = canonical(style.foreground)
        result.background = canonical(style.background)
        return result
    }

    private static func canonical(_ color: TerminalColor) -> TerminalColor {
        guard case .indexed(let index) = color else { return color }
        if index < 16 { return .ansi(index) }
        let (red, green, blue) = TerminalColor.rgbComponents(of: index)
        return .rgb(UInt8(red), UInt8(green), UInt8(blue))
    }

    private static func isInvisible(_ style: TerminalStyle) -> Bool {
        style.attributes.isDisjoint(with: [.reverse, .underline])
    }

    private func describe(_ cell: TerminalCell, _ mode: TerminalColorMode) -> String {
        "\(cell.grapheme)/w\(cell.width)/cont \(cell.isContinuation)/\(cell.style.downgraded(to: mode))"
    }
}
