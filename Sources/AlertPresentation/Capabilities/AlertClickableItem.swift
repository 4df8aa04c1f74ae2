import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// An item that handles a click (or tap) at a point inside it, such as a date picker's −
/// and + controls or a slider of your own. Points are in the presenter's units, relative to
/// the item's frame origin.
///
/// An item that does not adopt it is focused by a click when it is focusable, and activated
/// when it is an ``AlertActionItem``.
@MainActor
public protocol AlertClickableItem: AlertFocusableItem {
    /// Handles a click at `point` (relative to the item's frame of `size`), drawn with
    /// `context`.
    func handleClick(at point: CGPoint, size: CGSize, context: AlertDrawContext)
        -> AlertItemResponse
}
