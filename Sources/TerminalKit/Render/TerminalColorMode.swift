/// How many colours the terminal can show; the renderer downgrades colours to fit.
public enum TerminalColorMode: Int, Comparable, Sendable, CaseIterable {
    /// No colour at all (NO_COLOR, TERM=dumb): bold, dim, italic, underline and reverse remain.
    case none
    /// The 16 ANSI colours.
    case ansi16
    /// The 256 indexed colours.
    case indexed256
    /// 24-bit colour (COLORTERM=truecolor or 24bit).
    case trueColor

    /// Orders modes from fewest to most colours.
    public static func < (lhs: TerminalColorMode, rhs: TerminalColorMode) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
