import AlertPresentation
import AlertProtocol
import Dispatch
import FoundationEssentials

/// Queues alerts and shows them one at a time in an alert-level window.
///
/// Higher priorities are shown first and equal priorities in order (FIFO). Every alert
/// handed to ``show(_:options:completion:)`` resolves exactly once with an ``AlertResult``,
/// whatever happens to it. The controller acts synchronously on the main actor or through
/// its ``clock``, never through a hidden hop: with animations that complete at once, `show`
/// makes the alert visible before it returns, and with a ``ManualAlertClock`` time passes
/// only when a test advances it.
///
/// Order of callbacks for one alert: willPresent → show animation → didPresent; later
/// willDismiss(reason) → dismiss animation → didDismiss(reason) → completion → the next
/// alert (after `interAlertDelay`). Completions run after the alert is gone, so they may
/// show or dismiss alerts.
@MainActor
public final class AlertController: AlertEventHandler, AlertWindowHost {
    /// What the controller is doing.
    enum Phase {
        /// Nothing on screen and nothing waiting.
        case idle
        /// Choosing the next alert (or running the last one's completion).
        case advancing
        /// Keeping `interAlertDelay` between two alerts.
        case waiting(AlertClockToken)
        /// Laying the alert out (not attached to the window yet). `suspendRequested`: an
        /// interrupting alert arrived meanwhile, so it goes back to the queue instead.
        case layingOut(QueuedAlert, suspendRequested: Bool)
        /// Attached and running its show animation. `suspendRequested`: an interrupting
        /// alert arrived meanwhile, so it is suspended as soon as it has appeared.
        case appearing(QueuedAlert, suspendRequested: Bool)
        /// On screen, settled.
        case visible(QueuedAlert)
        /// Running its dismiss animation; it resolves with this reason.
        case leaving(QueuedAlert, AlertDismissReason)
        /// Running its dismiss animation before going back to the queue.
        case suspending(QueuedAlert)
    }

    /// The controller used by default, timed by a ``DispatchAlertClock``.
    ///
    /// It has no screen until a presenter is installed: start the terminal presenter
    /// (`TerminalAlerts.run` from AlertTerminal) or call ``install(window:clock:)`` with your own
    /// ``AlertWindow`` before showing alerts. Until then no alert is swallowed in silence:
    /// each one resolves at once with ``AlertDismissReason/failed(_:)`` (whose message names
    /// those calls), and the first one also writes that advice to standard error, once per
    /// process. After an install, alerts queue and appear as usual.
    public static let shared = AlertController(
        window: UninstalledAlertWindow(), clock: DispatchAlertClock())

    /// The last ticket handed out (tickets are unique per controller).
    private var lastTicket: UInt64 = 0
    /// The listeners added by ``addLifecycleListener(_:)``, in order.
    let lifecycleListeners = AlertListeners<AlertLifecycleEvent>()
    /// The last observation handed out.
    var lastObservation: UInt64 = 0

    /// The window alerts are shown in. Replace it with ``install(window:clock:)``.
    public private(set) var window: any AlertWindow
    /// The clock that times durations and the delay between alerts.
    /// Convenience constructors may schedule work (such as countdown ticks) on it.
    public private(set) var clock: any AlertClock
    /// The most alerts that may wait (nil: unbounded). When the queue is full, a newcomer
    /// that cannot be shown at once resolves ``AlertDismissReason/dropped``; alerts already
    /// accepted (an interrupted one going back, an interrupter, a replacement) are never
    /// dropped, nor is one that appears next because nothing is on screen or queued (for
    /// example one shown from a completion): a capacity of zero still shows alerts one at a
    /// time, dropping those that would have to wait. A negative value counts as zero.
    package var queueCapacity: Int? {
        didSet { queueCapacity = queueCapacity.map { max($0, 0) } }
    }
    /// A pause between one alert leaving and the next appearing (default zero: none). A
    /// negative value counts as zero.
    package var interAlertDelay: Duration = .zero {
        didSet { interAlertDelay = max(interAlertDelay, .zero) }
    }

