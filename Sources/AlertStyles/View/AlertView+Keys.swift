import AlertPresentation

extension AlertView {
    /// Handles a key from a presenter (see ``AlertInteraction/handle(_:)``). Returns true
    /// when the key did something (the alert may need a redraw), false when it was ignored.
    ///
    /// - Tab / Shift-Tab move the focus (wrapping).
    /// - On a button: left/up and right/down move between buttons; Enter activates.
    /// - In a text field: typing and pasting insert, Backspace/Delete delete, left/right/
    ///   Home/End move the cursor, up/down move the focus; Enter activates the default button.
    /// - On a date field: up/down change it, left/right move between fields; Enter
    ///   activates the default button.
    /// - Esc activates the cancel button; without one it asks the controller for
    ///   `.dismiss(.backgroundTap)` when the alert allows background dismissal; else nothing.
    @discardableResult
    public func handle(_ key: AlertKeyInput) -> Bool {
        interaction.handle(key)
    }
}
