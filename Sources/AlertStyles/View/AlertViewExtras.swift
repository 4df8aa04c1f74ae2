import AlertPresentation
import AlertProtocol
import FoundationEssentials

/// What an ``AlertView`` needs only once presented, or rarely has set: kept out of the view
/// so that a queued alert is small. Made when first needed.
@MainActor
final class AlertViewExtras {
    weak var eventHandler: (any AlertEventHandler)?
    var animator: any AlertAnimating = InstantAlertAnimator()
    /// Everybody's listeners of the alert's life, the library's own among them.
    let lifecycleListeners = AlertListeners<AlertLifecyclePhase>()
    /// The tokens of the library's own listeners, which live as long as the view.
    var libraryListening: [AlertListenerToken] = []
    var onNeedsDisplay: (@MainActor (AlertView) -> Void)?
    var interaction: AlertInteraction?
    /// The listener that passes the interaction's redraw requests to `onNeedsDisplay`.
    var displayListening: AlertListenerToken?
}
