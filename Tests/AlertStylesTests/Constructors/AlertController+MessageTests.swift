import AlertStylesTestSupport
import Testing

@testable import AlertStyles

@MainActor @Test func showMessageShowsAndResolvesOnce() throws {
    let (controller, window, _) = makeController()
    let log = ResultLog()
    let view = controller.showMessage("Saved.", completion: log.record)
    #expect(controller.currentAlert === view)
    #expect(view.items.count == 2)
    try expectLaidOut(view)
    #expect(window.activateAction(0))
    #expect(log.results.map(\.reason) == [.action(index: 0)])
    #expect(!controller.isVisible)
}
