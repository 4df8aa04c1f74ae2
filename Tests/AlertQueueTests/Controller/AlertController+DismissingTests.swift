import AlertProtocol
import Foundation
import Testing

@testable import AlertQueue

@MainActor
@Suite struct AlertControllerDismissingTests {
    @Test func secondDismissOfALeavingAlertDoesNothing() {
        let h = Harness()
        let a = TestAlert("a", animationDelay: .seconds(1), clock: h.clock)
        let ticket = h.show(a)
        h.clock.advance(by: .seconds(1))
        h.controller.dismiss(a, reason: .action(index: 0))
        h.controller.dismiss(a, reason: .programmatic)
        h.controller.dismiss()
        h.window.activateAction(3)
        h.clock.advance(by: .seconds(1))
        #expect(h.results[ticket]?.map(\.reason) == [.action(index: 0)])
    }

    @Test func dismissWhileAppearingWaitsForTheShowAnimation() {
        let h = Harness()
        let a = TestAlert("a", animationDelay: .seconds(1), clock: h.clock)
        let ticket = h.show(a, .init(duration: .milliseconds(10)))
        h.controller.dismiss()
        h.controller.dismiss(a, reason: .timeout)
        #expect(h.reason(ticket) == nil)
        h.clock.advance(by: .seconds(1))
        #expect(a.log.contains("didPresent"))
        h.clock.advance(by: .seconds(1))
        #expect(h.reason(ticket) == .programmatic)
        #expect(
            h.events == [
                .willPresent(ticket), .didPresent(ticket),
                .willDismiss(ticket, reason: .programmatic),
                .didDismiss(ticket, reason: .programmatic),
                .resolved(ticket, AlertResult(reason: .programmatic)),
            ])
    }

    @Test func dismissDuringSuspensionResolvesInsteadOfReturning() {
        let h = Harness()
        let a = TestAlert("a", animationDelay: .seconds(1), clock: h.clock)
        let ta = h.show(a, .init(id: "x"))
        h.clock.advance(by: .seconds(1))
        let tb = h.show(TestAlert("b"), .init(interruptsCurrent: true))
        h.controller.dismiss(id: "x")
        h.clock.advance(by: .seconds(1))
        #expect(h.reason(ta) == .programmatic)
        #expect(h.controller.currentTicket == tb)
        #expect(h.controller.queuedCount == 0)
    }

    @Test func dismissByIDResolvesQueuedThenVisible() {
        let h = Harness()
        let visible = h.show(TestAlert("v"), .init(id: "x"))
        let other = h.show(TestAlert("o"))
        let queued = h.show(TestAlert("q"), .init(id: "x", duplicatePolicy: .enqueue))
        h.controller.dismiss(id: "x")
        let order = h.events.compactMap { event -> AlertTicket? in
            if case .resolved(let ticket, _) = event { return ticket }
            return nil
        }
        #expect(order == [queued, visible])
        #expect(h.controller.currentTicket == other)
        h.controller.dismiss(id: "nobody")
        #expect(h.controller.currentTicket == other)
    }

    @Test func dismissAllWhileWaitingBetweenAlertsEmptiesTheQueue() {
        let h = Harness()
        h.controller.interAlertDelay = .seconds(1)
        h.show(TestAlert("a"))
        let b = h.show(TestAlert("b"))
        h.controller.dismiss()
        h.controller.dismissAll()
        #expect(h.reason(b) == .programmatic)
        #expect(h.window.isDimmed)
        h.clock.advance(by: .seconds(1))
        #expect(h.controller.isIdle)
        #expect(!h.window.isDimmed)
    }

    @Test func dismissAllResolvesEverythingProgrammatic() {
        let h = Harness()
        let tickets = (0..<4).map { h.show(TestAlert("\($0)")) }
        h.controller.dismissAll()
        for ticket in tickets { #expect(h.reason(ticket) == .programmatic) }
        #expect(h.controller.isIdle)
        #expect(!h.window.isDimmed)
    }

    @Test func dismissTakesTheAlertThatIsBeingInterrupted() {
        let h = Harness()
        let a = TestAlert("a", animationDelay: .milliseconds(100), clock: h.clock)
        let ta = h.show(a)
        h.clock.advance(by: .milliseconds(100))
        let ti = h.show(TestAlert("i"), .init(interruptsCurrent: true))
        #expect(h.controller.currentAlert === a)
        h.controller.dismiss()
        h.clock.runUntilIdle()
        #expect(h.reason(ta) == .programmatic)
        #expect(h.controller.currentTicket == ti)
    }

    @Test func dismissDuringAnInterruptionRunsTheDismissCallbacksInOrder() {
        let h = Harness()
        let a = TestAlert("a", animationDelay: .seconds(1), clock: h.clock)
        let ta = h.show(a)
        h.clock.advance(by: .seconds(1))
        h.show(TestAlert("b"), .init(interruptsCurrent: true))
        h.controller.dismiss(a, reason: .action(index: 1))
        h.clock.advance(by: .seconds(1))
        #expect(h.reason(ta) == .action(index: 1))
        let tail = Array(a.log.suffix(3))
        #expect(
            tail == [
                "dismissAnimation", "willDismiss(action(index: 1))",
                "didDismiss(action(index: 1))",
            ])
        let mine = h.events.filter { $0.ticket == ta }.map { event -> String in
            switch event {
            case .willPresent: "willPresent"
            case .didPresent: "didPresent"
            case .willSuspend: "willSuspend"
            case .didSuspend: "didSuspend"
            case .willDismiss(_, let reason): "willDismiss(\(reason))"
            case .didDismiss(_, let reason): "didDismiss(\(reason))"
            case .resolved(_, let result): "resolved(\(result.reason))"
            }
        }
        #expect(
            mine == [
                "willPresent", "didPresent", "willSuspend", "didSuspend",
                "willDismiss(action(index: 1))", "didDismiss(action(index: 1))",
                "resolved(action(index: 1))",
            ])
    }
}
