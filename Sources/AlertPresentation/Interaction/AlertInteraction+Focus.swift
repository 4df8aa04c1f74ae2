import AlertProtocol

extension AlertInteraction {
    /// The focus targets in item order: every stop of every visible ``AlertFocusableItem``
    /// (as many as it has now: none for a disabled button). O(n).
    public var focusTargets: [AlertFocusTarget] {
        var targets: [AlertFocusTarget] = []
        for (index, item) in items.enumerated() {
            for stop in 0..<Self.focusStops(of: item) {
                targets.append(AlertFocusTarget(item: index, stop: stop))
            }
        }
        return targets
    }

    /// The stops `item` has now: none unless it is a visible ``AlertFocusableItem``.
    static func focusStops(of item: any AlertItem) -> Int {
        focusable(item)?.stops ?? 0
    }

    /// `item` as a focusable item with its stops now, when it is a visible
    /// ``AlertFocusableItem`` with at least one.
    static func focusable(_ item: any AlertItem) -> (item: any AlertFocusableItem, stops: Int)? {
        guard let focusable = item as? any AlertFocusableItem,
            (item as? any AlertStyledItem)?.isHidden != true
        else { return nil }
        let stops = max(focusable.focusStops, 0)
        return stops > 0 ? (focusable, stops) : nil
    }

    /// The focused target, if any.
    public var focusedTarget: AlertFocusTarget? { focusRing.focused }

    /// Focuses the next target (Tab), wrapping around. Returns false with no targets.
    @discardableResult
    package func focusNext() -> Bool {
        refreshFocus()
        return changeFocus(.stepping(1)) { $0.next() }
    }

    /// Focuses the previous target (Shift-Tab), wrapping around.
    @discardableResult
    package func focusPrevious() -> Bool {
        refreshFocus()
        return changeFocus(.stepping(-1)) { $0.previous() }
    }

    /// Focuses a target. Returns false when it is not one of this alert's targets.
    @discardableResult
    public func focus(_ target: AlertFocusTarget) -> Bool {
        refreshFocus()
        return changeFocus(.jump) { $0.focus(target) }
    }

    /// Focuses item `index` at its preferred stop. Returns false when it cannot take focus.
    @discardableResult
    package func focusItem(at index: Int) -> Bool {
        let items = items
        guard items.indices.contains(index),
            let focusable = items[index] as? any AlertFocusableItem
        else { return false }
        let stop = min(max(focusable.entryFocusStop, 0), max(focusable.focusStops - 1, 0))
        return focus(AlertFocusTarget(item: index, stop: stop))
    }

    /// How a focus move goes through the ring, which says what of the ring it relies on.
    enum FocusPassage {
        /// One target forward (1) or back (-1), wrapping around.
        case stepping(Int)
        /// Forward (1) or back (-1) to the nearest target that matches, without wrapping.
        case seeking(Int)
        /// To the last (1) or first (-1) target that matches.
        case toEnd(Int)
        /// Straight to a given target.
        case jump
    }

    /// Moves the focus with `move` on the ring, and tells the items and the presenter.
    ///
    /// The ring is checked against the items only where the move relies on it (the items it
    /// passed over, or those beyond where it stopped), so a move costs what it passes, not
    /// the number of items; where the ring is out of date there (a button enabled or
    /// disabled since it was built), it is rebuilt and the move made again.
    func changeFocus(_ passage: FocusPassage, _ move: (inout AlertFocusRing) -> Bool) -> Bool {
        var ring = focusRing
        var moved = move(&ring)
        if !ringMatches(itemsRelied: relied(on: passage, from: focusRing, to: moved ? ring : nil)) {
            rebuildFocus()
            ring = focusRing
            moved = move(&ring)
        }
        guard moved else { return false }
        let old = focusRing.focused
        focusRing = ring
        tellItems(focusMovedFrom: old)
        setNeedsDisplay()
        return true
    }

    /// The ranges of items a move from `old` to `new` (nil: it found nothing) relied on.
    private func relied(
        on passage: FocusPassage, from old: AlertFocusRing, to new: AlertFocusRing?
    ) -> [ClosedRange<Int>] {
        let last = items.count - 1
        guard let start = old.index, last >= 0 else { return [0...max(last, 0)] }
        let from = old.targets[start].item
        let end = new?.index
        let to = end.map { new!.targets[$0].item }
        switch passage {
        case .jump:
            // A jump that found nothing relies on every item: the one it aimed at may have
            // gained its stop since the ring was built (a button enabled).
            return to.map { [from...from, $0...$0] } ?? [0...last]
        case .stepping(let step):
            guard let end, let to else { return [0...last] }
            if step > 0 {
                return end > start ? [from...to] : [from...last, 0...to]
            }
            return end < start ? [to...from] : [0...from, to...last]
        case .seeking(let step):
            guard let to else { return step > 0 ? [from...last] : [0...from] }
            return step > 0 ? [from...to] : [to...from]
        case .toEnd(let step):
            guard let to else { return step > 0 ? [from...last] : [0...from] }
            return step > 0 ? [min(from, to)...last] : [0...max(from, to)]
        }
    }

