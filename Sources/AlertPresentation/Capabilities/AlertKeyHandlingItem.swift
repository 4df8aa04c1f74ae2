/// A focusable item that handles keys itself while it has the focus (editing keys in a text
/// field, arrows in a date picker).
///
/// Shift-Tab and Esc never reach it: they belong to the alert (only a pager is offered Esc
/// first, to close its search line). Tab is offered to it first,
/// and moves the focus when the item answers ``AlertItemResponse/ignored``. Typed characters and
/// pastes go to ``AlertTextInputItem/insertText(_:)`` when the item takes text input, and
/// to this method otherwise.
@MainActor
public protocol AlertKeyHandlingItem: AlertFocusableItem {
    /// Handles `key` while focus stop `stop` of the item has the focus.
    func handleKey(_ key: AlertKeyInput, atStop stop: Int) -> AlertItemResponse
}
