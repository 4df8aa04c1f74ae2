import AlertProtocol
import AlertQueue
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor @Test func everyOtherTitleBecomesAButton() throws {
    let (controller, window, _) = makeController()
    let log = ResultLog()
    let view = controller.showAlert(
        title: "Pick", message: "One of these", icon: .symbol("⚠", altText: "warning"),
        cancelTitle: "Cancel", otherTitles: ["One", "Two", "Three"], completion: log.record)
    let buttons = view.buttons
    #expect(buttons.map(\.title) == ["One", "Two", "Three", "Cancel"])
    #expect(buttons.map(\.actionIndex) == [1, 2, 3, 0])
    #expect(buttons.allSatisfy { $0.dismissesAlert })
    try expectLaidOut(view)
    let frames = try #require(view.layoutResult).itemFrames
    let buttonFrames = frames.suffix(4)
    #expect(zip(buttonFrames, buttonFrames.dropFirst()).allSatisfy { $0.maxY <= $1.minY })
    #expect(window.activateAction(2))
    #expect(log.results.map(\.reason) == [.action(index: 2)])
}

@MainActor @Test func aSingleButtonIsCentred() throws {
    let (controller, _, _) = makeController()
    let view = controller.showAlert(title: "Done", cancelTitle: nil, otherTitles: ["OK"])
    let result = try #require(view.layoutResult)
    let button = result.itemFrames[1]
    #expect(abs(button.midX - result.frame.width / 2) < 0.001)
    #expect(abs(button.minX - (result.frame.width - button.maxX)) < 0.001)
}

@MainActor @Test func twoButtonsSitSideBySideWithCancelOnTheLeft() throws {
    let (controller, _, _) = makeController()
    let view = controller.showAlert(title: "Sure?", otherTitles: ["Yes"])
    let frames = try #require(view.layoutResult).itemFrames
    #expect(view.buttons.map(\.title) == [AlertStrings.current.cancel, "Yes"])
    #expect(frames[1].minY == frames[2].minY && frames[1].maxX < frames[2].minX)
}

@MainActor @Test func anAlertWithoutButtonsDismissesOnBackgroundTap() {
    let (controller, window, _) = makeController()
    let log = ResultLog()
    let view = controller.showAlert(title: "Note", cancelTitle: nil, completion: log.record)
    #expect(view.buttons.isEmpty)
    #expect(window.tapBackground())
    #expect(log.results.map(\.reason) == [.backgroundTap])
}

@MainActor @Test func alertsQueueAndEachResolvesExactlyOnce() {
    let (controller, window, _) = makeController()
    let log = ResultLog()
    let first = controller.showAlert(title: "1", otherTitles: ["OK"], completion: log.record)
    let second = controller.showAlert(title: "2", otherTitles: ["OK"], completion: log.record)
    #expect(controller.currentAlert === first)
    #expect(controller.queuedCount == 1)
    window.activateAction(1)
    #expect(controller.currentAlert === second)
    #expect(second.handle(.escape))
    #expect(log.results.map(\.reason) == [.action(index: 1), .action(index: 0)])
    window.activateAction(1)
    #expect(log.results.count == 2)
}

/// The items of a classic alert as texts, in order.
@MainActor private func texts(of items: [any AlertItem]) -> [String] {
    items.map { item in
        switch item {
        case let title as TitleItem: "title:" + title.text
        case let message as MessageItem: "message:" + message.text
        case let button as ButtonItem: "button\(button.actionIndex):" + button.title
        case let image as ImageItem: "image:" + (image.image.symbol ?? "")
        default: "?"
        }
    }
}

@MainActor @Test func everyTextIsKeptExactly() {
    let odd = [
        "", "5:", "12:x", "\u{1}", "\u{1}0", "\u{0}\u{1}1", "你好 👍🏽", "\u{0600}1", "a\u{0}b",
        "e\u{301}", "\u{1B}[31m", String(repeating: "long ", count: 40),
    ]
    for text in odd {
        let view = AlertController.alertView(
            title: text, message: text, icon: nil, cancelTitle: text, otherTitles: [text])
        let expected = ["title:", "message:", "button0:", "button1:"].map { $0 + text }
        #expect(texts(of: view.items) == expected, "\(text.debugDescription)")
    }
}

@MainActor @Test func buildsWhatShowAlertDocumentsInItsOrder() {
    let many = AlertController.alertView(
        title: nil, message: "M", icon: nil, cancelTitle: "C", otherTitles: ["A", "B"])
    #expect(texts(of: many.items) == ["message:M", "button1:A", "button2:B", "button0:C"])
    #expect(!many.dismissesOnBackgroundTap)
    let none = AlertController.alertView(
        title: "T", message: nil, icon: nil, cancelTitle: nil, otherTitles: [])
    #expect(texts(of: none.items) == ["title:T"])
    #expect(none.dismissesOnBackgroundTap)
    let icon = AlertImage.symbol("⚠", altText: "warning")
    let withIcon = AlertController.alertView(
        title: "T", message: nil, icon: icon, cancelTitle: nil, otherTitles: [])
    #expect(texts(of: withIcon.items) == ["image:⚠", "title:T"])
    #expect(withIcon.dismissesOnBackgroundTap)
}

@MainActor @Test func aQueuedViewHoldsItsBuiltItemsAndReadingThemChangesNothing() {
    let (controller, _, _) = makeController()
    let first = controller.showAlert(title: "First", cancelTitle: "OK")
    let queued = controller.showAlert(title: "Second", message: "Waits", cancelTitle: "OK")
    #expect(controller.queuedCount == 1)
    let before = queued.items
    #expect(texts(of: before) == ["title:Second", "message:Waits", "button0:OK"])
    #expect(queued.resultValues.isEmpty)
    controller.dismiss()
    #expect(controller.currentAlert === queued)
    let after = queued.items
    #expect(after.count == before.count)
    #expect(zip(before, after).allSatisfy { $0 === $1 })
    withExtendedLifetime(first) {}
}

@MainActor @Test func aDroppedQueuedViewResolvesOnce() {
    let (controller, _, _) = makeController()
    let log = ResultLog()
    controller.showAlert(title: "Visible", cancelTitle: "OK")
    controller.showAlert(title: "Queued", cancelTitle: "OK", completion: log.record)
    controller.dismissAll()
    controller.dismissAll()
    #expect(log.results.map(\.reason) == [.programmatic])
}

@MainActor @Test func theCancelButtonGoesLeftOfOneButtonAndLastBelowMore() {
    let titles = { (buttons: [ButtonItem]) in buttons.map { "\($0.actionIndex):\($0.title)" } }
    let one = [ButtonItem(title: "A", actionIndex: 1)]
    let two = one + [ButtonItem(title: "B", actionIndex: 2)]
    #expect(titles(AlertController.placingCancel("C", among: one)) == ["0:C", "1:A"])
    #expect(titles(AlertController.placingCancel("C", among: two)) == ["1:A", "2:B", "0:C"])
    #expect(titles(AlertController.placingCancel("C", among: [])) == ["0:C"])
    #expect(titles(AlertController.placingCancel(nil, among: two)) == ["1:A", "2:B"])
    #expect(AlertController.placingCancel("C", among: one).first?.role == .cancel)
}
