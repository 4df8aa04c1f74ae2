import AlertProtocol
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor @Test func customItemsValidateAndDrawThroughTheCanvas() throws {
    #expect(throws: AlertStyleError.invalidValue("size.width")) {
        try CustomItem(size: CGSize(width: -1, height: 1)) { _, _, _ in }
    }
    let custom = try CustomItem(size: CGSize(width: 30, height: 3)) { canvas, frame, context in
        canvas.fill(frame, color: context.theme.palette.tint)
    }
    custom.updateLayout(in: cellContext)
    #expect(custom.alertLayout.itemSize == CGSize(width: 10, height: 3))
    let canvas = AlertCanvasRecorder()
    custom.draw(
        in: canvas, frame: CGRect(x: 1, y: 1, width: 10, height: 3),
        context: AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells))
    #expect(canvas.commands.count == 1)
}

@MainActor @Test func aCustomItemAsksForItsWidthWhole() throws {
    let item = try CustomItem(size: CGSize(width: 56, height: 3)) { _, _, _ in }
    #expect(item.naturalWidth(in: cellContext) == AlertItemWidth(unbreakable: 56))
}
