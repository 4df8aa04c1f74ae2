/// An item that is a list of options to move through: a checklist, a radio list, a filter.
///
/// What kind of list it is says what its keys do, so an alert can show a line of key hints
/// under it (see `AlertInteraction.keyHints`) and page its cursor through the rows that are
/// its focus stops (Page Up and Page Down, see `AlertInteraction.handle(_:)`).
@MainActor
package protocol AlertListItem: AlertFocusableItem {
    /// The kind of list, for the key hints.
    var listKind: AlertListKind { get }
    /// Whether `line` is one of the list's own choices written out in full, exactly
    /// (scalar for scalar): a plain line presenter then hands it to `replaceText(with:)`
    /// before it reads the line as an answer word (`q`, `esc`, a number), so a choice named
    /// `q` or `2` can be picked.
    func isChoice(_ line: String) -> Bool
    /// What an empty line does, as plain mode's prompt says it: "Enter alone keeps the
    /// ticked ones".
    var emptyLineHint: String { get }
}

extension AlertListItem {
    /// A list keeps what is ticked.
    package var emptyLineHint: String { "Enter alone keeps the ticked ones" }
}

/// The kinds of list an alert shows, each with its own keys.
package enum AlertListKind: Hashable, Sendable {
    /// Several options ticked with Space, Enter to finish.
    case checklist
    /// One option ticked with Space (a radio list), Enter to finish.
    case radio
    /// A list to pick one from: the arrows move, a letter jumps, Enter picks the row under
    /// the cursor.
    case menu
    /// A list narrowed by typing; Enter picks the highlighted match.
    case filter
    /// A list narrowed by typing; Space ticks matches, Enter finishes.
    case filterSeveral
}