    var phase: Phase = .idle
    var queue = AlertPriorityQueue<QueuedAlert>()
    var express = AlertDeque<QueuedAlert>()
    var byObject: [ObjectIdentifier: QueuedAlert] = [:]
    var byID: [String: [QueuedAlert]] = [:]
    var isDimmed = false
    var screenGeneration: UInt64 = 0
    var timerToken: AlertClockToken?
    var timerStart: Duration = .zero
    /// The re-entrancy guard of ``advance()``: whether it runs, and whether a nested call
    /// asked for another pass.
    var advanceLoop = (isRunning: false, needsAnotherPass: false)
    /// The tasks in `waitUntilIdle()`, resumed when the controller becomes idle.
    var idleWaiters: [CheckedContinuation<Void, Never>] = []

    /// Creates a controller showing alerts in `window`, timed by `clock`. It becomes the
    /// window's event handler.
    public init(window: any AlertWindow, clock: any AlertClock) {
        self.window = window
        self.clock = clock
        window.eventHandler = self
    }

    /// Replaces the window (and, if given, the clock). Allowed only when the controller is
    /// idle: nothing on screen, leaving, or queued. Throws ``AlertControllerError/busy``
    /// otherwise.
    public func install(window newWindow: any AlertWindow, clock newClock: (any AlertClock)? = nil)
        throws(AlertControllerError)
    {
        guard case .idle = phase else { throw .busy }
        if window.eventHandler === self { window.eventHandler = nil }
        window = newWindow
        newWindow.eventHandler = self
        if let newClock { clock = newClock }
    }

    /// Whether an alert is on screen (appearing, shown, or leaving). O(1).
    public var isVisible: Bool { screenEntry != nil }

    /// The alert on screen (appearing, shown, or leaving), if any. O(1).
    public var currentAlert: (any AlertPresentable)? { screenEntry?.alert }

    /// The ticket of the alert on screen, if any. O(1).
    package var currentTicket: AlertTicket? { screenEntry?.ticket }
    /// Whether the alert with `ticket` is on screen and on its way out: leaving, or asked to
    /// leave once it has appeared. O(1).
    package func isLeaving(_ ticket: AlertTicket) -> Bool {
        switch phase {
        case .leaving(let entry, _): entry.ticket == ticket
        case .layingOut(let entry, _), .appearing(let entry, _), .visible(let entry):
            entry.ticket == ticket && entry.pendingReason != nil
        default: false
        }
    }

    /// The id (``AlertOptions/id``) of the alert on screen, nil when it has none or no
    /// alert is on screen. O(1).
    package var currentID: String? { screenEntry?.id }

    /// How many alerts wait to be shown (interrupted ones included). O(1).
    public var queuedCount: Int { queue.count + express.count }

    /// Whether nothing is on screen, leaving, waiting, or queued. O(1).
    package var isIdle: Bool {
        if case .idle = phase { return true }
        return false
    }

    /// Queues `alert` (or shows it at once when nothing else is on screen or waiting) and
    /// returns the ticket of this call. `completion` runs exactly once, after the alert is
    /// gone or when it is refused (then before `show` returns).
    ///
    /// An alert object that is already queued, on screen or leaving is refused:
    /// the newcomer resolves ``AlertDismissReason/dropped``. See ``DuplicatePolicy`` for
    /// alerts sharing an id and `AlertOptions.interruptsCurrent` for interruptions. On a
    /// controller with no presenter yet (``shared`` before an install) it resolves
    /// ``AlertDismissReason/failed(_:)`` at once. O(1) amortized (O(k) for a `.replace` of
    /// k alerts with the same id).
    @discardableResult
    public func show(
        _ alert: any AlertPresentable, options: AlertOptions = .init(),
        completion: (@MainActor (AlertResult) -> Void)? = nil
    ) -> AlertTicket {
        submit(alert, options: options, isCancelled: false, completion: completion).ticket
    }

