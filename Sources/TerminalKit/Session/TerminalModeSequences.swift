/// The escape sequences a session writes to set up and tear down the screen, and its queries.
package enum TerminalModeSequences {
    /// Alternate screen (saving the cursor and the main screen).
    package static let alternateScreenMode = 1049
    /// Cursor visibility.
    package static let cursorVisibleMode = 25
    /// Autowrap (DECAWM): text written past the right margin goes on at the next line.
    package static let autowrapMode = 7
    /// Bracketed paste.
    package static let bracketedPasteMode = 2004
    /// Synchronized output.
    package static let synchronizedOutputMode = 2026

    /// `CSI ? mode h`.
    package static func set(_ mode: Int) -> [UInt8] {
        set([mode])
    }

    /// `CSI ? mode l`.
    package static func reset(_ mode: Int) -> [UInt8] {
        reset([mode])
    }

    /// `CSI ? m1 ; m2 … h`: several modes set by one sequence (DECSET takes a list).
    package static func set(_ modes: [Int]) -> [UInt8] {
        Array("\u{1B}[?\(modes.map(String.init).joined(separator: ";"))h".utf8)
    }

    /// `CSI ? m1 ; m2 … l`: several modes reset by one sequence.
    package static func reset(_ modes: [Int]) -> [UInt8] {
        Array("\u{1B}[?\(modes.map(String.init).joined(separator: ";"))l".utf8)
    }

    /// What `enter()` writes: alternate screen (full screen only), hidden cursor, autowrap
    /// off, then mouse and bracketed paste in one sequence.
    ///
    /// Without autowrap a frame composed for a width the terminal no longer has (a resize
    /// that came while it was on its way) is cut at the right margin instead of running on
    /// into the next rows: it cannot push the rows below down, nor move an inline region
    /// away from the corner the renderer counts its moves from.
    package static func enter(mouse: MouseTracking, placement: TerminalPlacement = .fullScreen)
        -> [UInt8]
    {
        var bytes = placement == .fullScreen ? set(alternateScreenMode) : []
        bytes += reset(cursorVisibleMode) + reset(autowrapMode)
        return bytes + set(mouse.modes + [bracketedPasteMode])
    }

    /// What `leave()` writes: ends any synchronized update and undoes the modes of
    /// ``enter(mouse:placement:)`` in reverse order (the mouse and paste modes in one
    /// sequence), resetting attributes and turning autowrap back on (a terminal's default)
    /// before the cursor comes back. Inline, the cursor rests
    /// at the top of the region between frames, so an erase to the end of the screen takes
    /// away a region still up (a program ended by a signal leaves no half-drawn alert);
    /// after a region finished normally there is nothing below the cursor to erase.
    package static func leave(mouse: MouseTracking, placement: TerminalPlacement = .fullScreen)
        -> [UInt8]
    {
        var bytes = reset(
            [synchronizedOutputMode, bracketedPasteMode] + mouse.modes.reversed())
        bytes += Array("\u{1B}[m".utf8)
        bytes += set(autowrapMode)
        bytes += set(cursorVisibleMode)
        switch placement {
        case .fullScreen: bytes += reset(alternateScreenMode)
        case .inline: bytes += Array("\r\u{1B}[J".utf8)
        }
        return bytes
    }

    /// DECRQM for synchronized output: `CSI ? 2026 $ p`. The answer is a
    /// ``TerminalReply/modeReport(mode:value:)``.
    package static let synchronizedOutputQuery = Array("\u{1B}[?2026$p".utf8)
    /// Asks whether the terminal understands REP (`CSI n b`, repeat the preceding graphic
    /// character) by trying it: a carriage return, `ñ`, `CSI 2 b`, then a cursor position
    /// request. A terminal that repeats answers column 3 (0-based); one that ignores the
    /// sequence, column 1. The letter is not ASCII because some terminals repeat only ASCII
    /// (tmux 3.3 ignores REP after any other character), and the renderer repeats box
    /// drawing too; nor is it East Asian Ambiguous (as `é` is), so it takes one column on
    /// every terminal and the ambiguous letter after it has room. With ``ambiguousWidthProbe`` after it, at most five columns are left at
    /// the start of the cursor's row, for the first frame to paint over (it erases that row,
    /// full screen or inline).
    package static let repeatProbe = Array("\r\u{F1}\u{1B}[2b\u{1B}[6n".utf8)
    /// Written right after ``repeatProbe``: an em dash (U+2014, East Asian Ambiguous) and a
    /// cursor position request. The cursor moves one column past the first answer on a
    /// terminal that draws ambiguous letters narrow, two on one that draws them wide.
    package static let ambiguousWidthProbe = Array("\u{2014}\u{1B}[6n".utf8)
    /// The 0-based column the cursor reaches after ``repeatProbe`` on a terminal with REP.
    package static let repeatProbeColumn = 3
    /// Device status report asking for the cursor position: `CSI 6 n`.
    package static let cursorPositionQuery = Array("\u{1B}[6n".utf8)
    /// Primary device attributes query: `CSI c`.
    package static let deviceAttributesQuery = Array("\u{1B}[c".utf8)
}
