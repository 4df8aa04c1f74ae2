import AlertAutomation
import AlertPresentation
import AlertProtocol
import Testing

@testable import AlertQueue

/// A shared log the alert's own callbacks and the observers write to, in the order they run.
@MainActor
private final class OrderLog {
    var entries: [String] = []
}

/// An alert whose every lifecycle callback writes to an ``OrderLog``.
@MainActor
private final class LoggingAlert: AlertPresentable, AlertLifecycle {
    var isVisible = false
    let style = AlertStyle.alert
    var items: [any AlertItem] = []
    let log: OrderLog

    init(log: OrderLog) { self.log = log }

    func alertWillPresent() { log.entries.append("alert willPresent") }
    func alertDidPresent() { log.entries.append("alert didPresent") }
    func alertWillSuspend() { log.entries.append("alert willSuspend") }
    func alertWillDismiss(reason: AlertDismissReason) { log.entries.append("alert willDismiss") }
    func alertDidDismiss(reason: AlertDismissReason) { log.entries.append("alert didDismiss") }
}

/// A dismissing action whose behaviour writes to an ``OrderLog``.
@MainActor
private final class LoggingAction: AlertActionSource {
    var alertLayout = AlertItemLayout(itemSize: .zero)
    let actionIndex = 0
    let dismissesAlert = true
    let isEnabled = true
    let log: OrderLog

    init(log: OrderLog) { self.log = log }

    func performAction() { log.entries.append("handler") }
}

/// A ``LoggingAlert`` whose animations are logged too, with a ``LoggingAction``.
@MainActor
private final class AnimatedLoggingAlert: AlertPresentable, AlertLifecycle {
    var isVisible = false
    let style = AlertStyle.alert
    var items: [any AlertItem]
    let log: OrderLog
    let name: String

    init(_ name: String, log: OrderLog) {
        self.name = name
        self.log = log
        items = [LoggingAction(log: log)]
    }

    func showAnimation(completion: @escaping @MainActor () -> Void) {
        log.entries.append("\(name) show animation")
        completion()
    }
    func dismissAnimation(completion: @escaping @MainActor () -> Void) {
        log.entries.append("\(name) dismiss animation")
        completion()
    }
    func alertWillPresent() { log.entries.append("\(name) willPresent") }
    func alertDidPresent() { log.entries.append("\(name) didPresent") }
    func alertWillSuspend() { log.entries.append("\(name) willSuspend") }
    func alertWillDismiss(reason: AlertDismissReason) { log.entries.append("\(name) willDismiss") }
    func alertDidDismiss(reason: AlertDismissReason) { log.entries.append("\(name) didDismiss") }
}

@MainActor
@Suite struct AlertControllerObservingTests {
    private static func name(_ event: AlertLifecycleEvent) -> String {
        switch event {
        case .willPresent: "willPresent"
        case .didPresent: "didPresent"
        case .willSuspend: "willSuspend"
        case .didSuspend: "didSuspend"
        case .willDismiss: "willDismiss"
        case .didDismiss: "didDismiss"
        case .resolved: "resolved"
        }
    }

