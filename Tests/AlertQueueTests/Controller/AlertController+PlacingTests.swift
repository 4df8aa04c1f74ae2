import AlertProtocol
import Foundation
import Testing

@testable import AlertQueue

@MainActor
@Suite struct AlertControllerPlacingTests {
    @Test func fifoWithinPriorityHigherFirst() {
        let h = Harness()
        let first = TestAlert("first")
        h.show(first)
        let low = h.show(TestAlert("low"), .init(priority: .low))
        let n1 = h.show(TestAlert("n1"))
        let high = h.show(TestAlert("high"), .init(priority: .high))
        let n2 = h.show(TestAlert("n2"))
        #expect(h.controller.queuedCount == 4)
        var order: [AlertTicket] = []
        while h.controller.isVisible {
            h.controller.dismiss()
            if let ticket = h.controller.currentTicket { order.append(ticket) }
        }
        #expect(order == [high, n1, n2, low])
    }

    @Test func interruptSuspendsAndResumesWithRemainingTime() {
        let h = Harness()
        let a = TestAlert("a")
        let ta = h.show(a, .init(duration: .seconds(5)))
        h.clock.advance(by: .seconds(2))
        let b = TestAlert("b")
        let tb = h.show(b, .init(interruptsCurrent: true))
        #expect(h.controller.currentTicket == tb)
        #expect(h.controller.queuedCount == 1)
        #expect(h.events.contains(.willSuspend(ta)))
        #expect(h.events.contains(.didSuspend(ta)))
        #expect(!h.events.contains { if case .willDismiss(ta, _) = $0 { true } else { false } })
        h.clock.advance(by: .seconds(10))
        #expect(h.reason(ta) == nil)
        h.controller.dismiss()
        #expect(h.controller.currentTicket == ta)
        h.clock.advance(by: .milliseconds(2_999))
        #expect(h.reason(ta) == nil)
        h.clock.advance(by: .milliseconds(1))
        #expect(h.reason(ta) == .timeout)
    }

    @Test func suspendedAlertReturnsAtTheFrontOfItsLane() {
        let h = Harness()
        let first = h.show(TestAlert("first"))
        let second = h.show(TestAlert("second"))
        let urgent = h.show(TestAlert("urgent"), .init(priority: .critical))
        #expect(h.controller.currentTicket == urgent)
        h.controller.dismiss()
        #expect(h.controller.currentTicket == first)
        h.controller.dismiss()
        #expect(h.controller.currentTicket == second)
    }

    @Test func criticalDoesNotInterruptCritical() {
        let h = Harness()
        let c1 = h.show(TestAlert("c1"), .init(priority: .critical))
        let c2 = h.show(TestAlert("c2"), .init(priority: .critical))
        #expect(h.controller.currentTicket == c1)
        h.controller.dismiss()
        #expect(h.controller.currentTicket == c2)
    }

    @Test func duplicateIgnoredByDefault() {
        let h = Harness()
        let first = h.show(TestAlert("a"), .init(id: "x"))
        let second = h.show(TestAlert("b"), .init(id: "x"))
        #expect(h.reason(second) == .dropped)
        #expect(h.controller.currentTicket == first)
    }

    @Test func duplicateReplacesTheVisibleOne() {
        let h = Harness()
        h.show(TestAlert("other"))
        let old = h.show(TestAlert("old"), .init(id: "x"))
        let queued = h.show(TestAlert("queued"))
        h.controller.dismiss()
        #expect(h.controller.currentTicket == old)
        let new = h.show(TestAlert("new"), .init(id: "x", duplicatePolicy: .replace))
        #expect(h.reason(old) == .replaced)
        #expect(h.controller.currentTicket == new)
        h.controller.dismiss()
        #expect(h.controller.currentTicket == queued)
    }

    @Test func duplicateReplacesAQueuedOneInPlace() {
        let h = Harness()
        h.show(TestAlert("visible"))
        let a = h.show(TestAlert("a"))
        let old = h.show(TestAlert("old"), .init(id: "x"))
        let b = h.show(TestAlert("b"))
        let new = h.show(TestAlert("new"), .init(id: "x", duplicatePolicy: .replace))
        #expect(h.reason(old) == .replaced)
        #expect(h.controller.queuedCount == 3)
        var order: [AlertTicket] = []
        while h.controller.isVisible {
            h.controller.dismiss()
            if let ticket = h.controller.currentTicket { order.append(ticket) }
        }
        #expect(order == [a, new, b])
    }

    @Test func duplicateEnqueueQueuesAnyway() {
        let h = Harness()
        let a = h.show(TestAlert("a"), .init(id: "x"))
        let b = h.show(TestAlert("b"), .init(id: "x", duplicatePolicy: .enqueue))
        #expect(h.controller.queuedCount == 1)
        h.controller.dismiss(id: "x")
        #expect(h.reason(a) == .programmatic)
        #expect(h.reason(b) == .programmatic)
        #expect(h.controller.isIdle)
    }

    @Test func replacingAQueuedAlertWithAnotherPriorityRequeuesIt() {
        let h = Harness()
        h.show(TestAlert("visible"))
        let old = h.show(TestAlert("old"), .init(id: "x", priority: .low))
        let normal = h.show(TestAlert("normal"))
        let new = h.show(
            TestAlert("new"), .init(id: "x", priority: .high, duplicatePolicy: .replace))
        #expect(h.reason(old) == .replaced)
        h.controller.dismiss()
        #expect(h.controller.currentTicket == new)
        h.controller.dismiss()
        #expect(h.controller.currentTicket == normal)
    }

    @Test func fullQueueDropsNewcomers() {
        let h = Harness()
        h.controller.queueCapacity = 1
        h.show(TestAlert("visible"))
        let queued = h.show(TestAlert("queued"))
        let dropped = h.show(TestAlert("dropped"))
        #expect(h.reason(queued) == nil)
        #expect(h.reason(dropped) == .dropped)
        h.controller.queueCapacity = -5
        #expect(h.controller.queueCapacity == 0)
    }

    @Test func capacityZeroStillShowsAnAlertShownFromACompletionHandler() {
        let h = Harness()
        h.controller.queueCapacity = 0
        var second: AlertDismissReason?
        h.controller.show(TestAlert("a")) { _ in
            h.controller.show(TestAlert("b")) { second = $0.reason }
        }
        h.controller.dismiss()
        #expect(second == nil)
        #expect(h.controller.isVisible)
        // With the screen busy, a zero capacity still drops newcomers.
        var third: AlertDismissReason?
        h.controller.show(TestAlert("c")) { third = $0.reason }
        #expect(third == .dropped)
    }
}
