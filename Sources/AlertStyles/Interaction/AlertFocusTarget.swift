/// Something in an alert that can hold the keyboard focus. `item` is the index of the
/// item in the alert's ``AlertView/items``.
public enum AlertFocusTarget: Hashable, Sendable {
    /// An enabled button.
    case button(item: Int)
    /// A text field.
    case textField(item: Int)
    /// One field of a date picker.
    case dateField(item: Int, field: AlertDateField)

    /// The index of the item the target belongs to.
    public var item: Int {
        switch self {
        case .button(let item), .textField(let item), .dateField(let item, _): item
        }
    }
}
