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
