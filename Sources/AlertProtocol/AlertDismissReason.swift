/// Why an alert left the screen (or never reached it).
public enum AlertDismissReason: Hashable, Sendable {
    /// A button was activated; `index` is the button's action index.
    case action(index: Int)
    /// The user tapped (or clicked) outside an alert that allows it.
    case backgroundTap
    /// The alert's duration ran out.
    case timeout
    /// Code dismissed it: `dismiss()`, `dismiss(id:)` or `dismissAll()`.
    case programmatic
    /// A newer alert with the same id replaced it.
    case replaced
    /// It was never shown: a duplicate that was ignored, or the queue was full.
    case dropped
    /// It was never shown because the object that owned it was released.
    case ownerReleased
    /// It could not be shown or stay on screen (its layout failed, or the controller has no
    /// presenter); the message says why.
    case failed(String)
    /// The task awaiting it was cancelled: a queued alert left the queue, a visible one was
    /// dismissed, or, if the task was already cancelled, it was never shown.
    case cancelled
    /// The work the alert showed is done: a progress alert whose task returned or threw.
    case completed
}
