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
}

extension AlertActionItem {
    /// One stop while enabled, none while disabled.
    public var focusStops: Int { isEnabled ? 1 : 0 }
}