    @Test func theAlertHearsFirstThenEachListenerInTheOrderAdded() {
        let log = OrderLog()
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let listeners = [
            controller.addLifecycleListener { log.entries.append("slot " + Self.name($0)) },
            controller.addLifecycleListener { log.entries.append("first " + Self.name($0)) },
            controller.addLifecycleListener { log.entries.append("second " + Self.name($0)) },
        ]
        defer { withExtendedLifetime(listeners) {} }
        let alert = LoggingAlert(log: log)
        controller.show(alert)
        // A critical alert interrupts it: willSuspend, then the alert comes back.
        controller.show(LoggingAlert(log: OrderLog()), options: .init(priority: .critical))
        let start = log.entries.firstIndex(of: "alert willSuspend") ?? 0
        let interrupted = log.entries[start...].prefix(7)
        #expect(
            Array(interrupted) == [
                "alert willSuspend", "slot willSuspend", "first willSuspend",
                "second willSuspend", "slot didSuspend", "first didSuspend", "second didSuspend",
            ])
        log.entries = []
        controller.dismiss()  // the critical one
        log.entries = []
        controller.dismiss(alert, reason: .programmatic)
        #expect(
            log.entries == [
                "alert willDismiss", "slot willDismiss", "first willDismiss", "second willDismiss",
                "alert didDismiss", "slot didDismiss", "first didDismiss", "second didDismiss",
                "slot resolved", "first resolved", "second resolved",
            ])
    }

    /// The documented order, for one alert answered with its action and the next one
    /// queued: willPresent, the show animation, didPresent; willDismiss, the dismiss
    /// animation, didDismiss, the action's handler, resolved, the completion, then the next
    /// alert.
    @Test func everyListenerHearsTheDocumentedOrderAroundAnimationsHandlerAndNextAlert() {
        let log = OrderLog()
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let listeners = [
            controller.addLifecycleListener { log.entries.append("slot " + Self.name($0)) },
            controller.addLifecycleListener { log.entries.append("added " + Self.name($0)) },
        ]
        defer { withExtendedLifetime(listeners) {} }
        let first = AnimatedLoggingAlert("first", log: log)
        controller.show(first) { _ in log.entries.append("completion") }
        controller.show(AnimatedLoggingAlert("next", log: log))
        controller.handle(.action(index: 0), from: first)
        #expect(
            log.entries == [
                "first willPresent", "slot willPresent", "added willPresent",
                "first show animation",
                "first didPresent", "slot didPresent", "added didPresent",
                "first willDismiss", "slot willDismiss", "added willDismiss",
                "first dismiss animation",
                "first didDismiss", "slot didDismiss", "added didDismiss",
                "handler", "slot resolved", "added resolved", "completion",
                "next willPresent", "slot willPresent", "added willPresent",
                "next show animation",
                "next didPresent", "slot didPresent", "added didPresent",
            ])
    }

    @Test func aCancelledListenerHearsNothingMoreAndTheOthersGoOn() {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        var heard: [String] = []
        let kept = controller.addLifecycleListener { heard.append("kept " + Self.name($0)) }
        let gone = controller.addLifecycleListener { heard.append("gone " + Self.name($0)) }
        gone.cancel()
        gone.cancel()  // twice is harmless
        controller.show(LoggingAlert(log: OrderLog()))
        #expect(heard == ["kept willPresent", "kept didPresent"])
        kept.cancel()
        controller.dismiss()
        #expect(heard.count == 2)
    }

    @Test func aReleasedTokenRemovesItsListener() {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        var heard: [String] = []
        var token: AlertListenerToken? = controller.addLifecycleListener {
            heard.append(Self.name($0))
        }
        controller.show(LoggingAlert(log: OrderLog()))
        #expect(heard == ["willPresent", "didPresent"])
        #expect(token != nil)
        token = nil
        controller.dismiss()
        #expect(heard.count == 2, "the listener went with its token")
    }

    @Test func aListenerAddedDuringAnEventHearsFromTheNextOne() {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        var late: [String] = []
        var lateToken: AlertListenerToken?
        let token = controller.addLifecycleListener { _ in
            guard lateToken == nil else { return }
            lateToken = controller.addLifecycleListener { late.append(Self.name($0)) }
        }
        controller.show(LoggingAlert(log: OrderLog()))
        #expect(late == ["didPresent"])
        withExtendedLifetime(token) {}
    }

    @Test func lifecycleEventsArriveAsAnAsyncSequence() async {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let events = controller.lifecycleEvents()
        let ticket = controller.show(LoggingAlert(log: OrderLog()))
        controller.dismiss()
        var names: [String] = []
        for await event in events {
            #expect(event.ticket == ticket)
            names.append(Self.name(event))
            if case .resolved = event { break }
        }
        #expect(names == ["willPresent", "didPresent", "willDismiss", "didDismiss", "resolved"])
    }

    @Test func ticketsAreCountedPerController() {
        let one = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let two = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let first = one.show(LoggingAlert(log: OrderLog()))
        #expect(two.show(LoggingAlert(log: OrderLog())) == first)
        #expect(one.show(LoggingAlert(log: OrderLog())) != first)
    }
}
