import AlertPresentation
import AlertProtocol
import Foundation

/// What an ``AlertView`` needs only once presented, or rarely has set: kept out of the view
/// so that a queued alert is small. Made when first needed.
@MainActor
final class AlertViewExtras {
    weak var eventHandler: (any AlertEventHandler)?
    var animator: any AlertAnimating = InstantAlertAnimator()
    var onLifecycle: (@MainActor (AlertView, AlertLifecyclePhase) -> Void)?
    /// The library's own listeners (a status alert's countdown), heard before
    /// ``onLifecycle``, which stays the user's.
    var libraryLifecycleListeners: [@MainActor (AlertView, AlertLifecyclePhase) -> Void] = []
    var onNeedsDisplay: (@MainActor (AlertView) -> Void)?
    var interaction: AlertInteraction?
    /// The listener that passes the interaction's redraw requests to `onNeedsDisplay`.
    var displayListening: AlertListenerToken?
}
