import AlertPresentation

/// The default animator: completes at once, so tests and headless use stay synchronous.
@MainActor
package final class InstantAlertAnimator: AlertAnimating {
    /// How many show animations ran.
    package private(set) var showCount = 0
    /// How many dismiss animations ran.
    package private(set) var dismissCount = 0

    /// Creates an instant animator.
    package init() {}

    /// Calls `completion` at once.
    package func animateShow(
        _ view: AlertView, timing: AlertAnimationTiming,
        completion: @escaping @MainActor () -> Void
    ) {
        showCount += 1
        completion()
    }

    /// Calls `completion` at once.
    package func animateDismiss(
        _ view: AlertView, timing: AlertAnimationTiming,
        completion: @escaping @MainActor () -> Void
    ) {
        dismissCount += 1
        completion()
    }
}
