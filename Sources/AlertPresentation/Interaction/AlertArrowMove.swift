import AlertProtocol

/// What an arrow key, Home, End, Page Up, Page Down or a letter typed on an action or a
/// list does on the focused target of an alert that orders its own groups of targets
/// (``AlertKeyPolicy/arrowMove(_:from:)``; nil for a letter leaves it to the usual jump):
/// whiptail's and dialog's menus keep the arrows among their rows, so the focus never
/// slides from the last row onto Cancel, and move between their buttons as those programs
/// do.
package enum AlertArrowMove {
    /// The key goes to the focused item and moves the focus as it always does, but only
    /// among the targets `scope` accepts (a menu's rows, say), the item's own moves out of
    /// it too: where none is left that way, the key is not used.
    case within(_ scope: @MainActor (AlertFocusTarget) -> Bool)
    /// The focus goes to this target.
    case focus(AlertFocusTarget)
    /// The key does nothing here (whiptail's Home and End on a button), and counts as used:
    /// the presenter does not scroll with it.
    case ignored
    /// The key does what this other key does (Right on a row of whiptail's check list goes
    /// down, as there); followed once: what the order says of the other key is taken, but
    /// never another substitution.
    case sameAs(AlertKeyInput)
}
