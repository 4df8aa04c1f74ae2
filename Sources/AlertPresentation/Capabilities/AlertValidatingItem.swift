import AlertProtocol

/// An item whose value must fit a rule before the alert may be answered (a text field with
/// a validation).
///
/// Before an alert of items leaves with an action other than a cancel one, it asks each of
/// these items to ``validate()``; when one refuses, the alert stays up, laid out again with
/// the item's message shown, and takes no answer until the values fit.
@MainActor
package protocol AlertValidatingItem: AlertItem {
    /// Checks the current value: true when it fits (any message shown goes away), false when
    /// it does not (the item then shows why, until the next check).
    func validate() -> Bool
}
