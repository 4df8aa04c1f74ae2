import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStyles
import Foundation
import Testing

@testable import AlertAutomation

/// An alert with nothing but the required members.
@MainActor
private final class PlainAlert: AlertPresentable {
    let style = AlertStyle.alert
    var isVisible = false
    var items: [any AlertItem] = []

    func reloadData() throws {}
    func showAnimation(completion: @escaping @MainActor () -> Void) { completion() }
    func dismissAnimation(completion: @escaping @MainActor () -> Void) { completion() }
}

/// An alert as a user writes one: not an `AlertView`, so it owns no interaction; a field
/// and three library buttons.
@MainActor
private final class UserAlert: AlertPresentable {
    let style = AlertStyle.alert
    var isVisible = false
    let field: TextFieldItem
    lazy var items: [any AlertItem] = [
        field,
        ButtonItem(title: "Erase", role: .destructive, actionIndex: 0),
        ButtonItem(title: "Keep", role: .cancel, actionIndex: 1),
        ButtonItem(title: "Save", actionIndex: 2),
    ]

    init() throws {
        field = try TextFieldItem(placeholder: "Name")
    }

    func reloadData() throws {}
    func showAnimation(completion: @escaping @MainActor () -> Void) { completion() }
    func dismissAnimation(completion: @escaping @MainActor () -> Void) { completion() }
}

@MainActor
private final class EventRecorder: AlertEventHandler {
    var events: [(AlertEvent, ObjectIdentifier?)] = []
    func handle(_ event: AlertEvent, from alert: (any AlertPresentable)?) {
        events.append((event, alert.map(ObjectIdentifier.init)))
    }
}

@MainActor
@Suite struct HeadlessAlertWindowTests {
    @Test func startsAtTheAlertLevelWithTheGivenSize() {
        let window = HeadlessAlertWindow(size: CGSize(width: 100, height: 30))
        #expect(window.level == .alert)
        #expect(window.container.size == CGSize(width: 100, height: 30))
        #expect(HeadlessAlertWindow().container.size == CGSize(width: 375, height: 667))
        #expect(!window.isDimmed)
        #expect(window.attachedAlerts.isEmpty)
    }

