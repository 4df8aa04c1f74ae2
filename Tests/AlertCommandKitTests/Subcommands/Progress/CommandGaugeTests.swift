import AlertEngine
import AlertTestSupport
import Testing

@testable import AlertCommandKit

/// A turn that says others wait when told, and counts the times it was given up.
@MainActor
private final class ToldTurn: CommandTurn {
    var othersWait = false
    var yields = 0
    var whileAside: @MainActor () -> Void = {}

    func yield() async {
        yields += 1
        othersWait = false
        whileAside()
    }
}

/// `alert progress` headless: the bar follows the input, steps aside (leaving no summary:
/// `.replaced`) when another alert waits for the terminal, and comes back as the input
/// left it; the end of the input completes it and a dismissal interrupts it.
@MainActor
@Suite struct CommandGaugeTests {
    let clock = ManualAlertClock()
    let controller: AlertController

    init() {
        controller = AlertController(window: HeadlessAlertWindow(), clock: clock)
    }

    private func bar() -> ProgressItem? {
        controller.currentAlert?.items.lazy.compactMap { $0 as? ProgressItem }.first
    }

    private func texts() -> [String] {
        controller.currentAlert?.items.compactMap { ($0 as? TextItem)?.text } ?? []
    }

    @Test func theBarStepsAsideForAnotherAlertAndComesBackAsTheInputLeftIt() async throws {
        var reasons: [AlertDismissReason] = []
        let listening = controller.addLifecycleListener { event in
            if case .resolved(_, let result) = event { reasons.append(result.reason) }
        }
        defer { listening.cancel() }
        let turn = ToldTurn()
        let gauge = CommandGauge(
            title: "Copying", text: "Starting", options: .init(), on: controller, turn: turn)
        var shownWhileAside: Bool?
        turn.whileAside = {
            shownWhileAside = self.controller.isVisible
            gauge.apply(GaugeInput.Update(percent: 60, text: "Overwritten"))
        }
        let run = Task { await gauge.run { await turn.yield() } }
        #expect(await yield(until: { controller.isVisible }))
        #expect(bar()?.isIndeterminate == true, "a spinner until a percentage")
        clock.advance(by: .milliseconds(300))
        #expect(bar()?.phase == 3)
        gauge.apply(GaugeInput.Update(percent: 30, text: nil))
        #expect(bar()?.fraction == 0.3 && bar()?.isIndeterminate == false)
        clock.advance(by: CommandGauge.pollInterval)
        #expect(turn.yields == 0, "nobody waits: the bar stays")
        turn.othersWait = true
        clock.advance(by: CommandGauge.pollInterval)
        #expect(await yield(until: { turn.yields > 0 }))
        #expect(shownWhileAside == false, "off screen while the other alert asks")
        #expect(await yield(until: { controller.isVisible }))
        #expect(bar()?.fraction == 0.6 && texts() == ["Copying", "Overwritten"])
        gauge.endInput()
        #expect(await run.value == .accepted(answer: nil))
        #expect(reasons == [.replaced, .completed])
    }

    /// The bar comes back finished, so its summary line is left (it used to end unseen).
    @Test func inputThatEndsWhileAsideComesBackFinishedForItsSummary() async {
        var reasons: [AlertDismissReason] = []
        let listening = controller.addLifecycleListener { event in
            if case .resolved(_, let result) = event { reasons.append(result.reason) }
        }
        defer { listening.cancel() }
        let turn = ToldTurn()
        let gauge = CommandGauge(
            title: "Copying", text: "Starting", options: .init(), on: controller, turn: turn)
        turn.whileAside = { gauge.endInput() }
        let run = Task { await gauge.run { await turn.yield() } }
        #expect(await yield(until: { controller.isVisible }))
        turn.othersWait = true
        clock.advance(by: CommandGauge.pollInterval)
        #expect(await run.value == .accepted(answer: nil))
        #expect(reasons == [.replaced, .completed], "back, finished at once")
    }

    /// Input that could not be read to its end (a line past the bound, a directory) ends
    /// the bar as a failure that says why, not as a gauge that finished.
    @Test func inputThatCannotBeReadToItsEndFailsIt() async {
        let gauge = CommandGauge(
            title: "Copying", text: "", options: .init(), on: controller, turn: nil)
        let run = Task { await gauge.run {} }
        #expect(await yield(until: { controller.isVisible }))
        gauge.endInput(failure: "a line of standard input is longer than 65536 bytes")
        #expect(await run.value == .failed("a line of standard input is longer than 65536 bytes"))
    }

    @Test func aDismissalInterruptsItAndAFailureFailsIt() async {
        let gauge = CommandGauge(
            title: "Copying", text: "", options: .init(), on: controller, turn: nil)
        let run = Task { await gauge.run {} }
        #expect(await yield(until: { controller.isVisible }))
        controller.dismissAll()
        #expect(await run.value == .interrupted)
        let failing = CommandGauge(
            title: "Copying", text: "", options: .init(), on: controller, turn: nil)
        let failed = Task { await failing.run {} }
        #expect(await yield(until: { controller.isVisible }))
        controller.currentAlert.map { controller.dismiss($0, reason: .failed("no room")) }
        #expect(await failed.value == .failed("the alert cannot be shown: no room"))
    }
}
