import AlertProtocol

/// How a controller should queue and show one alert: its id, priority, duration, duplicate
/// policy, whether it interrupts the visible alert, and the object that owns it.
///
/// A value type you can keep and reuse. The owner is held weakly: a queued alert whose owner
/// has been released is never shown and resolves ``AlertDismissReason/ownerReleased``.
public struct AlertOptions {
    /// Identifies alerts for ``DuplicatePolicy`` and ``AlertController/dismiss(id:)``.
    public var id: String?
    /// The queue lane; higher priorities are shown first.
    public var priority: AlertPriority
    /// How long the alert stays once it has appeared, or nil to stay until dismissed. The
    /// time counts from the end of the show animation and pauses while the alert is
    /// interrupted. A negative duration counts as zero.
    public var duration: Duration? {
        didSet { duration = duration.map { max($0, .zero) } }
    }
    /// What happens when an alert with the same id is already queued or visible.
    package var duplicatePolicy: DuplicatePolicy
    /// Whether this alert suspends the visible one instead of waiting its turn. It is shown
    /// next, ahead of everything queued; the suspended alert returns afterwards.
    package var interruptsCurrent: Bool
    /// What the program answers when the duration runs out, for the result of a time-out
    /// to carry to the window (nil: the time-out is no answer).
    package var timeoutAnswer: AlertTimeoutAnswer?
    /// Whether an owner was given (so a nil ``owner`` means it was released).
    package private(set) var hasOwner: Bool
    private weak var weakOwner: AnyObject?

    /// Creates options; every argument has a default.
    public init(
        id: String? = nil, priority: AlertPriority = .normal, duration: Duration? = nil,
        duplicatePolicy: DuplicatePolicy = .ignore, interruptsCurrent: Bool = false,
        owner: AnyObject? = nil
    ) {
        self.id = id
        self.priority = priority
        self.duration = duration.map { max($0, .zero) }
        self.duplicatePolicy = duplicatePolicy
        self.interruptsCurrent = interruptsCurrent
        self.hasOwner = owner != nil
        self.weakOwner = owner
    }

    /// The object whose lifetime bounds the alert, held weakly. Setting nil removes the
    /// owner (the alert is then never released by it).
    package var owner: AnyObject? {
        get { weakOwner }
        set {
            weakOwner = newValue
            hasOwner = newValue != nil
        }
    }

    /// Whether an owner was given and has since been released. O(1).
    package var isOwnerReleased: Bool { hasOwner && weakOwner == nil }
}