    @Test func recordsAttachDetachAndDim() {
        let window = HeadlessAlertWindow()
        let a = PlainAlert()
        let b = PlainAlert()
        window.setDimmed(true)
        window.attach(a)
        window.attach(b)
        window.detach(a)
        #expect(window.attachedAlerts.count == 1)
        #expect(window.topAlert === b)
        #expect(window.isDimmed)
        #expect(
            window.history == [
                .dim(true), .attach(ObjectIdentifier(a)), .attach(ObjectIdentifier(b)),
                .detach(ObjectIdentifier(a)),
            ])
        window.clearHistory()
        #expect(window.history.isEmpty)
        #expect(window.attachedAlerts.count == 1)
    }

    @Test func sendsEventsAboutTheTopAlert() {
        let window = HeadlessAlertWindow()
        let recorder = EventRecorder()
        #expect(!window.tapBackground())
        window.eventHandler = recorder
        let alert = PlainAlert()
        window.attach(alert)
        #expect(window.tapBackground())
        #expect(window.activateAction(2))
        #expect(window.resize(to: CGSize(width: 50, height: 60)))
        #expect(recorder.events.count == 3)
        #expect(recorder.events[0].0 == .backgroundTap)
        #expect(recorder.events[0].1 == ObjectIdentifier(alert))
        #expect(recorder.events[1].0 == .action(index: 2))
        let resized = AlertContainer(size: CGSize(width: 50, height: 60))
        #expect(recorder.events[2].0 == .containerChanged(resized))
        #expect(recorder.events[2].1 == nil)
        #expect(window.container == resized)
    }

    @Test func holdsItsHandlerWeakly() {
        let window = HeadlessAlertWindow()
        do {
            let recorder = EventRecorder()
            window.eventHandler = recorder
            #expect(window.eventHandler != nil)
        }
        #expect(window.eventHandler == nil)
    }

    // MARK: Acting as a user

    @Test func waitForAlertEndsWhenTheControllerAttachesOne() async throws {
        let window = HeadlessAlertWindow()
        let alerts = AlertController(window: window, clock: ManualAlertClock())
        let sure = Task { await alerts.confirm("Deploy?") }
        let shown = try await window.waitForAlert()
        #expect(shown === alerts.currentAlert)
        #expect(alerts.isVisible, "the controller has shown it by the time the wait ends")
        #expect(try await window.waitForAlert() === shown, "an alert on top ends the wait at once")
        #expect(window.press(.cancel))
        #expect(await sure.value == false)
    }

    @Test func everyWaiterHearsTheSameAlert() async throws {
        let window = HeadlessAlertWindow()
        let alert = PlainAlert()
        let first = Task { ObjectIdentifier(try await window.waitForAlert()) }
        let second = Task { ObjectIdentifier(try await window.waitForAlert()) }
        // Runs after both tasks wait (the main actor takes its tasks in order).
        Task { window.attach(alert) }
        #expect(try await first.value == ObjectIdentifier(alert))
        #expect(try await second.value == ObjectIdentifier(alert))
    }

    @Test func aCancelledWaitThrowsAndLeavesTheOthersWaiting() async throws {
        let window = HeadlessAlertWindow()
        let waiting = Task { _ = try await window.waitForAlert() }
        let other = Task { ObjectIdentifier(try await window.waitForAlert()) }
        Task { waiting.cancel() }
        await #expect(throws: CancellationError.self) { try await waiting.value }
        let cancelledAtOnce = Task { _ = try await window.waitForAlert() }
        cancelledAtOnce.cancel()
        await #expect(throws: CancellationError.self) { try await cancelledAtOnce.value }
        let alert = PlainAlert()
        window.attach(alert)
        #expect(try await other.value == ObjectIdentifier(alert))
    }

    @Test func typeTypesIntoTheFocusedFieldAndTheDefaultButtonTakesIt() async throws {
        let window = HeadlessAlertWindow()
        let alerts = AlertController(window: window, clock: ManualAlertClock())
        let name = Task { await alerts.input("Your name") }
        try await window.waitForAlert()
        #expect(window.type("Ada"))
        #expect(window.press(.backspace), "a key goes to the same field")
        #expect(window.type("a 王"))
        #expect(window.press(.default))
        #expect(await name.value == "Ada 王")
    }

    @Test func keysGoToTheAlertOnTop() async throws {
        let window = HeadlessAlertWindow()
        let alerts = AlertController(window: window, clock: ManualAlertClock())
        let logs = Task {
            await alerts.chooseSeveral("Trash", choices: ["a.log", "b.log", "c.log"])
        }
        try await window.waitForAlert()
        #expect(window.press(.character(" "), .down, .down, .character(" "), .enter))
        #expect(await logs.value == ["a.log", "c.log"])
    }

    @Test func pressPicksAButtonByItsTitleOrItsRoleInAnAlertOfYourOwn() async throws {
        let window = HeadlessAlertWindow()
        let alerts = AlertController(window: window, clock: ManualAlertClock())
        var reasons: [AlertDismissReason] = []
        for press in [
            { window.press("Save") }, { window.press(.cancel) }, { window.press(.destructive) },
            { window.press(.default) },
        ] {
            let alert = try UserAlert()
            alerts.show(alert) { reasons.append($0.reason) }
            #expect(try await window.waitForAlert() === alert)
            #expect(press())
        }
        #expect(
            reasons == [
                .action(index: 2), .action(index: 1), .action(index: 0), .action(index: 2),
            ])
    }

    @Test func typeReachesTheFieldOfAnAlertThatOwnsNoInteraction() async throws {
        let window = HeadlessAlertWindow()
        let alerts = AlertController(window: window, clock: ManualAlertClock())
        let alert = try UserAlert()
        var result: AlertResult?
        alerts.show(alert) { result = $0 }
        try await window.waitForAlert()
        #expect(window.press(.tab, .backTab), "the focus is kept between presses")
        #expect(window.type("Lin"))
        #expect(alert.field.text == "Lin")
        #expect(window.press(.enter))
        #expect(result?.reason == .action(index: 2))
    }

    @Test func pressAndTypeSayWhenNothingTakesThem() async throws {
        let window = HeadlessAlertWindow()
        #expect(!window.press("OK"), "no alert")
        #expect(!window.press(.cancel))
        #expect(!window.type("x"))
        #expect(!window.answer("1"))
        let alerts = AlertController(window: window, clock: ManualAlertClock())
        var result: AlertResult?
        alerts.showAlert(title: "Done", cancelTitle: nil, otherTitles: ["OK"]) { result = $0 }
        try await window.waitForAlert()
        #expect(!window.press("Nope"), "no button of that title")
        #expect(!window.press(.cancel), "no cancel button")
        #expect(!window.type("x"), "no field takes text")
        #expect(result == nil)
        #expect(window.press("OK"))
        #expect(result?.reason == .action(index: 1))
    }

    @Test func answerTakesALineAsAnAnswersFileDoes() async throws {
        let window = HeadlessAlertWindow()
        let alerts = AlertController(window: window, clock: ManualAlertClock())
        let sure = Task { await alerts.confirm("Deploy?") }
        try await window.waitForAlert()
        #expect(!window.answer("maybe"), "a line that fits no button")
        #expect(window.answer("yes"))
        #expect(await sure.value == true)
    }
}
