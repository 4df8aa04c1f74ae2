import AlertPresentation

/// Runs an alert's show and dismiss animations; inject one into `AlertView.animator`.
@MainActor
package protocol AlertAnimating: AnyObject {
    /// Animates the alert in and calls `completion` exactly once when done.
    func animateShow(
        _ view: AlertView, timing: AlertAnimationTiming,
        completion: @escaping @MainActor () -> Void)
    /// Animates the alert out and calls `completion` exactly once when done.
    func animateDismiss(
        _ view: AlertView, timing: AlertAnimationTiming,
        completion: @escaping @MainActor () -> Void)
}
