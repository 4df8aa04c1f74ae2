import Foundation
import Testing

@testable import AlertQueue

/// Cancelling the task that awaits ``AlertController/present(_:options:)``. Each test waits
/// for the task through a bounded guard: a hang is reported as a failure.
@MainActor
@Suite struct AlertControllerAwaitingTests {
    @Test func cancellingRemovesAQueuedAlert() async throws {
        let h = Harness()
        let visible = TestAlert("visible")
        h.show(visible)
        let queued = TestAlert("queued")
        let task = Task { @MainActor in await h.controller.present(queued) }
        #expect(await yield { h.controller.queuedCount == 1 })
        task.cancel()
        let result = try #require(await value(of: task), "present did not return")
        #expect(result.reason == .cancelled)
        #expect(h.controller.queuedCount == 0)
        #expect(h.controller.currentAlert === visible)
        #expect(queued.log.isEmpty)
        #expect(h.events.last == .resolved(try #require(h.events.last?.ticket), result))
    }

    @Test func cancellingDismissesAVisibleAlert() async throws {
        let h = Harness()
        let alert = TestAlert("visible")
        let task = Task { @MainActor in await h.controller.present(alert) }
        #expect(await yield { h.controller.currentAlert === alert })
        task.cancel()
        let result = try #require(await value(of: task), "present did not return")
        #expect(result.reason == .cancelled)
        #expect(
            alert.log.suffix(3) == [
                "willDismiss(cancelled)", "dismissAnimation", "didDismiss(cancelled)",
            ])
        #expect(h.controller.isIdle)
        #expect(h.window.attachedAlerts.isEmpty)
    }

    @Test func cancellingAnAppearingAlertDismissesItOnceItHasAppeared() async throws {
        let h = Harness()
        let alert = TestAlert("slow", animationDelay: .milliseconds(200), clock: h.clock)
        let task = Task { @MainActor in await h.controller.present(alert) }
        #expect(await yield { h.controller.currentAlert === alert })
        task.cancel()
        #expect(
            await yield {
                h.controller.byObject[ObjectIdentifier(alert)]?.pendingReason == .cancelled
            })
        h.clock.runUntilIdle()
        let result = try #require(await value(of: task), "present did not return")
        #expect(result.reason == .cancelled)
        #expect(alert.log.contains("didPresent"))
        #expect(alert.log.last == "didDismiss(cancelled)")
        #expect(h.controller.isIdle)
    }

    @Test func anAlreadyCancelledTaskNeverShowsItsAlert() async throws {
        let h = Harness()
        let alert = TestAlert("never")
        let task = Task { @MainActor in await h.controller.present(alert) }
        task.cancel()  // before it starts: the test holds the main actor until it awaits
        let result = try #require(await value(of: task), "present did not return")
        #expect(result.reason == .cancelled)
        #expect(alert.log.isEmpty)
        #expect(h.window.history.isEmpty)
        #expect(h.events.count == 1)
        #expect(h.controller.isIdle)
    }

    @Test func anAlertThatResolvedFirstKeepsItsReason() async throws {
        let h = Harness()
        let alert = TestAlert("answered")
        alert.onDidPresent = { h.window.activateAction(1) }
        let task = Task { @MainActor in await h.controller.present(alert) }
        let result = try #require(await value(of: task), "present did not return")
        task.cancel()
        #expect(result.reason == .action(index: 1))
        #expect(h.events.filter { if case .resolved = $0 { true } else { false } }.count == 1)
    }

    @Test func cancellingOneOfSeveralLeavesTheOthersInOrder() async throws {
        let h = Harness()
        let first = TestAlert("first")
        h.show(first)
        let second = Task { @MainActor in await h.controller.present(TestAlert("second")) }
        let thirdAlert = TestAlert("third")
        let third = Task { @MainActor in await h.controller.present(thirdAlert) }
        #expect(await yield { h.controller.queuedCount == 2 })
        second.cancel()
        #expect(try #require(await value(of: second)).reason == .cancelled)
        h.controller.dismiss()
        #expect(h.controller.currentAlert === thirdAlert)
        h.controller.dismiss()
        #expect(try #require(await value(of: third)).reason == .programmatic)
    }

    @Test func waitUntilIdleReturnsWhenTheLastAlertIsGoneAndNotBefore() async throws {
        let h = Harness()
        await h.controller.waitUntilIdle()  // idle: at once
        let first = TestAlert("first")
        let second = TestAlert("second")
        h.show(first)
        h.show(second)
        var returned = false
        let task = Task { @MainActor in
            await h.controller.waitUntilIdle()
            returned = true
        }
        #expect(await yield { h.controller.idleWaiters.count == 1 })
        h.controller.dismiss()
        #expect(await yield { h.controller.currentAlert === second })
        #expect(!returned, "one alert is still on screen")
        h.controller.dismiss()
        #expect(await value(of: task) != nil, "waitUntilIdle did not return")
        #expect(returned)
        #expect(h.controller.idleWaiters.isEmpty)
    }

    @Test func cancellingWaitUntilIdleDismissesEveryAlert() async throws {
        let h = Harness()
        let tickets = [h.show(TestAlert("a")), h.show(TestAlert("b"))]
        let task = Task { @MainActor in await h.controller.waitUntilIdle() }
        #expect(await yield { h.controller.idleWaiters.count == 1 })
        task.cancel()
        #expect(await value(of: task) != nil, "waitUntilIdle did not return")
        #expect(tickets.map { h.results[$0]?.map(\.reason) } == [[.programmatic], [.programmatic]])
        #expect(h.controller.isIdle)
    }

    @Test func waitUntilIdleWaitsOnWhenAResumedTaskShowsAnotherAlertFirst() async throws {
        let h = Harness()
        let first = TestAlert("first")
        let second = TestAlert("second")
        // A user's task: the first answer resumes it, and it shows the next alert at once.
        let user = Task { @MainActor in
            _ = await h.controller.present(first)
            h.show(second)
        }
        #expect(await yield { h.controller.currentAlert === first })
        var returned = false
        let waiting = Task { @MainActor in
            await h.controller.waitUntilIdle()
            returned = true
        }
        #expect(await yield { h.controller.idleWaiters.count == 1 })
        h.controller.dismiss()
        await user.value
        for _ in 0..<20 { await Task.yield() }
        #expect(h.controller.currentAlert === second)
        #expect(!returned, "the second alert is up: not idle")
        h.controller.dismiss()
        #expect(await value(of: waiting) != nil)
        #expect(returned)
    }
}
