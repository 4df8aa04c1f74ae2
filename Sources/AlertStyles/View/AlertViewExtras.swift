import AlertPresentation
import AlertProtocol
import Foundation

/// What an ``AlertView`` needs only once presented, or rarely has set: kept out of the view
/// so that a queued alert is small. Made when first needed.
@MainActor
final class AlertViewExtras {
    /// The container a view has before any `adapt(to:)`: a 375×667 screen.
    static let defaultContainer = AlertContainer(size: CGSize(width: 375, height: 667))
    /// Grid columns by default.
    static let defaultGridColumns = 3

    var container = defaultContainer
    var gridColumns = defaultGridColumns
    var buttonArrangement = AlertButtonArrangement.automatic
    weak var eventHandler: (any AlertEventHandler)?
    var animator: any AlertAnimating = InstantAlertAnimator()
    var onLifecycle: (@MainActor (AlertView, AlertLifecyclePhase) -> Void)?
    var onNeedsDisplay: (@MainActor (AlertView) -> Void)?
    var interaction: AlertInteraction?
}
