import AlertStylesTestSupport
import Testing

@testable import AlertStyles

@MainActor @Test func cancelGoesLastBehindTheBigSeparator() throws {
    let (controller, window, _) = makeController()
    var ran: [String] = []
    let log = ResultLog()
    let view = controller.showSheet(
        title: "File",
        actions: [
            AlertAction(title: "Delete", role: .destructive) { ran.append("delete") },
            AlertAction(title: "Cancel", role: .cancel),
            AlertAction(title: "Share") { ran.append("share") },
        ], completion: log.record)
    #expect(view.style == .actionSheet)
    let kinds = view.items.map { item -> String in
        switch item {
        case let button as ButtonItem: button.title
        case let separator as SeparatorItem: separator.kind == .big ? "BIG" : "small"
        default: "title"
        }
    }
    #expect(kinds == ["title", "small", "Delete", "small", "Share", "BIG", "Cancel"])
    #expect(view.buttons.map(\.actionIndex) == [0, 2, 1])
    #expect(view.buttons[0].role == .destructive)
    try expectLaidOut(view)
    let result = try #require(view.layoutResult)
    let frames = result.itemFrames
    #expect(frames[6].maxY == frames.map(\.maxY).max())
    #expect(frames[5].height == AlertTheme.standard.bigSeparator)
    #expect(frames[5].height > frames[3].height)
    #expect(frames[5].maxY == frames[6].minY)
    #expect(window.activateAction(2))
    #expect(ran == ["share"])
    #expect(log.results.map(\.reason) == [.action(index: 2)])
}

@MainActor @Test func aBackgroundTapDismissesASheet() {
    let (controller, window, _) = makeController()
    let log = ResultLog()
    controller.showSheet(actions: [AlertAction(title: "A")], completion: log.record)
    #expect(window.tapBackground())
    #expect(log.results.map(\.reason) == [.backgroundTap])
}
