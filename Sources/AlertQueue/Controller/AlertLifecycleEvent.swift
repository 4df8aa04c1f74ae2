import AlertProtocol

/// A step in an alert's life, reported to the listeners of ``AlertController/addLifecycleListener(_:)``.
///
/// For one alert the order is: `willPresent` → `didPresent` → (`willSuspend` →
/// `didSuspend` → `willPresent` → `didPresent`)* → `willDismiss` → `didDismiss` →
/// `resolved`. An alert dismissed while it is being interrupted reports `willSuspend` →
/// `didSuspend` → `willDismiss` → `didDismiss` → `resolved` (its one exit animation runs
/// between `willSuspend` and `didSuspend`). An alert that never reaches the screen
/// (dropped, replaced or dismissed while queued, owner released, failed layout) reports
/// only `resolved`.
public enum AlertLifecycleEvent: Hashable, Sendable {
    /// The alert is attached and its show animation is about to start.
    case willPresent(AlertTicket)
    /// The show animation has finished; the alert's duration starts now.
    case didPresent(AlertTicket)
    /// The dismiss animation is about to start.
    case willDismiss(AlertTicket, reason: AlertDismissReason)
    /// The dismiss animation has finished and the alert is detached.
    case didDismiss(AlertTicket, reason: AlertDismissReason)
    /// The alert is being interrupted: its dismiss animation is about to start, and it will
    /// go back to the front of the queue.
    case willSuspend(AlertTicket)
    /// The interrupted alert is off screen and queued again (or, if it was dismissed
    /// meanwhile, about to report `willDismiss` and `didDismiss` and resolve).
    case didSuspend(AlertTicket)
    /// The alert's completion is about to run with this result (exactly once per ticket).
    case resolved(AlertTicket, AlertResult)

    /// The ticket of the alert the event concerns.
    public var ticket: AlertTicket {
        switch self {
        case .willPresent(let ticket), .didPresent(let ticket), .willSuspend(let ticket),
            .didSuspend(let ticket):
            return ticket
        case .willDismiss(let ticket, _), .didDismiss(let ticket, _), .resolved(let ticket, _):
            return ticket
        }
    }
}
