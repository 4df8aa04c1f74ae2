extension AlertInteraction {
    /// The focus targets in item order: every stop of every ``AlertFocusableItem``. O(n).
    public var focusTargets: [AlertFocusTarget] {
        var targets: [AlertFocusTarget] = []
        for (index, item) in items.enumerated() {
            guard let focusable = item as? any AlertFocusableItem else { continue }
            for stop in 0..<max(focusable.focusStops, 0) {
                targets.append(AlertFocusTarget(item: index, stop: stop))
            }
        }
        return targets
    }

    /// The focused target, if any.
    public var focusedTarget: AlertFocusTarget? { focusRing.focused }

    /// Focuses the next target (Tab), wrapping around. Returns false with no targets.
    @discardableResult
    public func focusNext() -> Bool {
        changeFocus { $0.next() }
    }

    /// Focuses the previous target (Shift-Tab), wrapping around.
    @discardableResult
    public func focusPrevious() -> Bool {
        changeFocus { $0.previous() }
    }

    /// Focuses a target. Returns false when it is not one of this alert's targets.
    @discardableResult
    public func focus(_ target: AlertFocusTarget) -> Bool {
        changeFocus { $0.focus(target) }
    }

    /// Focuses item `index` at its preferred stop. Returns false when it cannot take focus.
    @discardableResult
    public func focusItem(at index: Int) -> Bool {
        let items = items
        guard items.indices.contains(index),
            let focusable = items[index] as? any AlertFocusableItem
        else { return false }
        return focus(AlertFocusTarget(item: index, stop: focusable.preferredFocusStop))
    }

    func changeFocus(_ move: (inout AlertFocusRing) -> Bool) -> Bool {
        var ring = focusRing
        guard move(&ring) else { return false }
        let old = focusRing.focused
        focusRing = ring
        tellItems(focusMovedFrom: old)
        setNeedsDisplay()
        return true
    }

    /// Rebuilds the ring from the items, keeping the focused target when it still exists;
    /// otherwise focuses the first item that takes the initial focus (at its preferred
    /// stop), else the default action, else the first target.
    func rebuildFocus() {
        let items = items
        let targets = focusTargets
        let isInitial = { (target: AlertFocusTarget) -> Bool in
            guard let item = items[target.item] as? any AlertFocusableItem else { return false }
            return item.takesInitialFocus && target.stop == item.preferredFocusStop
        }
        let preferred =
            focusRing.focused.flatMap { targets.contains($0) ? $0 : nil }
            ?? targets.first(where: isInitial)
            ?? defaultAction.flatMap { action in
                items.firstIndex { $0 === action }.map { AlertFocusTarget(item: $0) }
            }
        let old = focusRing.focused
        focusRing = AlertFocusRing(targets: targets, initial: preferred)
        tellItems(focusMovedFrom: old)
    }

    private func tellItems(focusMovedFrom old: AlertFocusTarget?) {
        let items = items
        let new = focusRing.focused
        if let old, old.item != new?.item, items.indices.contains(old.item) {
            (items[old.item] as? any AlertFocusableItem)?.focusDidChange(to: nil)
        }
        if let new {
            (items[new.item] as? any AlertFocusableItem)?.focusDidChange(to: new.stop)
        }
    }
}
