import AlertLayout
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// An item that can show less of itself when its alert is taller than the room: a message
/// cut to fewer lines (the last one ending in "…") or hidden, a list showing fewer rows at
/// once (it scrolls itself). The interaction asks these items for the height the alert is
/// over, so that an alert with a control (a list, a field, a progress bar) keeps its title
/// and that control in sight rather than scrolling them away; an alert of text alone
/// scrolls as ever. It asks in two rounds, each lowest ``yieldOrder`` first: first for
/// ``lightYield`` (a message keeps a line, a list three rows), then for the rest of
/// ``mostYield``.
@MainActor
package protocol AlertYieldingItem: AlertStyledItem {
    /// Which gives up height first in a round: lower first (a message 0, a list 1).
    var yieldOrder: Int { get }
    /// The height it can give up and still say what it is for: a message's lines but its
    /// first, a list's rows but three.
    var lightYield: CGFloat { get }
    /// The most height it can give up: all of a message (it is then hidden, its spacing
    /// too), a list's rows but one.
    var mostYield: CGFloat { get }
    /// The height it gives up at its next layout, rounded up to whole lines and at most
    /// ``mostYield``; 0 shows it whole. Both yields are of the item laid out whole.
    var yieldedHeight: CGFloat { get set }
}
