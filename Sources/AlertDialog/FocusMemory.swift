import AlertCommandKit
import AlertEngine

/// Remembers where an alert's focus was last inside its items (not on a button), for
/// dialog's Help button: pressing it moves the focus onto it, but the answer names the row
/// or field focused before.
@MainActor
final class FocusMemory {
    /// The focus target last seen on an item that is no action (no button).
    private(set) var lastTarget: AlertFocusTarget?

    /// Starts following `view`'s focus (through its display callback, which every focus
    /// move calls).
    init(_ view: AlertView) {
        view.onNeedsDisplay = { [weak self] view in
            guard let target = view.focusedTarget,
                !(view.items[target.item] is any AlertActionSource)
            else { return }
            self?.lastTarget = target
        }
    }

    /// The index of the item last focused, if any.
    var lastItem: Int? { lastTarget?.item }

    /// The focus stop last focused within `item` of `view` (a list's row), if that item was
    /// the last one focused.
    func lastStop(in view: AlertView, of item: AnyObject) -> Int? {
        guard let target = lastTarget, view.items[target.item] === item else { return nil }
        return target.stop
    }
}
