import AlertStylesTestSupport
import Testing

@testable import AlertStyles

@MainActor @Test func inputReturnsTheTypedTextOnOK() throws {
    let (controller, _, _) = makeController()
    var texts: [String?] = []
    let view = controller.showInput(title: "Name", placeholder: "you") { texts.append($0) }
    try expectLaidOut(view)
    #expect(view.handle(.text("山田 🙂")))
    #expect(view.handle(.enter))
    #expect(texts == ["山田 🙂"])
}

@MainActor @Test func inputGivesNilOnCancel() {
    let (controller, window, _) = makeController()
    var texts: [String?] = []
    let view = controller.showInput(title: "Name") { texts.append($0) }
    view.handle(.character("x"))
    window.activateAction(0)
    #expect(texts == [nil])
}
