import AlertProtocol

extension AlertInteraction {
    /// The action items (buttons), in order, enabled or not. O(n).
    public var actionItems: [any AlertActionItem] {
        items.compactMap { $0 as? any AlertActionItem }
    }

    /// The dismissing action with this index (the first enabled one when several share it).
    public func action(index: Int) -> (any AlertActionItem)? {
        alert?.dismissingAction(index: index) as? any AlertActionItem
    }

    /// The action Enter activates from a field, and the one focused first when no item takes
    /// the initial focus: in an alert, the last enabled dismissing action with the default
    /// role (the primary action, placed last); in an action sheet, the first one (a sheet
    /// lists equal choices from the top). Destructive and cancel actions are never the
    /// default.
    public var defaultAction: (any AlertActionItem)? {
        defaultActionIndex.map { items[$0] as? any AlertActionItem } ?? nil
    }

    /// The index of ``defaultAction`` among the items: the action ``enterActionIndex``
    /// names, else the last default-role action (the first in a sheet). O(k) for the k
    /// items looked at.
    var defaultActionIndex: Int? {
        let items = items
        if let wanted = enterActionIndex,
            let found = items.firstIndex(where: {
                guard let action = $0 as? any AlertActionItem else { return false }
                return action.actionIndex == wanted && action.isEnabled && action.dismissesAlert
            })
        {
            return found
        }
        let isCandidate = { (item: any AlertItem) -> Bool in
            guard let action = item as? any AlertActionItem else { return false }
            return action.isEnabled && action.dismissesAlert && action.role == .default
        }
        return alert?.style == .actionSheet
            ? items.firstIndex(where: isCandidate) : items.lastIndex(where: isCandidate)
    }

    /// The action Esc activates: the first enabled cancel action.
    package var cancelAction: (any AlertActionItem)? {
        // A loop over the items, with no array of every action built on the way: O(n).
        for item in items {
            if let action = item as? any AlertActionItem, action.isEnabled,
                action.role == .cancel
            {
                return action
            }
        }
        return nil
    }

    /// Activates an action: a dismissing one asks the event handler to dismiss the alert
    /// with its action index (the controller runs its ``AlertActionSource/performAction()``
    /// after the dismissal); a control runs ``AlertActionSource/performAction()``
    /// at once. Returns false for a disabled action, one not in this alert, or a dismissing
    /// action while no controller presents the alert.
    @discardableResult
    public func activate(_ action: any AlertActionItem) -> Bool {
        guard action.isEnabled, items.contains(where: { $0 === action }) else { return false }
        if action.dismissesAlert {
            guard let alert, let eventHandler else { return false }
            eventHandler.handle(.action(index: action.actionIndex), from: alert)
        } else {
            action.performAction()
            setNeedsDisplay()
        }
        return true
    }

    /// Activates the focused action, or the default action when something else has focus.
    @discardableResult
    package func activateFocused() -> Bool {
        refreshFocus()
        let items = items
        if let focused = focusRing.focused, items.indices.contains(focused.item),
            let action = items[focused.item] as? any AlertActionItem
        {
            return activate(action)
        }
        guard let preferred = defaultAction else { return false }
        return activate(preferred)
    }

    /// Activates the enabled control (an action that does not dismiss) with this index.
    /// Returns false when there is none.
    @discardableResult
    package func performControlAction(_ index: Int) -> Bool {
        guard
            let control = actionItems.first(where: {
                $0.actionIndex == index && !$0.dismissesAlert && $0.isEnabled
            })
        else { return false }
        return activate(control)
    }

    /// Esc: activates the cancel action; without one, asks the event handler for
    /// `.dismiss(.backgroundTap)` when the alert allows background dismissal. Returns
    /// whether something happened.
    @discardableResult
    public func cancel() -> Bool {
        if let cancelAction { return activate(cancelAction) }
        guard alert?.escapeDismisses == true, let alert, let eventHandler else { return false }
        eventHandler.handle(.dismiss(.backgroundTap), from: alert)
        return true
    }

    /// The values of every ``AlertValueItem``, by result key.
    package var resultValues: [String: String] { alert?.itemValues ?? [:] }
}
