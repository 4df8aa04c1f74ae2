import AlertAutomation
import AlertPresentation
import AlertProtocol

@testable import AlertQueue

/// The error a ``TestAlert`` throws from `reloadData` when told to fail.
struct TestLayoutError: Error, CustomStringConvertible {
    var description: String { "test layout failure" }
}

/// The error a ``TestAlert`` throws from `reloadData` when told its container has no room
/// (or, with `tooSmall` false, an error of the same kind about something else).
struct TestRoomError: AlertRoomError, CustomStringConvertible {
    var tooSmall = true
    var roomShortage: AlertRoomShortage? { tooSmall ? .emptySize : nil }
    var description: String { tooSmall ? "no room" : "bad container value" }
}

/// An alert for tests: records every call, animates at once or after a clock delay, and
/// can be told to fail its layout.
@MainActor
final class TestAlert: AlertInteractive, AlertLifecycle {
    var isVisible = false
    let name: String
    let style: AlertStyle
    var items: [any AlertItem] = []
    weak var eventHandler: (any AlertEventHandler)?
    /// Nil: animations complete at once. Otherwise they complete after this delay.
    var animationDelay: Duration?
    var clock: ManualAlertClock?
    var failsLayout = false
    /// Thrown by `reloadData` when set (after `failsLayout`).
    var layoutError: (any Error)?
    var allowsBackgroundTap: Bool?
    var values: [String: String] = [:]
    /// Action indices this alert refuses as a dismissal (it runs them as controls instead).
    var refusedActions: Set<Int> = []
    var log: [String] = []
    var containers: [AlertContainer] = []
    var onWillPresent: (() -> Void)?
    var onDidPresent: (() -> Void)?
    var onReload: (() -> Void)?

    init(
        _ name: String = "alert", style: AlertStyle = .alert, animationDelay: Duration? = nil,
        clock: ManualAlertClock? = nil
    ) {
        self.name = name
        self.style = style
        self.animationDelay = animationDelay
        self.clock = clock
    }

    var dismissesOnBackgroundTap: Bool { allowsBackgroundTap ?? style.dismissesOnBackgroundTap }
    var resultValues: [String: String] { values }

    func acceptsAction(_ index: Int) -> Bool { !refusedActions.contains(index) }

    func performControlAction(_ index: Int) -> Bool {
        log.append("control(\(index))")
        return true
    }

    func layout(in container: AlertContainer) throws {
        containers.append(container)
        log.append("layout")
        try reloadData()
    }

    func reloadData() throws {
        log.append("reload")
        onReload?()
        if failsLayout { throw TestLayoutError() }
        if let layoutError { throw layoutError }
    }

    func showAnimation(completion: @escaping @MainActor () -> Void) {
        log.append("showAnimation")
        run(completion)
    }

    func dismissAnimation(completion: @escaping @MainActor () -> Void) {
        log.append("dismissAnimation")
        run(completion)
    }

    func alertWillPresent() {
        log.append("willPresent")
        onWillPresent?()
    }

    func alertDidPresent() {
        log.append("didPresent")
        onDidPresent?()
    }

    func alertWillDismiss(reason: AlertDismissReason) { log.append("willDismiss(\(reason))") }
    func alertDidDismiss(reason: AlertDismissReason) { log.append("didDismiss(\(reason))") }

    private func run(_ completion: @escaping @MainActor () -> Void) {
        if let animationDelay, let clock {
            clock.schedule(after: animationDelay, completion)
        } else {
            completion()
        }
    }
}

/// An alert with nothing but the required members, to check defaults.
@MainActor
final class PlainAlert: AlertPresentable {
    var isVisible = false
    let style: AlertStyle
    var items: [any AlertItem] = []

    init(style: AlertStyle = .alert) {
        self.style = style
    }
}

/// A controller with a headless window and a manual clock, and a record of results.
@MainActor
final class Harness {
    let window = HeadlessAlertWindow()
    let clock = ManualAlertClock()
    let controller: AlertController
    var results: [AlertTicket: [AlertResult]] = [:]
    var events: [AlertLifecycleEvent] = []
    /// The harness's listener of the controller's lifecycle events.
    var listening: AlertListenerToken?

    init() {
        controller = AlertController(window: window, clock: clock)
        listening = controller.addLifecycleListener { [unowned self] in self.events.append($0) }
    }

    /// Shows `alert` and records its result under its ticket.
    @discardableResult
    func show(_ alert: any AlertPresentable, _ options: AlertOptions = .init()) -> AlertTicket {
        let box = TicketBox()
        let returned = controller.show(alert, options: options) { [unowned self] result in
            self.record(result, box)
        }
        box.ticket = returned
        for result in box.early { results[returned, default: []].append(result) }
        return returned
    }

    /// Shows `alert` as `present` does from a task that is already cancelled, and records
    /// its result under its ticket.
    @discardableResult
    func showFromCancelledTask(_ alert: any AlertPresentable, _ options: AlertOptions = .init())
        -> AlertTicket
    {
        let box = TicketBox()
        let entry = controller.submit(alert, options: options, isCancelled: true) {
            [unowned self] result in
            self.record(result, box)
        }
        box.ticket = entry.ticket
        for result in box.early { results[entry.ticket, default: []].append(result) }
        return entry.ticket
    }

    /// Cancels, as a cancelled `present` task does, the alert `alert` was shown as under
    /// `ticket`; does nothing once that showing has resolved.
    func cancel(_ alert: any AlertPresentable, ticket: AlertTicket) {
        guard let entry = controller.byObject[ObjectIdentifier(alert)], entry.ticket == ticket
        else { return }
        controller.cancel(entry)
    }

    private func record(_ result: AlertResult, _ box: TicketBox) {
        if let ticket = box.ticket {
            results[ticket, default: []].append(result)
        } else {
            box.early.append(result)
        }
    }

    /// The single reason `ticket` resolved with, or nil if unresolved (fails if more).
    func reason(_ ticket: AlertTicket) -> AlertDismissReason? {
        guard let list = results[ticket] else { return nil }
        return list.count == 1 ? list[0].reason : .failed("resolved \(list.count) times")
    }
}

/// Holds a ticket that is known only after `show` returns.
@MainActor
final class TicketBox {
    var ticket: AlertTicket?
    var early: [AlertResult] = []
}
