/// A step of an alert's life on screen, as `AlertLifecycle` reports it, in one value: for
/// code that wants the whole lifecycle through one callback.
public enum AlertLifecyclePhase: Hashable, Sendable {
    /// `AlertLifecycle.alertWillPresent()`.
    case willPresent
    /// `AlertLifecycle.alertDidPresent()`.
    case didPresent
    /// `AlertLifecycle.alertWillSuspend()`.
    case willSuspend
    /// `AlertLifecycle.alertWillDismiss(reason:)`.
    case willDismiss(AlertDismissReason)
    /// `AlertLifecycle.alertDidDismiss(reason:)`.
    case didDismiss(AlertDismissReason)
}