    /// Whether the ring lists exactly the stops the items in `ranges` have now. Costs the
    /// items in the ranges (not their stops) and a binary search each.
    private func ringMatches(itemsRelied ranges: [ClosedRange<Int>]) -> Bool {
        let items = items
        guard items.count == focusItemCount else { return false }
        let targets = focusRing.targets
        for range in ranges {
            guard range.lowerBound >= 0, range.upperBound < items.count else { return false }
            // The first target at or after the range's first item (targets are in item order).
            var low = 0
            var high = targets.count
            while low < high {
                let middle = (low + high) / 2
                if targets[middle].item < range.lowerBound {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            var position = low
            for item in range {
                // The ring is in order and holds no target twice, so an item's first and
                // last stops where they belong mean every stop between is there: O(1) for
                // a list of a million rows.
                let stops = Self.focusStops(of: items[item])
                guard stops > 0 else { continue }
                guard position + stops <= targets.count,
                    targets[position] == AlertFocusTarget(item: item, stop: 0),
                    targets[position + stops - 1] == AlertFocusTarget(item: item, stop: stops - 1)
                else { return false }
                position += stops
            }
            if position < targets.count, targets[position].item <= range.upperBound {
                return false
            }
        }
        return true
    }

    /// Rebuilds the ring when it is out of date where a key relies on it: the items were
    /// replaced or their number changed, or the focused item moved or its stops changed. The
    /// focus stays with the same item when it still can take it. O(1) for an item with a few
    /// stops; with nothing focused, O(n). (Moves check what they pass: see
    /// ``changeFocus(_:_:)``.)
    func refreshFocus() {
        let items = items
        guard let focused = focusRing.focused else {
            if items.count != focusItemCount || focusTargets != focusRing.targets {
                rebuildFocus()
            }
            return
        }
        let focusedStillThere =
            items.count == focusItemCount && items.indices.contains(focused.item)
            && ObjectIdentifier(items[focused.item]) == focusedItem
        guard !focusedStillThere || !ringMatches(itemsRelied: [focused.item...focused.item])
        else { return }
        rebuildFocus()
    }

    /// Rebuilds the ring from the items, keeping the focus on the item that had it (found by
    /// identity, wherever it moved) when it can still take it; otherwise focuses the first
    /// item that takes the initial focus (at its preferred stop), else the action
    /// `initialFocusActionIndex` names, else the default action, else the first target.
    func rebuildFocus() {
        let items = items
        let old = builtFocusRing.focused
        var targets: [AlertFocusTarget] = []
        var kept: AlertFocusTarget?
        var initial: AlertFocusTarget?
        var chosenAction: AlertFocusTarget?
        // One pass: the targets, the focused item wherever it moved, the first initial stop.
        for (index, item) in items.enumerated() {
            guard let (focusable, stops) = Self.focusable(item) else { continue }
            if let focusedItem, kept == nil, ObjectIdentifier(item) == focusedItem,
                case let stop = old?.stop ?? 0, stop < stops
            {
                kept = AlertFocusTarget(item: index, stop: stop)
            }
            if initial == nil, focusable.takesInitialFocus,
                (0..<stops).contains(focusable.entryFocusStop)
            {
                initial = AlertFocusTarget(item: index, stop: focusable.entryFocusStop)
            }
            if chosenAction == nil, let wanted = initialFocusActionIndex,
                let action = item as? any AlertActionItem, action.actionIndex == wanted,
                action.dismissesAlert, action.isEnabled
            {
                chosenAction = AlertFocusTarget(item: index, stop: 0)
            }
            for stop in 0..<stops {
                targets.append(AlertFocusTarget(item: index, stop: stop))
            }
        }
        let preferred =
            kept ?? initial ?? chosenAction
            ?? defaultActionIndex.map { AlertFocusTarget(item: $0) }
        focusRing = AlertFocusRing(targets: targets, initial: preferred)
        focusItemCount = items.count
        tellItems(focusMovedFrom: old)
    }

    private func tellItems(focusMovedFrom old: AlertFocusTarget?) {
        let items = items
        let new = focusRing.focused
        focusedItem = new.flatMap {
            items.indices.contains($0.item) ? ObjectIdentifier(items[$0.item]) : nil
        }
        if let old, old.item != new?.item, items.indices.contains(old.item) {
            (items[old.item] as? any AlertStopFocusingItem)?.focusDidChange(to: nil)
        }
        if let new {
            (items[new.item] as? any AlertStopFocusingItem)?.focusDidChange(to: new.stop)
        }
    }
}
