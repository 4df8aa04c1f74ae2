/// What an item did with a key or a click it was offered (see ``AlertKeyHandlingItem`` and
/// ``AlertClickableItem``).
public enum AlertItemResponse: Hashable, Sendable {
    /// The item did not use it; the alert applies its own rules (Enter activates the
    /// default action, arrows move between buttons).
    case ignored
    /// The item used it and may look different: the presenter redraws.
    case handled
    /// Move the focus to the next target, wrapping (as Tab does).
    case focusNext
    /// Move the focus to the previous target, wrapping (as Shift-Tab does).
    case focusPrevious
    /// Move the focus by this many targets, without wrapping (a date picker's left and
    /// right arrows cross from field to field, and on to the neighbouring items).
    case moveFocus(by: Int)
    /// Focus this stop of the item itself (a click on one field of a date picker).
    case focusStop(Int)
    /// Answer the alert as Enter from a field does: the focused action, else the default
    /// one (a multi-line text's Ctrl+D, a pager's q).
    case submit
}
