import AlertProtocol

/// How an alert's keys move the focus and press its actions, beyond what its items do
/// themselves: the one seam through which an alert gets keys of its own (whiptail's and
/// dialog's menus keep the arrows among their rows, dialog presses buttons by hotkey).
///
/// ``AlertStandardKeyPolicy`` is the library's own keys. An ``AlertInteraction`` asks its
/// ``AlertInteraction/keyPolicy`` for every key that moves or presses; each method's default
/// is the standard behaviour, so a policy says only where it differs.
@MainActor
package protocol AlertKeyPolicy {
    /// Whether j and k move between rows and actions as Down and Up (true, as in gum's and
    /// huh's lists), or are letters as any other (false: whiptail's and dialog's menus jump
    /// to the next row starting with them).
    var movesWithJAndK: Bool { get }

    /// Whether Space presses `action` when it has the focus (true by default, as on the
    /// desktop); whiptail's menu rows leave Space alone.
    func spacePresses(_ action: any AlertActionItem) -> Bool

    /// Whether a letter typed on an action moves the focus to the next action starting with
    /// it (true by default); false hands letters to ``letterPresses(_:_:)``.
    var lettersJump: Bool { get }

    /// Whether `letter` presses `action` (where letters do not jump): the first enabled
    /// action it presses is pressed, and with none the letter does nothing (dialog's hotkeys;
    /// whiptail's buttons ignore letters).
    func letterPresses(_ letter: Character, _ action: any AlertActionItem) -> Bool

    /// Where Tab (`step` 1) and Shift-Tab (-1) move the focus from `from`: nil (the default)
    /// steps through the ring, every row of a list included; an alert that orders its own
    /// groups (a list, then its buttons) names the target.
    func tabTarget(from: AlertFocusTarget, step: Int) -> AlertFocusTarget?

    /// What an arrow key (j and k where they move), Home, End, Page Up, Page Down, or a
    /// letter typed on a list or an action, does on `from`, asked before the focused item
    /// sees the key: nil (the default) gives it to the item, then moves among every action;
    /// else see ``AlertArrowMove``.
    func arrowMove(_ key: AlertKeyInput, from: AlertFocusTarget) -> AlertArrowMove?

    /// What `key` means in this alert, asked before anything else sees it: its
    /// ``AlertKeyInput/standardMeaning`` by default (a line feed, Ctrl+J, being Enter,
    /// Ctrl+A and Ctrl+E Home and End). A ``AlertKeyInput/control(_:)`` returned as it
    /// came still means its standard meaning.
    func meaning(of key: AlertKeyInput) -> AlertKeyInput
}

extension AlertKeyPolicy {
    /// A line feed is Enter, Ctrl+A and Ctrl+E Home and End; every other key is itself.
    package func meaning(of key: AlertKeyInput) -> AlertKeyInput {
        key.standardMeaning
    }

    /// j and k move.
    package var movesWithJAndK: Bool { true }
    /// Space presses a focused action.
    package func spacePresses(_ action: any AlertActionItem) -> Bool { true }
    /// Letters jump.
    package var lettersJump: Bool { true }
    /// No letter presses an action.
    package func letterPresses(_ letter: Character, _ action: any AlertActionItem) -> Bool {
        false
    }
    /// Tab steps through the ring.
    package func tabTarget(from: AlertFocusTarget, step: Int) -> AlertFocusTarget? { nil }
    /// Every key goes to the item, then moves among every action.
    package func arrowMove(_ key: AlertKeyInput, from: AlertFocusTarget) -> AlertArrowMove? {
        nil
    }
}

/// The library's own keys: j and k move, Space presses a focused action, a letter jumps to
/// the next action starting with it, Tab steps through every target, and the arrows go to
/// the item first, then move among every action.
package struct AlertStandardKeyPolicy: AlertKeyPolicy {
    /// The standard keys.
    package init() {}
}
