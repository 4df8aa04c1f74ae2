import FoundationEssentials

/// What an alert resolved with: why it went away, and what the user entered.
///
/// Read what the user entered through the typed accessors ``text`` and ``date``; ``values``
/// is the raw map they read: the values of the alert's ``AlertValueItem``s, by their
/// ``AlertValueItem/resultKey``.
public struct AlertResult: Hashable, Sendable {
    /// Why the alert was dismissed.
    public var reason: AlertDismissReason
    /// Every value the alert collected, as text under its item's key: `"text"` for an input
    /// field and `"date"` (ISO 8601) for a date picker unless the item was given another
    /// key. Empty for alerts that collect nothing. Prefer ``text`` and ``date``.
    public var values: [String: String]
    /// For an alert resolved by ``AlertDismissReason/timeout``, the answer its program gives
    /// then (its options' `timeoutAnswer`); nil otherwise.
    package var timeoutAnswer: AlertTimeoutAnswer?

    /// Creates a result.
    package init(reason: AlertDismissReason, values: [String: String] = [:]) {
        self.reason = reason
        self.values = values
    }

    /// The key a text field's text is stored under unless it was given another.
    static let textKey = "text"
    /// The key a date picker's date is stored under unless it was given another.
    static let dateKey = "date"

    /// The text typed into the alert's text field, or nil when it has none. O(1).
    public var text: String? { values[Self.textKey] }

    /// The date chosen in the alert's date picker, to the second, or nil when it has none
    /// (or its value is not an ISO 8601 date and time). O(n) in the value's length.
    public var date: Date? {
        guard let value = values[Self.dateKey] else { return nil }
        return Self.parseDate(value)
    }

    /// Reads an ISO 8601 date and time with a `Z` or numeric offset (`+0900` or `+09:00`).
    static func parseDate(_ value: String) -> Date? {
        let offsetForms = [
            Date.ISO8601FormatStyle().year().month().day().time(includingFractionalSeconds: false)
                .timeZone(separator: .omitted),
            Date.ISO8601FormatStyle().year().month().day().time(includingFractionalSeconds: false)
                .timeZone(separator: .colon),
        ]
        for style in offsetForms {
            if let date = try? style.parse(value) { return date }
        }
        return nil
    }
}
