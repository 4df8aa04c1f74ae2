/// An item that carries an action: the index reported in
/// ``AlertDismissReason/action(index:)``, whether activating it dismisses the alert, and what
/// it does.
///
/// The controller runs ``performAction()`` of the dismissing action an alert resolved with,
/// after the alert is gone and before the completion, whatever class the alert is; a
/// presenter runs a control's (one that does not dismiss) at once.
@MainActor
public protocol AlertActionSource: AlertItem {
    /// The index reported in ``AlertDismissReason/action(index:)``.
    var actionIndex: Int { get }
    /// Whether activating it dismisses the alert.
    var dismissesAlert: Bool { get }
    /// Disabled actions cannot be activated.
    var isEnabled: Bool { get }
    /// Runs the action's own behaviour (a button's handler).
    func performAction()
}

extension AlertPresentable {
    /// The dismissing action with this index among the items: the first enabled one, else
    /// the first. O(n).
    package func dismissingAction(index: Int) -> (any AlertActionSource)? {
        var first: (any AlertActionSource)?
        for case let action as any AlertActionSource in items
        where action.actionIndex == index && action.dismissesAlert {
            if action.isEnabled { return action }
            if first == nil { first = action }
        }
        return first
    }
}
