import AlertAutomation
import AlertPresentation
import AlertProtocol
import Foundation
import Testing

@testable import AlertQueue

@MainActor
@Suite struct AlertControllerTests {
    @Test func showMakesAnInstantAlertVisibleBeforeReturning() {
        let h = Harness()
        let alert = TestAlert("a")
        let ticket = h.show(alert)
        #expect(h.controller.isVisible)
        #expect(h.controller.currentAlert === alert)
        #expect(h.controller.currentTicket == ticket)
        #expect(h.window.isDimmed)
        #expect(h.window.attachedAlerts.count == 1)
        #expect(alert.eventHandler === h.controller)
        #expect(h.controller.queuedCount == 0)
    }

    @Test func callbackOrderForOneAlert() {
        let h = Harness()
        let alert = TestAlert("a")
        let ticket = h.controller.show(alert) { _ in alert.log.append("completion") }
        h.controller.dismiss()
        #expect(
            alert.log == [
                "layout", "reload", "willPresent", "showAnimation", "didPresent",
                "willDismiss(programmatic)", "dismissAnimation", "didDismiss(programmatic)",
                "completion",
            ])
        #expect(
            h.events == [
                .willPresent(ticket), .didPresent(ticket),
                .willDismiss(ticket, reason: .programmatic),
                .didDismiss(ticket, reason: .programmatic),
                .resolved(ticket, AlertResult(reason: .programmatic)),
            ])
        #expect(!h.controller.isVisible)
        #expect(h.controller.currentAlert == nil)
        #expect(!h.window.isDimmed)
        #expect(alert.eventHandler == nil)
        #expect(h.controller.isIdle)
    }

    @Test func keepsTheWindowDimmedBetweenConsecutiveAlerts() {
        let h = Harness()
        let a = TestAlert("a")
        let b = TestAlert("b")
        h.show(a)
        h.show(b)
        h.controller.dismiss()
        h.controller.dismiss()
        #expect(
            h.window.history == [
                .dim(true), .attach(ObjectIdentifier(a)), .detach(ObjectIdentifier(a)),
                .attach(ObjectIdentifier(b)), .detach(ObjectIdentifier(b)), .dim(false),
            ])
    }

    @Test func actionEventDismissesWithItsIndexAndValues() {
        let h = Harness()
        let alert = TestAlert("a")
        alert.values = ["text": "hi"]
        let ticket = h.show(alert)
        h.window.activateAction(1)
        #expect(
            h.results[ticket] == [AlertResult(reason: .action(index: 1), values: ["text": "hi"])])
    }

    @Test func backgroundTapFollowsTheAlertsRule() {
        let h = Harness()
        let alert = TestAlert("alert")
        let sheet = TestAlert("sheet", style: .actionSheet)
        let a = h.show(alert)
        h.window.tapBackground()
        #expect(h.reason(a) == nil)
        alert.allowsBackgroundTap = true
        h.window.tapBackground()
        #expect(h.reason(a) == .backgroundTap)
        let s = h.show(sheet)
        h.window.tapBackground()
        #expect(h.reason(s) == .backgroundTap)
    }

    @Test func backgroundTapDefaultsForNonInteractiveAlerts() {
        let h = Harness()
        let a = h.show(PlainAlert(style: .alert))
        h.window.tapBackground()
        #expect(h.reason(a) == nil)
        h.controller.dismiss()
        let s = h.show(PlainAlert(style: .actionSheet))
        h.window.tapBackground()
        #expect(h.reason(s) == .backgroundTap)
    }

    @Test func dismissEventUsesItsReasonAndEventsForOtherAlertsAreIgnored() {
        let h = Harness()
        let a = TestAlert("a")
        let other = TestAlert("other")
        let ticket = h.show(a)
        h.controller.handle(.action(index: 0), from: other)
        #expect(h.reason(ticket) == nil)
        h.controller.handle(.dismiss(.timeout), from: a)
        #expect(h.reason(ticket) == .timeout)
    }

    @Test func containerChangeRelaysOutInPlace() {
        let h = Harness()
        let a = TestAlert("a")
        let ticket = h.show(a)
        h.window.resize(to: CGSize(width: 200, height: 100))
        #expect(a.containers.last?.size == CGSize(width: 200, height: 100))
        #expect(a.log.filter { $0 == "reload" }.count == 2)
        #expect(h.controller.currentAlert === a)
        a.failsLayout = true
        h.window.resize(to: CGSize(width: 10, height: 10))
        #expect(h.reason(ticket) == .failed("test layout failure"))
    }

    @Test func failedLayoutResolvesAndTheQueueMovesOn() {
        let h = Harness()
        let bad = TestAlert("bad")
        bad.failsLayout = true
        let good = TestAlert("good")
        let b = h.show(bad)
        let g = h.show(good)
        #expect(h.reason(b) == .failed("test layout failure"))
        #expect(h.controller.currentTicket == g)
        #expect(!h.window.history.contains(.attach(ObjectIdentifier(bad))))
        #expect(bad.eventHandler == nil)
    }

    @Test func durationStartsWhenShownAndTimesOut() {
        let h = Harness()
        let clock = h.clock
        let a = TestAlert("a", animationDelay: .seconds(1), clock: clock)
        let ticket = h.show(a, .init(duration: .seconds(3)))
        clock.advance(by: .seconds(3))
        #expect(h.reason(ticket) == nil)
        clock.advance(by: .seconds(1))
        #expect(h.reason(ticket) == nil)
        #expect(h.events.last == .willDismiss(ticket, reason: .timeout))
        clock.advance(by: .seconds(1))
        #expect(h.reason(ticket) == .timeout)
    }

    /// A time-out answer in the options reaches the result of a time-out (for the window's
    /// summary line), and no other result.
    @Test func theTimeoutAnswerTravelsToTheResultOfATimeoutOnly() {
        let h = Harness()
        var options = AlertOptions(duration: .seconds(2))
        options.timeoutAnswer = AlertTimeoutAnswer("No", isAnswer: false)
        let timedOut = h.show(TestAlert("a"), options)
        h.clock.advance(by: .seconds(2))
        #expect(h.results[timedOut]?.first?.reason == .timeout)
        #expect(
            h.results[timedOut]?.first?.timeoutAnswer == AlertTimeoutAnswer("No", isAnswer: false))
        let dismissed = h.show(TestAlert("b"), options)
        h.controller.dismiss()
        #expect(h.results[dismissed]?.first?.reason == .programmatic)
        #expect(h.results[dismissed]?.first?.timeoutAnswer == nil)
    }

    @Test func durationDoesNotRunWhileQueued() {
        let h = Harness()
        h.show(TestAlert("first"))
        let second = h.show(TestAlert("second"), .init(duration: .seconds(2)))
        h.clock.advance(by: .seconds(10))
        #expect(h.reason(second) == nil)
        h.controller.dismiss()
        h.clock.advance(by: .seconds(1))
        #expect(h.reason(second) == nil)
        h.clock.advance(by: .seconds(1))
        #expect(h.reason(second) == .timeout)
    }

    @Test func alertShownWhileTheLastIsLeavingWaitsItsTurn() {
        let h = Harness()
        let a = TestAlert("a", animationDelay: .seconds(1), clock: h.clock)
        h.show(a)
        h.clock.advance(by: .seconds(1))
        h.controller.dismiss()
        let b = h.show(TestAlert("b"))
        #expect(h.controller.currentAlert === a)
        #expect(h.controller.queuedCount == 1)
        h.clock.advance(by: .seconds(1))
        #expect(h.controller.currentTicket == b)
    }

    @Test func interruptWhileAppearingWaitsForTheShowAnimation() {
        let h = Harness()
        let a = TestAlert("a", animationDelay: .seconds(1), clock: h.clock)
        let ta = h.show(a)
        let tb = h.show(TestAlert("b"), .init(interruptsCurrent: true))
        #expect(h.controller.currentTicket == ta)
        h.clock.advance(by: .seconds(1))
        #expect(h.events.contains(.didPresent(ta)))
        #expect(h.events.last == .willSuspend(ta))
        h.clock.advance(by: .seconds(1))
        #expect(h.controller.currentTicket == tb)
        h.controller.dismiss()
        #expect(h.controller.currentTicket == ta)
    }

    @Test func releasedOwnerDoesNotRemoveAVisibleAlert() {
        final class Owner {}
        let h = Harness()
        var owner: Owner? = Owner()
        let ticket = h.show(TestAlert("a"), .init(owner: owner))
        owner = nil
        h.clock.advance(by: .seconds(10))
        #expect(h.controller.currentTicket == ticket)
        #expect(owner == nil)
    }

    @Test func reloadVisibleAlertRelaysOutInPlace() {
        let h = Harness()
        let a = TestAlert("a")
        let ticket = h.show(a)
        h.controller.reloadVisibleAlert()
        #expect(a.log.filter { $0 == "reload" }.count == 2)
        a.failsLayout = true
        h.controller.reloadVisibleAlert()
        #expect(h.reason(ticket) == .failed("test layout failure"))
    }

    @Test func longChainsOfSelfDismissingAlertsDoNotDeepenTheStack() {
        let h = Harness()
        h.show(TestAlert("blocker"))
        var tickets: [AlertTicket] = []
        for index in 0..<5_000 {
            let alert = TestAlert("\(index)")
            alert.onDidPresent = { [unowned alert] in
                h.controller.dismiss(alert, reason: .action(index: 0))
            }
            tickets.append(h.show(alert))
        }
        h.controller.dismiss()
        #expect(tickets.allSatisfy { h.reason($0) == .action(index: 0) })
        #expect(h.controller.isIdle)
    }

    @Test func manyQueuedAlertsKeepAnExactCountAndOrder() {
        let h = Harness()
        h.show(TestAlert("blocker"))
        var tickets: [AlertPriority: [AlertTicket]] = [:]
        for index in 0..<20_000 {
            let priority = AlertPriority(rawValue: index % 3)!
            tickets[priority, default: []].append(h.show(PlainAlert(), .init(priority: priority)))
        }
        #expect(h.controller.queuedCount == 20_000)
        var order: [AlertTicket] = []
        while h.controller.isVisible {
            h.controller.dismiss()
            if let ticket = h.controller.currentTicket { order.append(ticket) }
        }
        #expect(order == tickets[.high]! + tickets[.normal]! + tickets[.low]!)
    }

    @Test func releasedOwnerIsNeverShown() {
        final class Owner {}
        let h = Harness()
        h.show(TestAlert("visible"))
        var owner: Owner? = Owner()
        let owned = TestAlert("owned")
        let ticket = h.show(owned, .init(owner: owner))
        let next = h.show(TestAlert("next"))
        owner = nil
        h.controller.dismiss()
        #expect(h.reason(ticket) == .ownerReleased)
        #expect(owned.log.isEmpty)
        #expect(h.controller.currentTicket == next)
    }

    @Test func sameAlertObjectTwiceIsDropped() {
        let h = Harness()
        let a = TestAlert("a")
        let first = h.show(a)
        let second = h.show(a)
        #expect(h.reason(second) == .dropped)
        h.controller.dismiss()
        #expect(h.reason(first) == .programmatic)
        let third = h.show(a)
        #expect(h.controller.currentTicket == third)
    }

    @Test func interAlertDelaySeparatesAlerts() {
        let h = Harness()
        h.controller.interAlertDelay = .seconds(1)
        h.show(TestAlert("a"))
        let b = h.show(TestAlert("b"))
        h.controller.dismiss()
        #expect(!h.controller.isVisible)
        #expect(h.window.isDimmed)
        h.clock.advance(by: .milliseconds(999))
        #expect(!h.controller.isVisible)
        h.clock.advance(by: .milliseconds(1))
        #expect(h.controller.currentTicket == b)
    }

    @Test func completionMayShowAnotherAlert() {
        let h = Harness()
        let a = TestAlert("a")
        let b = TestAlert("b")
        var bTicket: AlertTicket?
        h.controller.show(a) { _ in
            bTicket = h.controller.show(b)
            // The handler runs after `a` is gone and before `b` appears.
            #expect(h.controller.currentAlert == nil)
        }
        h.controller.dismiss()
        #expect(h.controller.currentTicket == bTicket)
        #expect(h.window.isDimmed)
    }

    @Test func lifecycleCallbacksMayDismissReentrantly() {
        let h = Harness()
        let a = TestAlert("a")
        a.onWillPresent = { h.controller.dismiss() }
        let b = TestAlert("b")
        b.onDidPresent = { h.controller.dismiss(b, reason: .action(index: 9)) }
        let ta = h.show(a)
        let tb = h.show(b)
        #expect(h.reason(ta) == .programmatic)
        #expect(h.reason(tb) == .action(index: 9))
        #expect(h.controller.isIdle)
    }

    @Test func presentReturnsTheResult() async {
        let h = Harness()
        let alert = TestAlert("a")
        alert.onDidPresent = { h.window.activateAction(2) }
        let result = await h.controller.present(alert)
        #expect(result.reason == .action(index: 2))
    }

    @Test func installReplacesTheWindowOnlyWhenIdle() throws {
        let h = Harness()
        let other = HeadlessAlertWindow(size: CGSize(width: 80, height: 24))
        h.show(TestAlert("a"))
        #expect(throws: AlertControllerError.busy) {
            try h.controller.install(window: other)
        }
        h.controller.dismiss()
        try h.controller.install(window: other)
        #expect(other.eventHandler === h.controller)
        #expect(h.window.eventHandler == nil)
        let b = TestAlert("b")
        h.show(b)
        #expect(other.attachedAlerts.first === b)
        #expect(b.containers.last?.size == CGSize(width: 80, height: 24))
    }

    @Test func sharedControllerStartsWithoutAPresenter() {
        #expect(AlertController.shared.window is UninstalledAlertWindow)
        #expect(AlertController.shared.clock is DispatchAlertClock)
    }
}

