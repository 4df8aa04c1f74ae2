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
    let style = AlertStyle.alert
    var isVisible = false
    var items: [any AlertItem] = []
    let log: OrderLog

    init(log: OrderLog) { self.log = log }

    func reloadData() throws {}
    func showAnimation(completion: @escaping @MainActor () -> Void) { completion() }
    func dismissAnimation(completion: @escaping @MainActor () -> Void) { completion() }
    func alertWillPresent() { log.entries.append("alert willPresent") }
    func alertDidPresent() { log.entries.append("alert didPresent") }
    func alertWillSuspend() { log.entries.append("alert willSuspend") }
    func alertWillDismiss(reason: AlertDismissReason) { log.entries.append("alert willDismiss") }
    func alertDidDismiss(reason: AlertDismissReason) { log.entries.append("alert didDismiss") }
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

    @Test func theAlertHearsFirstThenTheSlotThenEachObserverInTheOrderAdded() {
        let log = OrderLog()
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        controller.lifecycleObserver = { log.entries.append("slot " + Self.name($0)) }
        controller.addLifecycleObserver { log.entries.append("first " + Self.name($0)) }
        controller.addLifecycleObserver { log.entries.append("second " + Self.name($0)) }
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

    @Test func aRemovedObserverHearsNothingMoreAndTheOthersGoOn() {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        var heard: [String] = []
        let kept = controller.addLifecycleObserver { heard.append("kept " + Self.name($0)) }
        let gone = controller.addLifecycleObserver { heard.append("gone " + Self.name($0)) }
        controller.removeLifecycleObserver(gone)
        controller.removeLifecycleObserver(gone)  // twice is harmless
        controller.show(LoggingAlert(log: OrderLog()))
        #expect(heard == ["kept willPresent", "kept didPresent"])
        controller.removeLifecycleObserver(kept)
        controller.dismiss()
        #expect(heard.count == 2)
    }

    @Test func anObserverAddedDuringAnEventHearsFromTheNextOne() {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        var late: [String] = []
        var added = false
        controller.addLifecycleObserver { _ in
            guard !added else { return }
            added = true
            controller.addLifecycleObserver { late.append(Self.name($0)) }
        }
        controller.show(LoggingAlert(log: OrderLog()))
        #expect(late == ["didPresent"])
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
