import AlertProtocol
import Foundation
import Testing

@testable import AlertQueue

/// Drives a real controller and ``ControllerModel`` with the same random operations and
/// checks after every step that they agree.
@MainActor
@Suite struct AlertControllerModelTests {
    private final class Owner {}

    struct Configuration: Sendable, CustomStringConvertible {
        var seed: UInt64
        var capacity: Int?
        var delayMilliseconds: Int
        var steps: Int

        var description: String {
            "seed \(seed) capacity \(capacity.map(String.init) ?? "nil") delay \(delayMilliseconds)ms"
        }
    }

    nonisolated static let configurations: [Configuration] = [
        Configuration(seed: 0xA1E7_0001, capacity: nil, delayMilliseconds: 0, steps: 10_000),
        Configuration(seed: 0xA1E7_0002, capacity: 3, delayMilliseconds: 0, steps: 4_000),
        Configuration(seed: 0xA1E7_0003, capacity: nil, delayMilliseconds: 70, steps: 4_000),
        Configuration(seed: 0xA1E7_0004, capacity: 5, delayMilliseconds: 30, steps: 4_000),
    ]

    @Test(arguments: configurations)
    func controllerAgreesWithTheModel(_ configuration: Configuration) {
        var random = SplitMix64(seed: configuration.seed)
        let context = "\(configuration)"
        let h = Harness()
        let delay = Duration.milliseconds(configuration.delayMilliseconds)
        h.controller.queueCapacity = configuration.capacity
        h.controller.interAlertDelay = delay
        let model = ControllerModel(capacity: configuration.capacity, delay: delay)

        var tickets: [AlertTicket] = []
        var alerts: [TestAlert] = []
        var indexOf: [AlertTicket: Int] = [:]
        var specs: [ControllerModel.Spec] = []
        var owners: [Int: Owner] = [:]
        var presented: [Int] = []
        var seenPresented: Set<Int> = []
        var checkedResolutions = 0
        var checkedPresentations = 0
        var checkedEvents = 0
        var resolvedEvents: [(Int, AlertDismissReason)] = []

        func pick<T>(_ options: [T]) -> T {
            options[Int(random.next(below: UInt64(options.count)))]
        }

        func randomSpec() -> ControllerModel.Spec {
            ControllerModel.Spec(
                id: random.chance(50) ? nil : pick(["a", "b", "c"]),
                priority: pick(AlertPriority.allCases),
                policy: pick([DuplicatePolicy.ignore, .replace, .enqueue]),
                duration: random.chance(50)
                    ? nil : pick([Duration.milliseconds(100), .milliseconds(300), .seconds(1)]),
                interrupts: random.chance(10),
                hasOwner: random.chance(40),
                failsLayout: random.chance(5),
                animation: random.chance(60)
                    ? nil : pick([Duration.milliseconds(50), .milliseconds(120)]),
                style: random.chance(30) ? AlertStyle.actionSheet : .alert)
        }

        func show(fromCancelledTask: Bool = false) {
            let spec = randomSpec()
            let index = specs.count
            specs.append(spec)
            let alert = TestAlert(
                "\(index)", style: spec.style, animationDelay: spec.animation, clock: h.clock)
            alert.failsLayout = spec.failsLayout
            var owner: Owner?
            if spec.hasOwner {
                owner = Owner()
                owners[index] = owner
            }
            let options = AlertOptions(
                id: spec.id, priority: spec.priority, duration: spec.duration,
                duplicatePolicy: spec.policy, interruptsCurrent: spec.interrupts, owner: owner)
            // The ticket is known before the call: tickets count up across controllers.
            let ticket =
                fromCancelledTask
                ? h.showFromCancelledTask(alert, options) : h.show(alert, options)
            tickets.append(ticket)
            alerts.append(alert)
            indexOf[ticket] = index
            if fromCancelledTask {
                model.showCancelled(ticket: index)
            } else {
                model.show(ticket: index, spec: spec)
            }
        }

        func collectEvents() {
            while checkedEvents < h.events.count {
                let event = h.events[checkedEvents]
                checkedEvents += 1
                switch event {
                case .resolved(let ticket, let result):
                    resolvedEvents.append((indexOf[ticket] ?? -1, result.reason))
                case .willPresent(let ticket):
                    let index = indexOf[ticket] ?? -1
                    if seenPresented.insert(index).inserted { presented.append(index) }
                default:
                    break
                }
            }
        }

        for step in 0..<configuration.steps {
            let roll = random.next(below: 100)
            var operation = ""
            switch roll {
            case 0..<35:
                operation = "show"
                show()
            case 35..<45:
                operation = "dismiss()"
                h.controller.dismiss()
                model.dismissVisible()
            case 45..<55:
                let index = Int(random.next(below: 3))
                operation = "action \(index)"
                h.window.activateAction(index)
                model.event(.action(index: index))
            case 55..<60:
                operation = "background tap"
                h.window.tapBackground()
                model.event(.backgroundTap, isBackgroundTap: true)
            case 60..<80:
                let interval = pick([0, 10, 50, 100, 250, 1_000])
                operation = "advance \(interval)ms"
                h.clock.advance(by: .milliseconds(interval))
                model.advance(by: .milliseconds(interval))
            case 80..<86:
                let id = pick(["a", "b", "c"])
                operation = "dismiss(id: \(id))"
                h.controller.dismiss(id: id)
                model.dismiss(id: id)
            case 86..<87:
                operation = "dismissAll"
                h.controller.dismissAll()
                model.dismissAll()
            case 87..<95:
                let alive = owners.keys.filter { h.results[tickets[$0]] == nil }.sorted()
                guard !alive.isEmpty else { continue }
                let index = pick(alive)
                operation = "release owner \(index)"
                owners[index] = nil
                model.releaseOwner(of: index)
            case 95..<97:
                let unresolved = tickets.indices.filter { h.results[tickets[$0]] == nil }
                guard !unresolved.isEmpty else { continue }
                let index = pick(unresolved)
                operation = "cancel \(index)"
                h.cancel(alerts[index], ticket: tickets[index])
                model.cancel(ticket: index)
            case 97..<98:
                operation = "show from a cancelled task"
                show(fromCancelledTask: true)
            default:
                operation = "resize"
                h.window.resize(to: CGSize(width: 300 + Int(random.next(below: 100)), height: 600))
            }
            collectEvents()
            let location = "\(context) step \(step) after \(operation)"

            // Results: the same reasons in the same order, each ticket exactly once.
            let newActual = resolvedEvents[checkedResolutions...]
            let newExpected =
                model.resolutions.count > checkedResolutions
                ? model.resolutions[checkedResolutions...] : []
            #expect(
                newActual.map { "\($0.0):\($0.1)" } == newExpected.map { "\($0.0):\($0.1)" },
                "\(location)")
            for (index, _) in newActual where index >= 0 {
                #expect(h.results[tickets[index]]?.count == 1, "\(location): ticket \(index)")
            }
            checkedResolutions = max(resolvedEvents.count, model.resolutions.count)
            if newActual.count != newExpected.count { break }

            // Appearance order, screen and queue.
            #expect(
                Array(presented[checkedPresentations...])
                    == Array(model.firstPresentations[checkedPresentations...]), "\(location)")
            checkedPresentations = presented.count
            let current = h.controller.currentTicket.flatMap { indexOf[$0] }
            #expect(current == model.screenTicket, "\(location)")
            #expect(h.controller.queuedCount == model.queuedCount, "\(location)")
            #expect(h.window.isDimmed == model.dimmed, "\(location)")
            #expect(h.window.attachedAlerts.count == (model.screen == nil ? 0 : 1), "\(location)")
            // Never stalled: alerts wait only behind a visible one or the delay.
            if h.controller.queuedCount > 0 && !h.controller.isVisible {
                #expect(delay > .zero && h.clock.pendingCount > 0, "\(location): stalled")
            }
            if current != model.screenTicket || h.controller.queuedCount != model.queuedCount {
                break
            }
        }

        // Drain: everything ever shown resolves exactly once.
        h.controller.dismissAll()
        h.clock.runUntilIdle()
        h.controller.dismissAll()
        h.clock.runUntilIdle()
        #expect(h.controller.isIdle, "\(context)")
        #expect(!h.window.isDimmed, "\(context)")
        for (index, ticket) in tickets.enumerated() {
            #expect(h.results[ticket]?.count == 1, "\(context): ticket \(index) unresolved")
        }

        // FIFO within a priority, independent of the model: alerts that neither interrupt
        // nor replace first appear in the order they were shown.
        for priority in AlertPriority.allCases {
            let order = presented.filter {
                specs[$0].priority == priority && !specs[$0].interrupts
                    && specs[$0].policy != .replace
            }
            #expect(order == order.sorted(), "\(context): FIFO broken for \(priority)")
        }
    }
}