// Regression tests for review findings.
extension AlertControllerTests {
    @Test func anActionTheAlertRefusesDoesNotDismissButRunsItsControl() {
        let h = Harness()
        let a = TestAlert("a")
        a.refusedActions = [-1, 3]
        let ta = h.show(a)
        h.window.activateAction(-1)
        h.window.activateAction(3)
        #expect(h.reason(ta) == nil)
        #expect(h.controller.currentAlert === a)
        #expect(a.log.filter { $0.hasPrefix("control") } == ["control(-1)", "control(3)"])
        h.window.activateAction(0)
        #expect(h.reason(ta) == .action(index: 0))
        #expect(!a.log.contains("control(0)"))
    }

    @Test func actionsFromAnAlertWithoutInteractionStillDismiss() {
        let h = Harness()
        let ticket = h.show(PlainAlert())
        h.window.activateAction(7)
        #expect(h.reason(ticket) == .action(index: 7))
    }
}

/// An alert of a user's own with a value item and an action of its own, not an
/// `AlertInteractive`: the controller still reads its value and runs its action.
@MainActor
@Suite struct AlertControllerOwnItemsTests {
    final class Field: AlertValueItem {
        var alertLayout = AlertItemLayout(itemSize: CGSize(width: 10, height: 1))
        let resultKey = "name"
        var resultValue: String? = "Ana"
    }

