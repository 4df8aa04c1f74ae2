import Testing

@testable import AlertPresentation

@MainActor
@Suite struct AlertListenersTests {
    @Test func listenersHearEveryEventInOrderAndAddedOnesFromTheNext() {
        let listeners = AlertListeners<Int>()
        #expect(listeners.isEmpty)
        var heard: [String] = []
        var late: AlertListenerToken?
        let first = listeners.add { event in
            heard.append("first \(event)")
            if late == nil { late = listeners.add { heard.append("late \($0)") } }
        }
        let second = listeners.add { heard.append("second \($0)") }
        listeners.send(1)
        listeners.send(2)
        #expect(heard == ["first 1", "second 1", "first 2", "second 2", "late 2"])
        withExtendedLifetime((first, second)) {}
    }
}
