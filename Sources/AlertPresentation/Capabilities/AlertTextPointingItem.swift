import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// A text item the pointer edits as a desktop entry: a click puts the caret at the
/// character clicked, a double click selects the word there, a drag selects from where it
/// began to where the pointer is. Points are relative to the item's frame of `size`, drawn
/// with `context` (the text's position depends on how it is drawn: its padding, how far it
/// is scrolled).
@MainActor
package protocol AlertTextPointingItem: AlertFocusableItem {
    /// Puts the caret before the character nearest `point`, ending any selection; with
    /// `extending`, moves only the caret, the selection running from where it was (its
    /// anchor, or the caret) to there. Returns whether anything changed.
    func placeCaret(
        at point: CGPoint, size: CGSize, context: AlertDrawContext, extending: Bool
    ) -> Bool

    /// Selects the word at `point` (a secret text is one word). Returns whether anything
    /// changed.
    func selectWord(at point: CGPoint, size: CGSize, context: AlertDrawContext) -> Bool
}
