import AlertAutomation
import AlertQueue
import Testing

@testable import AlertStyles

/// A ticker on a manual clock for a countdown in a view that a controller shows.
@MainActor
private struct TickerHarness {
    let clock = ManualAlertClock()
    let controller: AlertController
    let item: CountdownItem
    let view: AlertView
    let ticker: CountdownTicker

    init(seconds: Int) {
        controller = AlertController(window: HeadlessAlertWindow(), clock: clock)
        item = CountdownItem(validSeconds: seconds)
        view = AlertView(items: [item])
        ticker = CountdownTicker(item: item, clock: clock)
        controller.show(view)
    }
}

@MainActor
@Suite struct CountdownTickerTests {
    @Test func itTicksOnceASecondFromItsStartAndStopsAtZero() {
        let harness = TickerHarness(seconds: 2)
        harness.clock.advance(by: .seconds(5))
        #expect(harness.item.remainingSeconds == 2, "nothing before start")
        harness.ticker.start(for: harness.view)
        harness.clock.advance(by: .milliseconds(999))
        #expect(harness.item.remainingSeconds == 2)
        harness.clock.advance(by: .milliseconds(1))
        #expect(harness.item.remainingSeconds == 1)
        harness.clock.advance(by: .seconds(1))
        #expect(harness.item.remainingSeconds == 0)
        #expect(harness.clock.pendingCount == 0, "no tick is scheduled past zero")
    }

    @Test func aPauseKeepsWhatWasLeftOfTheSecond() {
        let harness = TickerHarness(seconds: 5)
        harness.ticker.start(for: harness.view)
        harness.clock.advance(by: .milliseconds(1_300))
        #expect(harness.item.remainingSeconds == 4)
        harness.ticker.pause()
        harness.clock.advance(by: .seconds(10))
        #expect(harness.item.remainingSeconds == 4)
        harness.ticker.start(for: harness.view)
        harness.clock.advance(by: .milliseconds(699))
        #expect(harness.item.remainingSeconds == 4)
        harness.clock.advance(by: .milliseconds(1))
        #expect(harness.item.remainingSeconds == 3)
    }

    @Test func stopCancelsTheNextTick() {
        let harness = TickerHarness(seconds: 5)
        harness.ticker.start(for: harness.view)
        harness.ticker.stop()
        #expect(harness.clock.pendingCount == 0)
        harness.clock.advance(by: .seconds(3))
        #expect(harness.item.remainingSeconds == 5)
    }

    @Test func aViewOffScreenIsNotTicked() {
        let harness = TickerHarness(seconds: 5)
        harness.ticker.start(for: harness.view)
        harness.controller.dismiss()
        #expect(!harness.view.isVisible)
        harness.clock.advance(by: .seconds(3))
        #expect(harness.item.remainingSeconds == 5)
    }

    @Test func eachTickAsksTheViewToRedraw() {
        let harness = TickerHarness(seconds: 3)
        var redraws = 0
        harness.view.onNeedsDisplay = { _ in redraws += 1 }
        harness.ticker.start(for: harness.view)
        harness.clock.advance(by: .seconds(2))
        #expect(redraws == 2)
    }
}
