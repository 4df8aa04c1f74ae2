import AlertProtocol
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor
@Suite struct AlertViewContentTests {
    private func texts(of items: [any AlertItem]) -> [String] {
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

    @Test func everyTextComesBackExactlyFromThePackedDescription() {
        let odd = [
            "", "5:", "12:x", "\u{1}", "\u{1}0", "\u{0}\u{1}1", "你好 👍🏽", "\u{0600}1", "a\u{0}b",
            "e\u{301}", "\u{1B}[31m",
            String(repeating: "long ", count: 40),
        ]
        for text in odd {
            let recipe = ClassicAlertRecipe(
                title: text, message: text, cancelTitle: text, otherTitles: [text])
            let expected: [String] = [
                "title:" + text, "message:" + text, "button0:" + text, "button1:" + text,
            ]
            #expect(texts(of: recipe.items) == expected, "\(text.debugDescription)")
        }
    }

    @Test func buildsWhatShowAlertDocumentsInItsOrder() {
        let many = ClassicAlertRecipe(
            title: nil, message: "M", cancelTitle: "C", otherTitles: ["A", "B"])
        #expect(texts(of: many.items) == ["message:M", "button1:A", "button2:B", "button0:C"])
        let none = ClassicAlertRecipe(title: "T", message: nil, cancelTitle: nil, otherTitles: [])
        #expect(texts(of: none.items) == ["title:T"])
        #expect(none.hasNoButtons && !many.hasNoButtons)
        let (controller, _, _) = makeController()
        let icon = AlertImage.symbol("⚠", altText: "warning")
        let withIcon = controller.showAlert(title: "T", icon: icon, cancelTitle: nil)
        #expect(texts(of: withIcon.items) == ["image:⚠", "title:T"])
        #expect(withIcon.dismissesOnBackgroundTap)
    }

    @Test func theCancelButtonGoesLeftOfOneButtonAndLastBelowMore() {
        let one = [ButtonItem(title: "A", actionIndex: 1)]
        let two = one + [ButtonItem(title: "B", actionIndex: 2)]
        #expect(
            texts(of: ClassicAlertRecipe.placingCancel("C", among: one)) == [
                "button0:C", "button1:A",
            ])
        #expect(
            texts(of: ClassicAlertRecipe.placingCancel("C", among: two)) == [
                "button1:A", "button2:B", "button0:C",
            ])
        #expect(texts(of: ClassicAlertRecipe.placingCancel("C", among: [])) == ["button0:C"])
        #expect(
            texts(of: ClassicAlertRecipe.placingCancel(nil, among: two)) == [
                "button1:A", "button2:B",
            ])
        #expect(ClassicAlertRecipe.placingCancel("C", among: one).first?.role == .cancel)
    }

    @Test func aQueuedShowAlertViewBuildsNothingUntilPresented() {
        let (controller, _, _) = makeController()
        let log = ResultLog()
        let first = controller.showAlert(title: "First", cancelTitle: "OK")
        let queued = controller.showAlert(
            title: "Second", message: "Waits", cancelTitle: "OK", completion: log.record)
        #expect(controller.queuedCount == 1)
        guard case .classic = queued.content else {
            Issue.record("a queued view built its items")
            return
        }
        #expect(queued.resultValues.isEmpty)
        controller.dismiss()
        #expect(controller.currentAlert === queued)
        guard case .items(let items) = queued.content else {
            Issue.record("a presented view has no items")
            return
        }
        #expect(texts(of: items) == ["title:Second", "message:Waits", "button0:OK"])
        withExtendedLifetime(first) {}
    }

    @Test func aDroppedQueuedViewResolvesOnceWithoutBuildingItems() {
        let (controller, _, _) = makeController()
        let log = ResultLog()
        controller.showAlert(title: "Visible", cancelTitle: "OK")
        let queued = controller.showAlert(
            title: "Queued", cancelTitle: "OK", completion: log.record)
        controller.dismissAll()
        controller.dismissAll()
        #expect(log.results.count == 1)
        if case .items = queued.content { Issue.record("dropping built the items") }
    }
}
