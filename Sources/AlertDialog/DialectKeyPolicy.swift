import AlertCommandKit
import AlertEngine

/// The keys of a box of a compatible mode (whiptail's, dialog's, zenity's), as that program
/// takes them: j and k are letters; Tab, the arrows and letters go where
/// `DialogFocusOrder` says; Space and letters press what the box says.
@MainActor
package final class DialectKeyPolicy: AlertKeyPolicy {
    /// Where Tab and Shift-Tab go (nil: through the ring).
    package var tab: (@MainActor (AlertFocusTarget, Int) -> AlertFocusTarget?)?
    /// What the arrows, Home, End, the page keys and letters do (nil: the standard keys).
    package var arrows: (@MainActor (AlertKeyInput, AlertFocusTarget) -> AlertArrowMove?)?
    /// Which actions Space presses (nil: every one).
    var space: (@MainActor (any AlertActionItem) -> Bool)?
    /// Which action a letter presses (nil: letters jump, as whiptail's menus do).
    package var letters: (@MainActor (Character, any AlertActionItem) -> Bool)?
    /// What a key means in this box before anything else sees it (nil: the standard
    /// meanings, which apply to what it returns); zenity's list and password boxes make
    /// Enter do nothing where GTK's does nothing with it.
    package var meaning: (@MainActor (AlertKeyInput) -> AlertKeyInput)?

    /// The policy of `view`, made and set on it the first time.
    package static func of(_ view: AlertView) -> DialectKeyPolicy {
        if let policy = view.interaction.keyPolicy as? DialectKeyPolicy { return policy }
        let policy = DialectKeyPolicy()
        view.interaction.keyPolicy = policy
        return policy
    }

    /// j and k are letters, as in newt and ncurses.
    package var movesWithJAndK: Bool { false }

    package func spacePresses(_ action: any AlertActionItem) -> Bool { space?(action) ?? true }

    package var lettersJump: Bool { letters == nil }

    package func letterPresses(_ letter: Character, _ action: any AlertActionItem) -> Bool {
        letters?(letter, action) ?? false
    }

    package func tabTarget(from: AlertFocusTarget, step: Int) -> AlertFocusTarget? {
        tab?(from, step)
    }

    package func arrowMove(_ key: AlertKeyInput, from: AlertFocusTarget) -> AlertArrowMove? {
        arrows?(key, from)
    }

    /// What `key` means: the box's own ``meaning`` first, given the key as it came but a
    /// line feed as Enter (so Ctrl+Tab is still Ctrl+Tab there, which a text that takes
    /// tabs is left by), then the standard meanings.
    package func meaning(of key: AlertKeyInput) -> AlertKeyInput {
        let given = key == .lineFeed ? AlertKeyInput.enter : key
        return (meaning?(given) ?? given).standardMeaning
    }
}
