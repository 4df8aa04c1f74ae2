/// Optional callbacks an alert receives around its appearance and disappearance.
///
/// Order: `alertWillPresent` → show animation → `alertDidPresent`; later
/// `alertWillDismiss` → dismiss animation → `alertDidDismiss` → the completion handler. An
/// alert interrupted by another gets `alertWillSuspend` before it leaves the screen, and
/// `alertWillPresent` → `alertDidPresent` again when it comes back.
@MainActor
package protocol AlertLifecycle: AlertPresentable {
    /// Called just before the show animation starts.
    func alertWillPresent()
    /// Called when the show animation has finished.
    func alertDidPresent()
    /// Called just before an interrupting alert takes the screen; the alert will come back
    /// (or be dismissed) later. Pause anything that counts its time on screen.
    func alertWillSuspend()
    /// Called just before the dismiss animation starts.
    func alertWillDismiss(reason: AlertDismissReason)
    /// Called when the dismiss animation has finished and the alert is off screen.
    func alertDidDismiss(reason: AlertDismissReason)
}

extension AlertLifecycle {
    /// Does nothing by default.
    package func alertWillPresent() {}
    /// Does nothing by default.
    package func alertDidPresent() {}
    /// Does nothing by default.
    package func alertWillSuspend() {}
    /// Does nothing by default.
    package func alertWillDismiss(reason: AlertDismissReason) {}
    /// Does nothing by default.
    package func alertDidDismiss(reason: AlertDismissReason) {}
}
