/// The escape sequences a session writes to set up and tear down the screen, and its queries.
public enum TerminalModeSequences {
    /// Alternate screen (saving the cursor and the main screen).
    public static let alternateScreenMode = 1049
    /// Cursor visibility.
    public static let cursorVisibleMode = 25
    /// Bracketed paste.
    public static let bracketedPasteMode = 2004
    /// Synchronized output.
    public static let synchronizedOutputMode = 2026

    /// `CSI ? mode h`.
    public static func set(_ mode: Int) -> [UInt8] {
        Array("\u{1B}[?\(mode)h".utf8)
    }

    /// `CSI ? mode l`.
    public static func reset(_ mode: Int) -> [UInt8] {
        Array("\u{1B}[?\(mode)l".utf8)
    }

    /// What `enter()` writes: alternate screen, hidden cursor, mouse, bracketed paste.
    public static func enter(mouse: MouseTracking) -> [UInt8] {
        var bytes = set(alternateScreenMode) + reset(cursorVisibleMode)
        for mode in mouse.modes { bytes += set(mode) }
        return bytes + set(bracketedPasteMode)
    }

    /// What `leave()` writes: ends any synchronized update and resets attributes, then undoes
    /// every mode of ``enter(mouse:)`` in reverse order.
    public static func leave(mouse: MouseTracking) -> [UInt8] {
        var bytes = reset(synchronizedOutputMode) + Array("\u{1B}[0m".utf8)
        bytes += reset(bracketedPasteMode)
        for mode in mouse.modes.reversed() { bytes += reset(mode) }
        return bytes + set(cursorVisibleMode) + reset(alternateScreenMode)
    }

    /// DECRQM for synchronized output: `CSI ? 2026 $ p`. The answer is a
    /// ``TerminalReply/modeReport(mode:value:)``.
    public static let synchronizedOutputQuery = Array("\u{1B}[?2026$p".utf8)
    /// Device status report asking for the cursor position: `CSI 6 n`.
    public static let cursorPositionQuery = Array("\u{1B}[6n".utf8)
    /// Primary device attributes query: `CSI c`.
    public static let deviceAttributesQuery = Array("\u{1B}[c".utf8)
}
