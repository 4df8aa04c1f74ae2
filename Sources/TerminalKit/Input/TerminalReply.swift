/// An answer the terminal sent to a query, kept apart from keystrokes.
public enum TerminalReply: Hashable, Sendable {
    /// A cursor position report (`CSI row ; column R`), converted to 0-based coordinates.
    case cursorPosition(row: Int, column: Int)
    /// Primary device attributes (`CSI ? p1 ; p2 ... c`): the parameters as sent.
    case deviceAttributes([Int])
    /// A mode report (DECRPM, `CSI ? mode ; value $ y`): value 0 not recognised, 1 set,
    /// 2 reset, 3 permanently set, 4 permanently reset.
    case modeReport(mode: Int, value: Int)
    /// A reply the decoder recognised as such but does not interpret.
    case unknown

    /// The DEC private mode that turns on synchronized output (`CSI ? 2026 h`).
    package static let synchronizedOutputMode = 2026

    /// For a mode report about synchronized output: whether the terminal supports it
    /// (value 1 or 2). `nil` for any other reply.
    package var synchronizedOutputSupport: Bool? {
        guard case .modeReport(let mode, let value) = self, mode == Self.synchronizedOutputMode
        else { return nil }
        return value == 1 || value == 2
    }
}
