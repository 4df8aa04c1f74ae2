/// How an alert arranges consecutive bar buttons.
package enum AlertButtonArrangement: Hashable, Sendable {
    /// Alerts put one or two buttons side by side and stack three or more; sheets stack.
    case automatic
    /// Every run of consecutive buttons shares one row (alert style; sheets still stack).
    case horizontal
    /// Every button has its own full-width row.
    case vertical
}
