/// Something that happened to a presented alert, reported to its controller.
public enum AlertEvent: Hashable, Sendable {
    /// A button with this action index was activated; the alert dismisses with
    /// ``AlertDismissReason/action(index:)``.
    case action(index: Int)
    /// The user tapped outside the alert; it dismisses only when the alert allows it.
    case backgroundTap
    /// The alert asks to be dismissed for this reason (for example a presenter's Esc on an
    /// alert that has no cancel button but allows background taps).
    case dismiss(AlertDismissReason)
    /// The window's space changed (a resize or the keyboard); the visible alert is laid
    /// out again in place, by the window, in the window's own container: a window updates
    /// its container before it sends this (the value carried is the new container, for
    /// observers; the layout does not read it).
    case containerChanged(AlertContainer)
    /// The alert's content changed size (a message shown under a field, say); it is laid
    /// out again in place, in the window's space.
    case contentChanged
}

/// Receives ``AlertEvent``s from alerts and windows. Controllers conform to it.
@MainActor
public protocol AlertEventHandler: AnyObject {
    /// Handles an event. `alert` is the alert it concerns, or nil for "the visible one".
    func handle(_ event: AlertEvent, from alert: (any AlertPresentable)?)
}
