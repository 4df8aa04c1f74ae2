/// A focusable item that takes text: typed characters and pastes go to it, and a plain line
/// presenter sets it from a whole typed line.
@MainActor
public protocol AlertTextInputItem: AlertFocusableItem {
    /// The current value as text (a date picker: `2026-11-22 13:05`).
    var text: String { get }
    /// Describes the lines ``replaceText(with:)`` accepts (`YYYY-MM-DD`), or nil when any
    /// text is accepted (a free text field: then a plain presenter reads every line as text).
    var textFormat: String? { get }
    /// Inserts typed or pasted text at the cursor. Returns whether the value changed.
    func insertText(_ text: String) -> Bool
    /// Replaces the whole value with `text`. Returns false, changing nothing, when the text
    /// does not fit ``textFormat``.
    func replaceText(with text: String) -> Bool
    /// Whether the value is a secret: presenters never show it (a plain line presenter
    /// reads it with the terminal's echo off). False unless the item says otherwise.
    var isSecure: Bool { get }
    /// Whether bare numbers typed in plain mode are this input's own (a list's rows) rather
    /// than button numbers. False unless the item says otherwise.
    var takesNumbers: Bool { get }
    /// The part of the value that is selected, for a presenter to copy; nil when nothing is
    /// selected or the value is secret (a password is never copied). Nil unless the item
    /// says otherwise.
    var selectedText: String? { get }
}

extension AlertTextInputItem {
    /// Not a secret.
    public var isSecure: Bool { false }
    /// Numbers pick buttons.
    public var takesNumbers: Bool { false }
    /// Nothing selected.
    public var selectedText: String? { nil }
}
