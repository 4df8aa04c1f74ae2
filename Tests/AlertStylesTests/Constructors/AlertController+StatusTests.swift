import AlertProtocol
import AlertQueue
import AlertStylesTestSupport
import Testing

@testable import AlertStyles

@MainActor @Test func statusCountdownStartsWhenItAppears() throws {
    let (controller, window, clock) = makeController()
    let log = ResultLog()
    controller.showMessage("First")
    let status = controller.showStatus(
        .success, message: "Saved", countdown: 3, completion: log.record)
    let countdown = try #require(status.items.last as? CountdownItem)
    clock.advance(by: .seconds(10))
    #expect(countdown.remainingSeconds == 3)
    #expect(log.results.isEmpty)
    window.activateAction(0)
    #expect(controller.currentAlert === status)
    try expectLaidOut(status)
    clock.advance(by: .seconds(1))
    #expect(countdown.remainingSeconds == 2)
    #expect(countdown.text == "Closes in 2 s")
    clock.advance(by: .milliseconds(1_900))
    #expect(log.results.isEmpty)
    clock.advance(by: .milliseconds(100))
    #expect(log.results.map(\.reason) == [.timeout])
    clock.advance(by: .seconds(5))
    #expect(log.results.count == 1)
    #expect(clock.pendingCount == 0)
}

@MainActor @Test func statusCountdownPausesWhileInterruptedAndResumesToTheTick() throws {
    let (controller, window, clock) = makeController()
    let log = ResultLog()
    let status = controller.showStatus(
        .info, message: "Syncing", countdown: 5, completion: log.record)
    let countdown = try #require(status.items.last as? CountdownItem)
    clock.advance(by: .milliseconds(2_500))
    #expect(countdown.remainingSeconds == 3)
    controller.showMessage("Battery low", options: AlertOptions(priority: .critical))
    #expect(controller.currentAlert !== status)
    clock.advance(by: .seconds(10))
    #expect(countdown.remainingSeconds == 3, "no tick while the status is off screen")
    window.activateAction(0)
    #expect(controller.currentAlert === status)
    // Half a second was left of the running second: the next tick comes then, in step
    // with the controller's timeout, which had 2.5 s left.
    clock.advance(by: .milliseconds(499))
    #expect(countdown.remainingSeconds == 3)
    clock.advance(by: .milliseconds(1))
    #expect(countdown.remainingSeconds == 2)
    clock.advance(by: .seconds(1))
    #expect(countdown.remainingSeconds == 1)
    #expect(log.results.isEmpty)
    clock.advance(by: .seconds(1))
    #expect(log.results.map(\.reason) == [.timeout])
}

@MainActor @Test func statusWithoutCountdownTimesOutAndAllowsTaps() {
    let (controller, window, clock) = makeController()
    let log = ResultLog()
    let view = controller.showStatus(.failure, message: "Failed", completion: log.record)
    #expect(view.items.count == 2)
    #expect(view.dismissesOnBackgroundTap)
    clock.advance(by: .seconds(1))
    #expect(window.tapBackground())
    #expect(log.results.map(\.reason) == [.backgroundTap])
}

@MainActor @Test func negativeAndZeroCountdownsCloseAsSoonAsTheStatusAppears() {
    for countdown in [-3, 0, Int.min] {
        let (controller, _, clock) = makeController()
        let log = ResultLog()
        let view = controller.showStatus(
            .info, message: "x", countdown: countdown, completion: log.record)
        #expect(!view.items.contains { $0 is CountdownItem }, "countdown \(countdown)")
        clock.advance(by: .zero)
        #expect(log.results.map(\.reason) == [.timeout], "countdown \(countdown)")
    }
}

@MainActor @Test func aHugeCountdownWaitsWithoutTickingAheadOfTime() throws {
    let (controller, _, clock) = makeController()
    let log = ResultLog()
    let view = controller.showStatus(
        .info, message: "x", countdown: Int.max, completion: log.record)
    let countdown = try #require(view.items.last as? CountdownItem)
    clock.advance(by: .seconds(3))
    #expect(countdown.remainingSeconds == Int.max - 3)
    #expect(log.results.isEmpty)
    #expect(clock.pendingCount == 2, "one tick and one timeout waiting, nothing more")
}

@MainActor @Test func aCallersOnLifecycleAndTheCountdownBothHearTheStatus() throws {
    let (controller, window, clock) = makeController()
    let log = ResultLog()
    controller.showMessage("First")
    let status = controller.showStatus(
        .success, message: "Saved", countdown: 3, completion: log.record)
    var phases: [AlertLifecyclePhase] = []
    let lifecycleListening = status.addLifecycleListener { _, phase in phases.append(phase) }
    defer { lifecycleListening.cancel() }
    let countdown = try #require(status.items.last as? CountdownItem)
    window.activateAction(0)
    #expect(phases == [.willPresent, .didPresent])
    clock.advance(by: .seconds(1))
    #expect(countdown.remainingSeconds == 2, "the countdown still ticks")
    clock.advance(by: .seconds(2))
    #expect(log.results.map(\.reason) == [.timeout])
    #expect(phases == [.willPresent, .didPresent, .willDismiss(.timeout), .didDismiss(.timeout)])
    #expect(clock.pendingCount == 0, "the countdown stopped with the alert")
}
