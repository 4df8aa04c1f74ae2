/// Something in an alert that can hold the keyboard focus: one focus stop of one item.
///
/// `item` is the index of the item in the alert's ``AlertPresentable/items``; `stop` counts
/// the item's own focus stops (``AlertFocusableItem/focusStops``) from 0: a button or a text
/// field has one, a date picker one per field.
public struct AlertFocusTarget: Hashable, Sendable {
    /// The index of the item the target belongs to.
    public var item: Int
    /// Which of the item's focus stops, from 0.
    public var stop: Int

    /// Creates a target.
    package init(item: Int, stop: Int = 0) {
        self.item = item
        self.stop = stop
    }
}
