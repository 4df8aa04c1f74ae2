import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a pointer does in a text item (``AlertTextPointingItem``) beside a plain click
/// (``AlertInteraction/click(itemAt:at:size:)``): a double click and a drag.
extension AlertInteraction {
    /// A double click at `point` inside item `index` (relative to its frame of `size`): a
    /// text item is focused and the word there selected. Returns whether it was a text
    /// item.
    @discardableResult
    package func doubleClick(itemAt index: Int, at point: CGPoint, size: CGSize) -> Bool {
        guard let pointing = pointingItem(at: index) else { return false }
        if pointing.selectWord(at: point, size: size, context: drawContext(forItemAt: index)) {
            setNeedsDisplay()
        }
        return true
    }

    /// A drag inside item `index` from `start` to `point` (relative to its frame of `size`):
    /// a text item is focused and the text between the two selected. The drag's first
    /// move sets the selection's anchor where it began; the next ones (`continuing`) move
    /// its other end only, so the anchor stays on its character while the text scrolls.
    /// Returns whether it was a text item.
    @discardableResult
    package func drag(
        itemAt index: Int, from start: CGPoint, to point: CGPoint, size: CGSize,
        continuing: Bool = false
    ) -> Bool {
        guard let pointing = pointingItem(at: index) else { return false }
        let context = drawContext(forItemAt: index)
        var changed = false
        if !continuing {
            changed = pointing.placeCaret(at: start, size: size, context: context, extending: false)
        }
        changed =
            pointing.placeCaret(at: point, size: size, context: context, extending: true)
            || changed
        if changed { setNeedsDisplay() }
        return true
    }

    /// Item `index` when it is a text item the pointer edits, focused (the focus moves to
    /// it when it was elsewhere).
    private func pointingItem(at index: Int) -> (any AlertTextPointingItem)? {
        let items = items
        guard items.indices.contains(index),
            let pointing = items[index] as? any AlertTextPointingItem
        else { return nil }
        if focusedTarget?.item != index { focusItem(at: index) }
        return pointing
    }
}
