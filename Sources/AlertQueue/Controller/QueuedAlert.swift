import AlertProtocol

/// One alert handed to a controller, from `show` until it resolves: its description and
/// where it is. Small on purpose: a queued alert holds the alert object, its options and its
/// completion, never anything rendered.
@MainActor
final class QueuedAlert {
    let ticket: AlertTicket
    let alert: any AlertPresentable
    let options: AlertOptions
    let completion: (@MainActor (AlertResult) -> Void)?
    /// Time left before it times out (nil: no duration). Paused while it is off screen.
    var remaining: Duration?
    /// Its handle while it waits in the priority queue.
    var handle: AlertPriorityQueue<QueuedAlert>.Handle?
    /// Whether it waits in the express lane (interrupters and replacements of the visible).
    var isExpress = false
    /// A dismissal asked for while it could not leave at once (appearing or suspending).
    var pendingReason: AlertDismissReason?
    /// Whether its completion has run (or is about to).
    var isResolved = false

    init(
        ticket: AlertTicket, alert: any AlertPresentable, options: AlertOptions,
        completion: (@MainActor (AlertResult) -> Void)?
    ) {
        self.ticket = ticket
        self.alert = alert
        self.options = options
        self.completion = completion
        self.remaining = options.duration
    }

    var priority: AlertPriority { options.priority }

    /// Whether it waits in the express lane or the priority queue.
    var isQueued: Bool { handle != nil || isExpress }
}
