/// A mouse report from the terminal (SGR 1006 or legacy X10 encoding).
///
/// Coordinates are 0-based cells: the top-left cell is column 0, row 0.
public struct MouseEvent: Hashable, Sendable {
    /// Which button the report is about.
    public enum Button: Hashable, Sendable {
        /// The primary button.
        case left
        /// The middle button (wheel click).
        case middle
        /// The secondary button.
        case right
        /// No button: motion with no button held, or a legacy release.
        case none
        /// One notch of the wheel away from the user.
        case wheelUp
        /// One notch of the wheel towards the user.
        case wheelDown
        /// Horizontal wheel to the left.
        case wheelLeft
        /// Horizontal wheel to the right.
        case wheelRight
        /// An extra button (8 and above, as numbered by xterm).
        case other(Int)
    }

    /// What happened to the button.
    public enum Action: Hashable, Sendable {
        /// The button went down (wheel notches are presses).
        case press
        /// The button went up.
        case release
        /// The pointer moved (with ``button`` held, or ``Button/none``).
        case motion
    }

    /// The button concerned.
    public var button: Button
    /// What happened.
    public var action: Action
    /// The 0-based column of the cell under the pointer.
    public var column: Int
    /// The 0-based row of the cell under the pointer.
    public var row: Int
    /// Shift, alt (meta bit of the report) and control held at the time.
    public var modifiers: KeyModifiers

    /// Creates a mouse event.
    package init(
        button: Button, action: Action, column: Int, row: Int, modifiers: KeyModifiers = []
    ) {
        self.button = button
        self.action = action
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }
}
