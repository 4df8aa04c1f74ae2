import AlertProtocol

/// An item that collects a value for the alert's result (a text field, a date picker).
@MainActor
public protocol AlertValueItem: AlertItem {
    /// The key the value is stored under in ``AlertResult/values``.
    var resultKey: String { get }
    /// The value collected, or nil for none.
    var resultValue: String? { get }
}
