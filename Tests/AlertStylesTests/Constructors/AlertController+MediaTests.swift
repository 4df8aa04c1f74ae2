import AlertQueue
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor @Test func mediaShowsPictureCaptionAndButtons() throws {
    let (controller, window, _) = makeController()
    let log = ResultLog()
    let image = try AlertImage(pixelWidth: 800, pixelHeight: 600, altText: "photo")
    let view = controller.showMedia(
        title: "Look", image: image, caption: "A photo", buttons: ["Close", "Save"],
        completion: log.record)
    try expectLaidOut(view)
    let picture = try #require(view.layoutResult).itemFrames[1]
    #expect(picture.width <= AlertTheme.standard.pictureSize.width)
    #expect(abs(picture.width / picture.height - 800 / 600) < 0.01)
    #expect((view.items[2] as? MessageItem)?.role == .caption)
    #expect(window.activateAction(1))
    #expect(log.results.map(\.reason) == [.action(index: 1)])
}

@MainActor @Test func everyConstructorLaysOutInTerminalCells() throws {
    let size = CGSize(width: 80, height: 24)
    let window = EnvironmentWindow(size: size, environment: cellEnvironment)
    let controller = AlertController(window: window, clock: ManualAlertClock())
    let image = AlertImage.symbol("★", altText: "star")
    let views: [() -> AlertView] = [
        { controller.showMessage("Hello") },
        { controller.showAlert(title: "T", message: "M", otherTitles: ["A", "B"]) },
        {
            controller.showSheet(
                title: "S",
                actions: [AlertAction(title: "A"), AlertAction(title: "C", role: .cancel)])
        },
        { controller.showStatus(.info, message: "Info", countdown: 2) },
        { controller.showDatePicker(title: "D", initial: Date(timeIntervalSince1970: 0)) },
        { controller.showInput(title: "I") },
        { controller.showGrid(title: "G", items: [AlertGridEntry(title: "a", image: image)]) },
        { controller.showMedia(title: "M", image: image) },
    ]
    for make in views {
        let view = make()
        #expect(controller.currentAlert === view)
        try expectLaidOut(view, in: size)
        #expect(view.metrics == .terminal)
        controller.dismiss()
    }
}
