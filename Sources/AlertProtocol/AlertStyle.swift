/// How an alert is placed on screen.
public enum AlertStyle: Hashable, Sendable {
    /// Centred in the safe area above the keyboard.
    case alert
    /// Anchored to the bottom of the safe area, as wide as the screen allows.
    case actionSheet
}
