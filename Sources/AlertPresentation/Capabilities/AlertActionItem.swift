import AlertProtocol

/// A focusable item that performs an action when activated (Enter, a click, a number in
/// plain mode): buttons, and any control of your own.
///
/// A dismissing action ends the alert with ``AlertDismissReason/action(index:)`` through
/// the alert's controller, and ``AlertActionSource/performAction()`` runs after the alert is gone; a control
/// action (``AlertActionSource/dismissesAlert`` false) runs ``AlertActionSource/performAction()`` at once and the alert stays.
@MainActor
public protocol AlertActionItem: AlertFocusableItem, AlertActionSource {
    /// The label a presenter without graphics shows (plain mode numbers these).
    var title: String { get }
    /// Default, cancel or destructive: Esc activates the first cancel action, Enter from a
    /// field the default one.
    var role: AlertButtonRole { get }
    /// The letter that presses this action with Alt, as its title marks it (GTK's
    /// underscore, `_Save`), or nil to let the alert choose: the first letter of the title,
    /// when no other action of the alert has that letter (see
    /// `AlertInteraction.mnemonic(ofItemAt:)`). nil by default.
    var mnemonic: Character? { get }
}

extension AlertActionItem {
    /// One stop while enabled, none while disabled.
    public var focusStops: Int { isEnabled ? 1 : 0 }
    /// None of its own: the alert gives it the first letter of its title when that is
    /// unique among its actions.
    public var mnemonic: Character? { nil }
}
