import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// An item that can take the keyboard focus: buttons, text fields, date pickers, and your own
/// controls.
///
/// The alert's focus ring lists every stop of every focusable item in item order; Tab and
/// Shift-Tab walk it. A presenter shows the focus through ``AlertDrawContext/isFocused`` and
/// ``AlertDrawContext/focusedStop``.
@MainActor
public protocol AlertFocusableItem: AlertItem {
    /// How many focus stops the item has right now: 0 when it cannot take the focus (a
    /// disabled button), 1 for most controls, one per field for a date picker.
    var focusStops: Int { get }
    /// Whether the item takes the focus when the alert appears, ahead of the default button
    /// (text fields and date pickers do).
    var takesInitialFocus: Bool { get }
}

extension AlertFocusableItem {
    /// One stop.
    public var focusStops: Int { 1 }
    /// Buttons and other controls wait for Tab.
    public var takesInitialFocus: Bool { false }
}

/// A many-stop item that says more about its stops (the library's checklists, filters and
/// date pickers): where the focus enters it, which stop has it, and where each stop is.
/// Other focusable items enter at stop 0 and scroll into view whole.
@MainActor
package protocol AlertStopFocusingItem: AlertFocusableItem {
    /// The stop focused when the focus enters the item from elsewhere (a click, or the
    /// initial focus).
    var preferredFocusStop: Int { get }
    /// Tells the item which of its stops has the focus (nil: none).
    func focusDidChange(to stop: Int?)
    /// Where stop `stop` is inside the item's frame of `size`, for a presenter that scrolls
    /// the focus into view in a tall alert; nil: the whole item.
    func focusFrame(forStop stop: Int, in size: CGSize) -> CGRect?
    /// The stops the item shows now, when it scrolls its own (a list that shows some of
    /// its rows); nil: every one shows. A presenter that makes something per stop (an
    /// accessible stand-in) makes it for these and their neighbours only. O(1).
    var shownStops: Range<Int>? { get }
}

extension AlertStopFocusingItem {
    /// The first stop.
    package var preferredFocusStop: Int { 0 }
    /// Does nothing.
    package func focusDidChange(to stop: Int?) {}
    /// The whole item.
    package func focusFrame(forStop stop: Int, in size: CGSize) -> CGRect? { nil }
    /// Every stop shows.
    package var shownStops: Range<Int>? { nil }
}

extension AlertFocusableItem {
    /// The stop the focus enters the item at: the item's preferred stop when it says one
    /// (`AlertStopFocusingItem`), else the first.
    var entryFocusStop: Int { (self as? any AlertStopFocusingItem)?.preferredFocusStop ?? 0 }
}
