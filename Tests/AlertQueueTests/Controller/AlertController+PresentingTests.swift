import AlertProtocol
import Foundation
import Testing

@testable import AlertQueue

@MainActor
@Suite struct AlertControllerPresentingTests {
    @Test func anAlertShownWithNoRoomGoesOnScreenAndWaits() {
        let h = Harness()
        let a = TestAlert("a")
        a.layoutError = TestRoomError()
        let b = TestAlert("b")
        let ticket = h.show(a)
        h.show(b)
        #expect(h.reason(ticket) == nil)
        #expect(h.window.history.contains(.attach(ObjectIdentifier(a))))
        #expect(h.controller.currentAlert === a)
        a.layoutError = nil
        h.window.resize(to: CGSize(width: 80, height: 24))
        h.window.activateAction(1)
        #expect(h.reason(ticket) == .action(index: 1))
    }

    @Test func anInvalidItemStillFailsAndTheQueueMovesOn() {
        let h = Harness()
        let bad = TestAlert("bad")
        bad.layoutError = TestRoomError(tooSmall: false)
        let good = TestAlert("good")
        let b = h.show(bad)
        let g = h.show(good)
        #expect(h.reason(b) == .failed("bad container value"))
        #expect(h.controller.currentTicket == g)
    }
}
