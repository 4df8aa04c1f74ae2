import AlertEngine
import Testing

@testable import AlertDemoKit

@MainActor
@Suite struct DemoTourTests {
    private func makeTour() -> (DemoTour, HeadlessAlertWindow, ManualAlertClock) {
        let window = HeadlessAlertWindow()
        let clock = ManualAlertClock()
        let controller = AlertController(window: window, clock: clock)
        return (DemoTour(controller: controller), window, clock)
    }

    @Test func queuesEveryAlertButTheCriticalOneAtOnce() {
        let (tour, window, _) = makeTour()
        tour.start()
        #expect(window.attachedAlerts.count == 1)
        #expect(tour.controller.queuedCount == DemoTour.plan.count - 2)
        #expect(tour.entry(for: window.topAlert!)?.number == 1)
    }

    @Test func theCriticalAlertInterruptsTheStatusAlertWhichComesBack() throws {
        let (tour, window, clock) = makeTour()
        tour.start()
        for _ in 0..<9 { window.activateAction(0) }
        let status = try #require(window.topAlert)
        #expect(tour.entry(for: status)?.slug == "status")
        clock.advance(by: tour.criticalDelay)
        let critical = try #require(window.topAlert)
        #expect(tour.entry(for: critical)?.slug == "critical")
        #expect(tour.entries[9].outcome == nil, "the status alert is suspended, not ended")
        window.activateAction(0)
        #expect(window.topAlert === status)
        clock.advance(by: .seconds(10))
        #expect(tour.entries[9].outcome == .dismissed(.timeout))
        #expect(tour.entries[12].outcome == .action(0, title: "OK"))
    }

    @Test func quitResolvesEverythingAndMarksTheUnscheduledCritical() {
        let (tour, window, _) = makeTour()
        tour.start()
        window.activateAction(0)
        tour.quit()
        #expect(tour.isFinished)
        #expect(tour.entries[0].outcome == .action(0, title: "Start"))
        #expect(tour.entries[1...10].allSatisfy { $0.outcome == .dismissed(.programmatic) })
        #expect(tour.entries[11].outcome == .dismissed(.programmatic))
        #expect(tour.entries[12].outcome == .notShown)
        #expect(window.attachedAlerts.isEmpty)
    }

    @Test func inputAndDateOutcomesCarryTheirValuesOrTheReason() throws {
        let (tour, window, _) = makeTour()
        tour.start()
        for _ in 0..<3 { window.activateAction(0) }
        let date = try #require(window.topAlert as? AlertView)
        date.handle(.enter)
        #expect(tour.entries[3].outcome == .date("2026-11-21"))
        window.tapBackground()
        window.activateAction(0)
        #expect(tour.entries[4].outcome == .action(0, title: "Cancel"))
    }
}
