/// How an alert is placed on screen.
public enum AlertStyle: Hashable, Sendable {
    /// Centred in the safe area above the keyboard.
    case alert
    /// Anchored to the bottom of the safe area, as wide as the screen allows.
    case actionSheet

    /// Whether an alert of this style dismisses on a background tap when the alert does not
    /// say otherwise: sheets do, alerts do not. The one place this rule is written;
    /// `AlertInteractive.dismissesOnBackgroundTap` defaults to it.
    package var dismissesOnBackgroundTap: Bool { self == .actionSheet }
}
