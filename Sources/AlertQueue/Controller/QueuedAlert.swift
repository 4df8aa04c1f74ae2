import AlertProtocol

/// One alert handed to a controller, from `show` until it resolves: its description and
/// where it is. Options other than the defaults, the time left and a pending dismissal sit
/// in ``Extras``, made only for the alerts that have them.
@MainActor
final class QueuedAlert {
    /// What few alerts have: options other than the defaults, a duration, a dismissal
    /// waiting for its turn.
    final class Extras {
        var options: AlertOptions
        var remaining: Duration?
        var pendingReason: AlertDismissReason?

        init(options: AlertOptions) {
            self.options = options
            remaining = options.duration
        }
    }

    /// The options every alert shown with `AlertOptions()` shares.
    private static let defaultOptions = AlertOptions()

    let ticket: AlertTicket
    /// The alert, as the existential the controller calls on every step (no cast).
    let alert: any AlertPresentable
    let completion: (@MainActor (AlertResult) -> Void)?
    private var extras: Extras?

    /// Its handle while it waits in the priority queue.
    var handle: AlertPriorityQueue<QueuedAlert>.Handle?

    /// Whether it waits in the express lane (interrupters and replacements of the visible).
    var isExpress = false

    /// Whether its completion has run (or is about to).
    var isResolved = false

    /// The identity of the alert. O(1).
    var alertIdentity: ObjectIdentifier { ObjectIdentifier(alert) }

    init(
        ticket: AlertTicket, alert: any AlertPresentable, options: AlertOptions,
        completion: (@MainActor (AlertResult) -> Void)?
    ) {
        self.ticket = ticket
        self.alert = alert
        self.completion = completion
        if !Self.isDefault(options) { extras = Extras(options: options) }
    }

    /// Whether `options` are `AlertOptions()`: nothing to keep.
    private static func isDefault(_ options: AlertOptions) -> Bool {
        options.id == nil && options.priority == .normal && options.duration == nil
            && options.duplicatePolicy == .ignore && !options.interruptsCurrent
            && !options.hasOwner && options.timeoutAnswer == nil
    }

    private var madeExtras: Extras {
        if let extras { return extras }
        let made = Extras(options: Self.defaultOptions)
        extras = made
        return made
    }

    /// Time left before it times out (nil: no duration). Paused while it is off screen.
    var remaining: Duration? {
        get { extras?.remaining }
        set {
            guard newValue != nil || extras != nil else { return }
            madeExtras.remaining = newValue
        }
    }

    /// A dismissal asked for while it could not leave at once (appearing or suspending).
    var pendingReason: AlertDismissReason? {
        get { extras?.pendingReason }
        set {
            guard newValue != nil || extras != nil else { return }
            madeExtras.pendingReason = newValue
        }
    }

    // The options read on every alert's way, straight from `extras` (no copy of the
    // options and their weak owner).

    /// The queue lane.
    var priority: AlertPriority { extras?.options.priority ?? .normal }

    /// The id for duplicate checks, if any.
    var id: String? { extras?.options.id }

    /// Whether it suspends the visible alert instead of waiting its turn.
    var interruptsCurrent: Bool { extras?.options.interruptsCurrent ?? false }

    /// What its program answers when its duration runs out, if anything.
    var timeoutAnswer: AlertTimeoutAnswer? { extras?.options.timeoutAnswer }

    /// Whether it had an owner that has since been released.
    var isOwnerReleased: Bool { extras?.options.isOwnerReleased ?? false }

    /// Whether it waits in the express lane or the priority queue.
    var isQueued: Bool { handle != nil || isExpress }
}