    /// Does the work of ``show(_:options:completion:)`` and returns the new entry. When
    /// `isCancelled` is true (its awaiting task was cancelled before it began), the alert is
    /// never queued or shown: it resolves ``AlertDismissReason/cancelled`` at once.
    func submit(
        _ alert: any AlertPresentable, options: AlertOptions, isCancelled: Bool,
        completion: (@MainActor (AlertResult) -> Void)?
    ) -> QueuedAlert {
        lastTicket += 1
        let entry = QueuedAlert(
            ticket: AlertTicket(rawValue: lastTicket), alert: alert, options: options,
            completion: completion)
        if isCancelled {
            resolve(entry, .cancelled)
            return entry
        }
        if let refusing = window as? any AlertRefusingWindow {
            resolve(entry, .failed(refusing.refusal()))
            return entry
        }
        guard byObject[ObjectIdentifier(alert)] == nil else {
            resolve(entry, .dropped)
            return entry
        }
        var duplicates: [QueuedAlert] = []
        if let id = options.id, let existing = byID[id], !existing.isEmpty {
            switch options.duplicatePolicy {
            case .ignore:
                resolve(entry, .dropped)
                return entry
            case .replace:
                duplicates = existing
            case .enqueue:
                break
            }
        }
        register(entry)
        if duplicates.isEmpty {
            if placeAheadOfItsWork(entry) { return entry }
            place(entry, checkingCapacity: true)
        } else {
            replace(duplicates, with: entry)
        }
        return entry
    }

    // MARK: - Bookkeeping

    /// The alert attached to the window, if any.
    var screenEntry: QueuedAlert? {
        switch phase {
        case .appearing(let entry, _), .visible(let entry), .leaving(let entry, _),
            .suspending(let entry):
            return entry
        case .idle, .advancing, .waiting, .layingOut:
            return nil
        }
    }

    func register(_ entry: QueuedAlert) {
        byObject[entry.alertIdentity] = entry
        if let id = entry.id { byID[id, default: []].append(entry) }
    }

    /// Forgets `entry` for duplicate checks (it is leaving or resolved).
    func unindexID(_ entry: QueuedAlert) {
        guard let id = entry.id, var list = byID[id] else { return }
        list.removeAll { $0 === entry }
        byID[id] = list.isEmpty ? nil : list
    }

    /// Runs `entry`'s completion with `reason`, once.
    ///
    /// `leftScreen` says the alert was on screen until now: the window hears of the result
    /// (``AlertWindow/alertDidLeave(_:result:)``) before the completion runs.
    func resolve(_ entry: QueuedAlert, _ reason: AlertDismissReason, leftScreen: Bool = false) {
        guard !entry.isResolved else { return }
        entry.isResolved = true
        unindexID(entry)
        let owner = byObject[entry.alertIdentity]
        if owner === entry {
            byObject[entry.alertIdentity] = nil
        }
        // An alert shown again while it is queued or on screen is dropped without its
        // values: they belong to the showing that holds it (a secret typed there stays).
        let isSecondShowing = owner != nil && owner !== entry
        let values =
            isSecondShowing
            ? [:] : (entry.alert as? any AlertInteractive)?.resultValues ?? entry.alert.itemValues
        var result = AlertResult(reason: reason, values: values)
        if reason == .timeout { result.timeoutAnswer = entry.timeoutAnswer }
        // The values are in the result: an item that holds a secret lets go of it now.
        if !values.isEmpty {
            for case let item as any AlertValueItem in entry.alert.items {
                item.valueWasDelivered()
            }
        }
        if leftScreen { window.alertDidLeave(entry.alert, result: result) }
        notify(.resolved(entry.ticket, result))
        entry.completion?(result)
    }

    /// Takes `entry` out of the express lane or the queue.
    func unqueue(_ entry: QueuedAlert) {
        if let handle = entry.handle {
            queue.remove(handle)
            entry.handle = nil
        }
        if entry.isExpress {
            express.removeAll { $0 === entry }
            entry.isExpress = false
        }
    }

    func enqueue(_ entry: QueuedAlert, atFront: Bool = false) {
        entry.handle =
            atFront
            ? queue.enqueueAtFront(entry, priority: entry.priority)
            : queue.enqueue(entry, priority: entry.priority)
    }

    func takeNext() -> QueuedAlert? {
        if let entry = express.popFirst() {
            entry.isExpress = false
            return entry
        }
        let entry = queue.dequeue()
        entry?.handle = nil
        return entry
    }
}
