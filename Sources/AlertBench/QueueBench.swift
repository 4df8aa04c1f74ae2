import AlertEngine
import Foundation

/// The smallest alert there is: one item, animations that complete at once.
@MainActor
final class BenchAlert: AlertPresentable {
    var isVisible = false
    final class Item: AlertItem {
        var alertLayout = AlertItemLayout(itemSize: CGSize(width: 100, height: 20))
    }

    let style = AlertStyle.alert
    var items: [any AlertItem] = []
}

/// The queue figures: 100k alerts through show/dismiss with a headless window and instant
/// animations; raw queue operations against an `Array.removeFirst` FIFO; memory of 100k
/// queued alerts, and of 100k queued `showAlert` views (reported, with no target).
@MainActor
enum QueueBench {
    static let alertCount = 100_000

    static func run() {
        rawQueue()
        throughController()
        queuedViews()
    }

    /// The memory of 100k queued real alerts: `AlertView`s with a title, a message and two
    /// buttons, as `showAlert` builds them (not laid out until their turn). A figure to
    /// read, not a target: no program queues that many alerts.
    private static func queuedViews() {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        BenchClock.releaseFreedMemory()
        let before = BenchClock.residentBytes()
        for index in 0..<alertCount {
            controller.showAlert(
                title: "Alert \(index)", message: "Queued message number \(index).",
                cancelTitle: "Cancel", otherTitles: ["OK"])
        }
        let bytes = BenchClock.residentBytes() - before
        let queued = controller.queuedCount
        print(
            "  \(queued) queued showAlert views: resident memory"
                + " +\(fixed(Double(bytes) / 1e6, 1)) MB (\(bytes / max(queued, 1)) B/alert)")
        controller.dismissAll()
    }

    private static func rawQueue() {
        let count = alertCount
        let priorityNs = BenchClock.bestOf(5) {
            blackHole(AlertPriorityQueue<Int>.fillAndDrain(count))
        }
        let arrayNs = BenchClock.bestOf(2) {
            var fifo: [Int] = []
            for value in 0..<count { fifo.append(value) }
            var sum = 0
            while !fifo.isEmpty { sum &+= fifo.removeFirst() }
            blackHole(sum)
        }
        print("queue, raw operations (\(count) enqueues then \(count) dequeues):")
        print("  AlertPriorityQueue:        \(fixed(priorityNs / Double(count), 1)) ns/op pair")
        print("  Array.removeFirst FIFO:    \(fixed(arrayNs / Double(count), 1)) ns/op pair")
        print("  removeFirst / ours = \(fixed(arrayNs / priorityNs, 0))x (target >= 50x)")
    }

    private static func throughController() {
        let count = alertCount
        let window = HeadlessAlertWindow()
        let clock = ManualAlertClock()
        let controller = AlertController(window: window, clock: clock)
        var resolved = 0
        BenchClock.releaseFreedMemory()
        let before = BenchClock.residentBytes()
        let clockTime = ContinuousClock()
        let showStart = clockTime.now
        for _ in 0..<count {
            controller.show(BenchAlert()) { _ in resolved += 1 }
        }
        let showNs = BenchClock.nanoseconds(clockTime.now - showStart)
        let queuedBytes = BenchClock.residentBytes() - before
        let queued = controller.queuedCount
        let dismissStart = clockTime.now
        while controller.isVisible { controller.dismiss() }
        let dismissNs = BenchClock.nanoseconds(clockTime.now - dismissStart)
        print("queue, through AlertController (\(count) alerts, headless, instant animations):")
        print(
            "  show (queue) \(fixed(showNs / Double(count), 0)) ns/alert;"
                + " dismiss + present next \(fixed(dismissNs / Double(count), 0)) ns/alert;"
                + " \(fixed(Double(count) / ((showNs + dismissNs) / 1e9), 0)) alerts/s")
        print(
            "  \(queued) queued alerts: resident memory +\(fixed(Double(queuedBytes) / 1e6, 1)) MB"
                + " (\(queuedBytes / max(queued, 1)) B/alert; target < 100 MB);"
                + " resolved \(resolved) of \(count)")
    }
}
