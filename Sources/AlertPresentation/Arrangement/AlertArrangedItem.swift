/// How an `AlertArrangedItem` wants to sit among its neighbours.
package enum AlertItemArrangement: Hashable, Sendable {
    /// A bar: side by side with the bars next to it in a short row of an alert, else
    /// stacked (a button).
    case bar
    /// A tile of a grid, with the tiles next to it (a grid button, a spacer).
    case tile
}

/// An item the alert arranges together with its neighbours: bars into a row or a stack,
/// tiles into a grid. The alert sets ``placement`` before each layout, and the item's
/// `updateLayout(in:)` turns it into its metadata (`AlertButtonPlacement.layout(size:context:)`).
///
/// `ButtonItem` and `SpacerItem` conform; so may an action item of your own, which then
/// sits in a button row or a grid exactly as a `ButtonItem` does.
@MainActor
package protocol AlertArrangedItem: AlertSpacedItem {
    /// Bar or tile.
    var arrangement: AlertItemArrangement { get }
    /// Where the alert placed it.
    var placement: AlertButtonPlacement { get set }
}

/// A separator between items, small or big: in a sheet, the big one before the cancel
/// button starts the part that stays in view while the rest scrolls.
///
/// `SeparatorItem` conforms.
@MainActor
package protocol AlertSeparatingItem: AlertSpacedItem {
    /// Small or big.
    var kind: AlertSeparatorKind { get }
}
