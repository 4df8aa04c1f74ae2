/// The ordered focus targets of an alert and which one is focused; Tab order wraps around.
///
/// A pure value: built from the targets, it moves forward and backward. O(1) per move.
package struct AlertFocusRing: Hashable, Sendable {
    /// The targets in Tab order.
    package private(set) var targets: [AlertFocusTarget]
    /// The index of the focused target in ``targets``, or nil when there is none.
    package private(set) var index: Int?

    /// Creates a ring focused on `initial` when it is one of the targets, else on the first.
    package init(targets: [AlertFocusTarget], initial: AlertFocusTarget? = nil) {
        self.targets = targets
        if let initial, let found = Self.position(of: initial, in: targets) {
            index = found
        } else {
            index = targets.isEmpty ? nil : 0
        }
    }

    /// The focused target.
    package var focused: AlertFocusTarget? { index.map { targets[$0] } }

    /// Focuses the next target (wrapping). Returns false when there are no targets.
    @discardableResult
    package mutating func next() -> Bool {
        move(by: 1)
    }

    /// Focuses the previous target (wrapping). Returns false when there are no targets.
    @discardableResult
    package mutating func previous() -> Bool {
        move(by: -1)
    }

    /// Focuses `target` when it is in the ring. Returns whether it is. O(log n) in a ring
    /// in item order, as an alert builds it.
    @discardableResult
    package mutating func focus(_ target: AlertFocusTarget) -> Bool {
        guard let found = Self.position(of: target, in: targets) else { return false }
        index = found
        return true
    }

    /// Where `target` is in `targets`: a binary search, the targets being in item and stop
    /// order as an alert lists them (a list of a million rows is found in twenty steps),
    /// else, for a ring in another order, a search of every target.
    static func position(of target: AlertFocusTarget, in targets: [AlertFocusTarget]) -> Int? {
        var low = 0
        var high = targets.count
        while low < high {
            let middle = (low + high) / 2
            let candidate = targets[middle]
            if (candidate.item, candidate.stop) < (target.item, target.stop) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        if low < targets.count, targets[low] == target { return low }
        return targets.firstIndex(of: target)
    }

    /// Focuses the next target (in `step` direction) that matches `predicate`, without
    /// wrapping. Returns false (focus unchanged) when there is none that way.
    @discardableResult
    package mutating func move(
        by step: Int, toward predicate: (AlertFocusTarget) -> Bool
    ) -> Bool {
        guard let start = index else { return false }
        var candidate = start + step
        while candidate >= 0, candidate < targets.count {
            if predicate(targets[candidate]) {
                index = candidate
                return true
            }
            candidate += step
        }
        return false
    }

    /// Focuses the furthest target in `step` direction (1 or -1) that matches `predicate`
    /// and that `fits` accepts (a page's worth), looking no further than the first matching
    /// target `fits` refuses; when `fits` refuses the nearest matching target already, that
    /// one is focused (a page moves at least one target). Without wrapping. Returns false
    /// (focus unchanged) when no target that way matches. With `contiguous` (the matching
    /// targets are neighbours, as the stops of one item are), the first target that does not
    /// match ends the search. O(k) for the k targets looked at.
    @discardableResult
    package mutating func movePage(
        by step: Int, contiguous: Bool = false, toward predicate: (AlertFocusTarget) -> Bool,
        fits: (AlertFocusTarget) -> Bool
    ) -> Bool {
        guard let start = index, step != 0 else { return false }
        var found: Int?
        var candidate = start + step
        while candidate >= 0, candidate < targets.count {
            if predicate(targets[candidate]) {
                guard fits(targets[candidate]) else {
                    if found == nil { found = candidate }
                    break
                }
                found = candidate
            } else if contiguous {
                break
            }
            candidate += step
        }
        guard let found else { return false }
        index = found
        return true
    }

    /// Focuses the next target after the focused one that matches `predicate`, wrapping
    /// around (the focused target itself comes last). Returns false (focus unchanged) when
    /// none does. O(k) for the k targets looked at.
    @discardableResult
    package mutating func moveAround(toward predicate: (AlertFocusTarget) -> Bool) -> Bool {
        guard !targets.isEmpty else { return false }
        let start = index ?? -1
        for offset in 1...targets.count {
            let candidate = (start + offset) % targets.count
            if predicate(targets[candidate]) {
                index = candidate
                return true
            }
        }
        return false
    }

    /// Focuses the last target (`step` 1) or the first (`step` -1) that matches
    /// `predicate`, looking from that end back towards the focused target. Returns false
    /// (focus unchanged) when none does, or when the focused target is already the one.
    /// O(k) for the k targets looked at.
    @discardableResult
    package mutating func moveToEnd(
        _ step: Int, toward predicate: (AlertFocusTarget) -> Bool
    ) -> Bool {
        guard let start = index, step != 0 else { return false }
        var candidate = step > 0 ? targets.count - 1 : 0
        while step > 0 ? candidate > start : candidate < start {
            if predicate(targets[candidate]) {
                index = candidate
                return true
            }
            candidate -= step
        }
        return false
    }

    private mutating func move(by step: Int) -> Bool {
        guard !targets.isEmpty else { return false }
        let start = index ?? (step > 0 ? -1 : 0)
        index = ((start + step) % targets.count + targets.count) % targets.count
        return true
    }
}
