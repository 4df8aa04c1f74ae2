import AlertProtocol
import Foundation
import Testing

@testable import AlertQueue

@MainActor
@Suite struct AlertControllerEventsTests {
    @Test func aContainerTooSmallKeepsTheAlertUpUntilItGrows() {
        let h = Harness()
        let a = TestAlert("a")
        let ticket = h.show(a)
        a.layoutError = TestRoomError()
        h.window.resize(to: CGSize(width: 1, height: 1))
        #expect(h.reason(ticket) == nil)
        #expect(h.controller.currentAlert === a)
        #expect(h.window.topAlert === a)
        a.layoutError = nil
        h.window.resize(to: CGSize(width: 80, height: 24))
        #expect(a.containers.last?.size == CGSize(width: 80, height: 24))
        #expect(h.controller.currentAlert === a)
        h.window.activateAction(0)
        #expect(h.reason(ticket) == .action(index: 0))
    }

    @Test func aContainerErrorThatIsNotAboutRoomStillFails() {
        let h = Harness()
        let a = TestAlert("a")
        let ticket = h.show(a)
        a.layoutError = TestRoomError(tooSmall: false)
        h.window.resize(to: CGSize(width: 1, height: 1))
        #expect(h.reason(ticket) == .failed("bad container value"))
    }

    @Test func reloadingAnAlertWithNoRoomKeepsIt() {
        let h = Harness()
        let a = TestAlert("a")
        let ticket = h.show(a)
        a.layoutError = TestRoomError()
        h.controller.reloadVisibleAlert()
        #expect(h.reason(ticket) == nil)
        #expect(h.controller.currentAlert === a)
    }
}
