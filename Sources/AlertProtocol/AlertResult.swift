/// What an alert resolved with: why it went away, and what the user entered.
public struct AlertResult: Hashable, Sendable {
    /// Why the alert was dismissed.
    public var reason: AlertDismissReason
    /// Values the alert collected, such as `"text"` for an input alert or `"date"` for a
    /// date picker. Empty for alerts that collect nothing.
    public var values: [String: String]

    /// Creates a result.
    public init(reason: AlertDismissReason, values: [String: String] = [:]) {
        self.reason = reason
        self.values = values
    }
}
