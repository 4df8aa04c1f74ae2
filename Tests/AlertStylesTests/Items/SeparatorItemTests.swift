import AlertProtocol
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor @Test func separatorsTakeTheThemeThickness() {
    let big = SeparatorItem(.big)
    let small = SeparatorItem(.small)
    big.updateLayout(in: cellContext)
    small.updateLayout(in: cellContext)
    #expect(big.alertLayout.itemSize.height == 1)
    #expect(small.alertLayout.itemSize.height == 0)
    let canvas = AlertCanvasRecorder()
    let draw = AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells)
    small.draw(in: canvas, frame: CGRect(x: 0, y: 0, width: 10, height: 0), context: draw)
    #expect(canvas.commands.isEmpty)
}