    final class Action: AlertActionSource {
        var alertLayout = AlertItemLayout(itemSize: CGSize(width: 10, height: 1))
        let actionIndex: Int
        let dismissesAlert = true
        var isEnabled = true
        var log: [String] = []
        init(_ index: Int) { actionIndex = index }
        func performAction() { log.append("performed \(actionIndex)") }
    }

    final class Own: AlertPresentable {
        var isVisible = false
        let style = AlertStyle.alert
        var items: [any AlertItem]
        init(_ items: [any AlertItem]) { self.items = items }
    }

    @Test func anOwnAlertGivesItsValuesAndRunsTheDismissingActionBeforeTheCompletion() {
        let window = HeadlessAlertWindow()
        let controller = AlertController(window: window, clock: ManualAlertClock())
        let disabled = Action(1)
        disabled.isEnabled = false
        let enabled = Action(1)
        let other = Action(2)
        var order: [String] = []
        controller.show(Own([Field(), disabled, enabled, other])) { result in
            order.append("completion \(result.values)")
            order += enabled.log
        }
        #expect(window.activateAction(1))
        #expect(order == ["completion [\"name\": \"Ana\"]", "performed 1"])
        #expect(disabled.log.isEmpty && other.log.isEmpty)
    }

    /// A window that records which exit the controller asks for.
    final class ExitRecordingWindow: AlertWindow {
        let level = AlertWindowLevel.alert
        let container = AlertContainer(size: CGSize(width: 375, height: 667))
        weak var eventHandler: (any AlertEventHandler)?
        var exits: [String] = []
        func attach(_ alert: any AlertPresentable) {}
        func detach(_ alert: any AlertPresentable) {}
        func setDimmed(_ dimmed: Bool) {}
        func animateDismiss(
            _ alert: any AlertPresentable, completion: @escaping @MainActor () -> Void
        ) {
            exits.append("dismiss")
            completion()
        }
        func animateHandover(
            _ alert: any AlertPresentable, completion: @escaping @MainActor () -> Void
        ) {
            exits.append("handover")
            completion()
        }
    }

