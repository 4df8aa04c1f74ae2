/// A key the user pressed, as decoded from the terminal's input bytes.
///
/// Printable keys (ASCII, accented letters, CJK...) arrive as ``character(_:)``; a Ctrl+letter
/// chord arrives as the lowercase letter with ``KeyModifiers/control``.
public enum TerminalKey: Hashable, Sendable {
    /// A printable character, one Unicode scalar per key press (CJK included).
    case character(Character)
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home (`CSI H`, `SS3 H`, `CSI 1 ~` or `CSI 7 ~`).
    case home
    /// End (`CSI F`, `SS3 F`, `CSI 4 ~` or `CSI 8 ~`).
    case end
    /// Page Up (`CSI 5 ~`).
    case pageUp
    /// Page Down (`CSI 6 ~`).
    case pageDown
    /// Insert (`CSI 2 ~`).
    case insert
    /// Forward delete (`CSI 3 ~`).
    case delete
    /// Backspace (DEL 0x7F or BS 0x08).
    case backspace
    /// Tab (0x09).
    case tab
    /// Shift-Tab (`CSI Z`).
    case backTab
    /// Enter / Return (CR 0x0D).
    case enter
    /// Escape, delivered once the Esc timeout shows it was not the start of a sequence.
    case escape
    /// A function key F1...F20 (xterm forms).
    case function(Int)
    /// The centre key of the keypad with Num Lock off (`CSI E`, `SS3 E`).
    case begin
}
