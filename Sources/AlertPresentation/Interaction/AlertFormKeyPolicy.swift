import AlertProtocol

/// The keys of a form: the library's own, but Tab and Shift-Tab go from item to item (a
/// field, a button), entering each at its preferred stop (a date at its day, a list at its
/// chosen row), instead of through every stop of a field; the arrows still move within
/// one.
@MainActor
package final class AlertFormKeyPolicy: AlertKeyPolicy {
    /// The interaction whose items Tab goes through; held weakly (it holds the policy).
    private weak var interaction: AlertInteraction?

    /// The keys of `interaction`'s form (set it as its `keyPolicy`).
    package init(interaction: AlertInteraction) {
        self.interaction = interaction
    }

    /// The next (`step` 1) or previous (-1) item that takes the focus, wrapping around, at
    /// its entry stop; nil (the ring's own step) when `from` is no target. O(n).
    package func tabTarget(from: AlertFocusTarget, step: Int) -> AlertFocusTarget? {
        guard let interaction else { return nil }
        let items = interaction.items
        var stops: [(item: Int, count: Int)] = []
        for target in interaction.focusTargets {
            if stops.last?.item == target.item {
                stops[stops.count - 1].count += 1
            } else {
                stops.append((target.item, 1))
            }
        }
        guard let position = stops.firstIndex(where: { $0.item == from.item }) else {
            return nil
        }
        let next = stops[(position + (step > 0 ? 1 : -1) + stops.count) % stops.count]
        let entry = (items[next.item] as? any AlertFocusableItem)?.entryFocusStop ?? 0
        return AlertFocusTarget(item: next.item, stop: min(max(entry, 0), next.count - 1))
    }
}
