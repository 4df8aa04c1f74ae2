/// What an item needs to draw itself.
public struct AlertDrawContext: Sendable {
    /// The theme in use.
    public var theme: AlertTheme
    /// The presenter's measurer.
    public var measurer: any AlertTextMeasuring
    /// Whether the item (or one of its fields) holds the keyboard focus.
    public var isFocused: Bool

    /// Creates a draw context.
    public init(theme: AlertTheme, measurer: any AlertTextMeasuring, isFocused: Bool = false) {
        self.theme = theme
        self.measurer = measurer
        self.isFocused = isFocused
    }
}
