import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// What an item needs to draw itself.
public struct AlertDrawContext: Sendable {
    /// The theme in use.
    public var theme: AlertTheme
    /// The presenter's measurer.
    public var measurer: any AlertTextMeasuring
    /// Whether the item (or one of its focus stops) holds the keyboard focus.
    public var isFocused: Bool
    /// Which of the item's focus stops holds the focus, or nil when the item has none.
    public var focusedStop: Int?
    /// The letter that presses the item with Alt (its mnemonic, see
    /// `AlertInteraction.mnemonic(ofItemAt:)`), for an action to draw underlined in its
    /// title; nil when it has none.
    public var mnemonic: Character?
    /// The part of the item that can show, in its own coordinates (0, 0 at the frame's
    /// top-left corner), when a scrolled alert shows only part of it; nil: all of it. An
    /// item of many rows draws only the rows it meets, so a frame costs what shows, not
    /// the whole list.
    package var visibleRect: CGRect?

    /// Creates a draw context.
    package init(
        theme: AlertTheme, measurer: any AlertTextMeasuring, isFocused: Bool = false,
        focusedStop: Int? = nil
    ) {
        self.theme = theme
        self.measurer = measurer
        self.isFocused = isFocused
        self.focusedStop = focusedStop ?? (isFocused ? 0 : nil)
    }
}
