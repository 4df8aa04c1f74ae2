extension AlertInteraction {
    /// The focus targets in item order: every stop of every visible ``AlertFocusableItem``
    /// (as many as it has now: none for a disabled button). O(n).
    public var focusTargets: [AlertFocusTarget] {
        var targets: [AlertFocusTarget] = []
        for (index, item) in items.enumerated() {
            guard let focusable = item as? any AlertFocusableItem,
                (item as? any AlertStyledItem)?.isHidden != true
            else { continue }
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
        refreshFocus()
        return changeFocus { $0.next() }
    }

    /// Focuses the previous target (Shift-Tab), wrapping around.
    @discardableResult
    public func focusPrevious() -> Bool {
        refreshFocus()
        return changeFocus { $0.previous() }
    }

    /// Focuses a target. Returns false when it is not one of this alert's targets.
    @discardableResult
    public func focus(_ target: AlertFocusTarget) -> Bool {
        refreshFocus()
        return changeFocus { $0.focus(target) }
    }

    /// Focuses item `index` at its preferred stop. Returns false when it cannot take focus.
    @discardableResult
    public func focusItem(at index: Int) -> Bool {
        let items = items
        guard items.indices.contains(index),
            let focusable = items[index] as? any AlertFocusableItem
        else { return false }
        let stop = min(max(focusable.preferredFocusStop, 0), max(focusable.focusStops - 1, 0))
        return focus(AlertFocusTarget(item: index, stop: stop))
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

    /// Rebuilds the ring when the targets changed since it was built (a button enabled or
    /// disabled, items replaced): the focus stays with the same item when it still can take
    /// it. O(n).
    func refreshFocus() {
        let focusedStillThere = focusRing.focused.map { target in
            items.indices.contains(target.item)
                && ObjectIdentifier(items[target.item]) == focusedItem
        }
        guard focusTargets != focusRing.targets || focusedStillThere == false else { return }
        rebuildFocus()
    }

    /// Rebuilds the ring from the items, keeping the focus on the item that had it (found by
    /// identity, wherever it moved) when it can still take it; otherwise focuses the first
    /// item that takes the initial focus (at its preferred stop), else the default action,
    /// else the first target.
    func rebuildFocus() {
        let items = items
        let targets = focusTargets
        let kept = focusedItem.flatMap { identity in
            items.firstIndex { ObjectIdentifier($0) == identity }.map { index in
                AlertFocusTarget(item: index, stop: focusRing.focused?.stop ?? 0)
            }
        }
        let isInitial = { (target: AlertFocusTarget) -> Bool in
            guard let item = items[target.item] as? any AlertFocusableItem else { return false }
            return item.takesInitialFocus && target.stop == item.preferredFocusStop
        }
        let preferred =
            kept.flatMap { targets.contains($0) ? $0 : nil }
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
        focusedItem = new.flatMap {
            items.indices.contains($0.item) ? ObjectIdentifier(items[$0.item]) : nil
        }
        if let old, old.item != new?.item, items.indices.contains(old.item) {
            (items[old.item] as? any AlertFocusableItem)?.focusDidChange(to: nil)
        }
        if let new {
            (items[new.item] as? any AlertFocusableItem)?.focusDidChange(to: new.stop)
        }
    }
}
