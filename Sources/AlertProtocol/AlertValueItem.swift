/// An item that collects a value for the alert's result (a text field, a date picker, a
/// control of your own).
///
/// The controller puts the values of an alert's value items into ``AlertResult/values``
/// when the alert resolves (`itemValues`), whatever class the alert is.
@MainActor
public protocol AlertValueItem: AlertItem {
    /// The key the value is stored under in ``AlertResult/values``.
    var resultKey: String { get }
    /// The value collected, or nil for none.
    var resultValue: String? { get }
    /// The value as a person reads it where an answered alert leaves a record (an inline
    /// summary line, a transcript): a date as the picker shows it, a secret as a mask that
    /// does not even tell its length. Nil leaves the value out. Defaults to ``resultValue``.
    var displayValue: String? { get }
    /// Called by the controller once the alert's values have gone into its result, before
    /// anybody hears of the result (not for an alert that gave no value at all): an item
    /// holding a secret lets go of it (a secure text field empties itself), so the alert
    /// keeps no copy. Does nothing by default.
    func valueWasDelivered()
}

extension AlertValueItem {
    /// The collected value as it is: ``resultValue``.
    public var displayValue: String? { resultValue }
    /// Keeps the value.
    public func valueWasDelivered() {}
}

extension AlertPresentable {
    /// The values of every ``AlertValueItem`` among the items, by result key (a later item
    /// wins a key two share). O(n).
    package var itemValues: [String: String] {
        var values: [String: String] = [:]
        for case let item as any AlertValueItem in items {
            if let value = item.resultValue { values[item.resultKey] = value }
        }
        return values
    }
}
