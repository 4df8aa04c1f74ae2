import AlertProtocol
import Foundation
import Testing

@testable import AlertQueue

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
}
