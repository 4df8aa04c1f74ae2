/// What a controller does when an alert is shown with the id of one already queued or
/// visible.
public enum DuplicatePolicy: Sendable, Hashable {
    /// Keep the existing one; the newcomer resolves ``AlertDismissReason/dropped`` at once.
    case ignore
    /// The newcomer takes the existing one's place; the old one resolves
    /// ``AlertDismissReason/replaced``. A visible one is dismissed and the newcomer is shown
    /// next, before anything else that waits.
    case replace
    /// Queue the newcomer anyway, as if it had no id.
    case enqueue
}
