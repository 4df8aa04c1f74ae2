import AlertAutomation
import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor @Test func aPagerAlertHasItsTextAndOneButtonThatEnterAndEscAnswer() throws {
    let (controller, _, _) = makeController()
    var reasons: [AlertDismissReason] = []
    let view = controller.showPager(title: "README", text: "one\ntwo", height: 8) {
        reasons.append($0.reason)
    }
    let pager = try #require(view.items.compactMap { $0 as? PagerItem }.first)
    #expect(pager.visibleRows == 8)
    #expect(pager.lineCount == 2)
    #expect(view.buttons.map(\.title) == [AlertStrings.current.ok])
    view.handle(.enter)
    #expect(reasons == [.action(index: 0)])
}

@MainActor @Test func pageWaitsUntilThePagerIsClosed() async throws {
    let (controller, window, _) = makeController()
    let result = Task { await controller.page("Log", text: "a\nb", buttonTitle: "Close") }
    let view = try await window.waitForAlert()
    #expect(view.items.compactMap { ($0 as? ButtonItem)?.title } == ["Close"])
    #expect(window.type("q"))
    #expect(await result.value.reason == .action(index: 0))
}

@MainActor @Test func aPagerTakesAllTheWidthThereIs() throws {
    let (controller, _, _) = makeController()
    let view = controller.showPager(title: "Log", text: "short", height: 4)
    try view.layout(in: AlertContainer(size: CGSize(width: 1200, height: 800)))
    let wide = view.interaction.contentWidth
    try view.layout(in: AlertContainer(size: CGSize(width: 600, height: 800)))
    let narrow = view.interaction.contentWidth
    // A short text, yet the card fills the room: 1,200 points hold more than 600 do.
    #expect(wide > narrow + 500)
    #expect(narrow > 0)
}