    @Test func anAlertHandsOverOnlyWhenTheNextFollowsAtOnce() {
        let window = ExitRecordingWindow()
        let clock = ManualAlertClock()
        let controller = AlertController(window: window, clock: clock)
        controller.show(TestAlert("a"))
        controller.show(TestAlert("b"))
        controller.dismiss()
        controller.dismiss()
        #expect(window.exits == ["handover", "dismiss"], "the last alert leaves as usual")
        controller.interAlertDelay = .milliseconds(100)
        controller.show(TestAlert("c"))
        controller.show(TestAlert("d"))
        controller.dismiss()
        #expect(window.exits.last == "dismiss", "a pause between alerts clears the screen")
        clock.advance(by: .milliseconds(100))
        controller.dismiss()
        #expect(window.exits.count == 4 && controller.isIdle)
    }

    @Test func aPresenterInstallsItsWindowThroughTheHostProtocol() async throws {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let host: any AlertWindowHost = controller
        let window = RecordingWindow()
        try host.install(window: window, clock: nil)
        #expect(controller.window === window)
        controller.show(TestAlert("a"))
        #expect(window.log.contains("attach"))
        controller.dismiss()
        await host.waitUntilIdle()
        #expect(controller.isIdle)
        controller.show(TestAlert("b"))
        #expect(throws: AlertControllerError.busy) {
            try host.install(window: HeadlessAlertWindow(), clock: nil)
        }
    }

    /// A window that records, in order, the alerts' turn, the dimming, the attaching and
    /// detaching, and each shown alert's result.
    final class RecordingWindow: AlertWindow {
        let level = AlertWindowLevel.alert
        let container = AlertContainer(size: CGSize(width: 375, height: 667))
        weak var eventHandler: (any AlertEventHandler)?
        var log: [String] = []
        func attach(_ alert: any AlertPresentable) { log.append("attach") }
        func detach(_ alert: any AlertPresentable) { log.append("detach") }
        func setDimmed(_ dimmed: Bool) { log.append("dim \(dimmed)") }
        func alertsWillBegin() { log.append("begin") }
        func alertsDidEnd() { log.append("end") }
        func alertDidLeave(_ alert: any AlertPresentable, result: AlertResult) {
            log.append("left \(result.reason)")
        }
    }

    @Test func theWindowHearsOnceWhenAlertsBeginAndOnceWhenTheyEnd() {
        let window = RecordingWindow()
        let controller = AlertController(window: window, clock: ManualAlertClock())
        controller.show(TestAlert("a"))
        controller.show(TestAlert("b"))
        controller.dismiss()
        controller.dismiss()
        #expect(
            window.log == [
                "begin", "dim true", "attach", "detach", "left programmatic", "attach",
                "detach", "left programmatic", "dim false", "end",
            ])
    }

    @Test func aWindowWithoutItsOwnHandoverDismisses() {
        let h = Harness()
        let a = TestAlert("a")
        h.show(a)
        h.show(TestAlert("b"))
        h.controller.dismiss()
        #expect(a.log.contains("dismissAnimation"))
    }

    @Test func theWindowHearsOfEachShownAlertsResultAfterDetachAndBeforeTheCompletion() {
        let window = RecordingWindow()
        let controller = AlertController(window: window, clock: ManualAlertClock())
        controller.show(TestAlert("shown")) { _ in window.log.append("completion") }
        controller.show(TestAlert("queued")) { _ in window.log.append("queued completion") }
        controller.dismiss(id: "none")
        // The queued one is dismissed while it waits: it never reached the window.
        controller.dismissAll()
        #expect(
            window.log == [
                "begin", "dim true", "attach", "queued completion", "detach",
                "left programmatic", "completion", "dim false", "end",
            ])
    }
}
