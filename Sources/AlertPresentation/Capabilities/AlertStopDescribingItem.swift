/// An item whose focus stops read on their own (a list's rows), so a presenter that gives
/// each stop an accessible stand-in names it in O(1), not with the whole item's
/// description (which for a list of n rows is O(n), and O(n²) over its stops).
@MainActor
public protocol AlertStopDescribingItem: AlertFocusableItem {
    /// How stop `stop` reads to screen readers (a row: `[x] 3. third`); nil to fall back to
    /// the item's own description.
    func textDescription(forStop stop: Int) -> String?
}
