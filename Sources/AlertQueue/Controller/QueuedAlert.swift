import AlertProtocol

/// One alert handed to a controller, from `show` until it resolves: its description and
/// where it is. Small on purpose: a queued alert holds the alert object, its completion and
/// its place (in 72 bytes), never anything rendered; options other than the defaults, the time left and a
/// pending dismissal sit in ``Extras``, made only for the alerts that have them.
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
    /// The alert, kept as a plain reference (half an existential's size).
    private let alertObject: AnyObject
    let completion: (@MainActor (AlertResult) -> Void)?
    private var extras: Extras?
    /// The key of ``handle``.
    private var handleKey = 0
    /// The lane of ``handle``, or -1 when it has none.
    private var handleLane: Int8 = -1
    /// Whether it waits in the express lane (interrupters and replacements of the visible).
    var isExpress = false
    /// Whether its completion has run (or is about to).
    var isResolved = false

    /// The alert.
    var alert: any AlertPresentable {
        // Set from an `any AlertPresentable` in `init`, so the cast always succeeds.
        alertObject as! any AlertPresentable
    }

    /// Its handle while it waits in the priority queue.
    var handle: AlertPriorityQueue<QueuedAlert>.Handle? {
        get {
            handleLane < 0 ? nil : .init(lane: Int(handleLane), key: handleKey)
        }
        set {
            handleLane = newValue.map { Int8($0.lane) } ?? -1
            handleKey = newValue?.key ?? 0
        }
    }

    /// The identity of the alert. O(1), no cast.
    var alertIdentity: ObjectIdentifier { ObjectIdentifier(alertObject) }

    init(
        ticket: AlertTicket, alert: any AlertPresentable, options: AlertOptions,
        completion: (@MainActor (AlertResult) -> Void)?
    ) {
        self.ticket = ticket
        self.alertObject = alert
        self.completion = completion
        if !Self.isDefault(options) { extras = Extras(options: options) }
    }

    /// Whether `options` are `AlertOptions()`: nothing to keep.
    private static func isDefault(_ options: AlertOptions) -> Bool {
        options.id == nil && options.priority == .normal && options.duration == nil
            && options.duplicatePolicy == .ignore && !options.interruptsCurrent
            && !options.hasOwner
    }

    private var madeExtras: Extras {
        if let extras { return extras }
        let made = Extras(options: Self.defaultOptions)
        extras = made
        return made
    }

    /// How it is queued and shown.
    var options: AlertOptions { extras?.options ?? Self.defaultOptions }

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

    var priority: AlertPriority { options.priority }

    /// Whether it waits in the express lane or the priority queue.
    var isQueued: Bool { handle != nil || isExpress }
}
