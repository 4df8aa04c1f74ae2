import Foundation
import Testing

@testable import AlertStyles

@MainActor @Test func securesTheDisplayAndReportsTheText() throws {
    let field = try TextFieldItem(text: "pa😀", isSecure: true)
    #expect(field.displayText == "•••")
    #expect(field.resultValue == "pa😀")
    #expect(field.resultKey == "text")
}

@MainActor @Test func sizesToOneFieldLineAndDrawsPlaceholderOrText() throws {
    let field = try TextFieldItem(placeholder: "Name")
    let context = AlertItemContext(
        theme: .terminal, measurer: MonospaceTextMeasurer.cells, style: .alert, contentWidth: 10)
    field.updateLayout(in: context)
    #expect(field.alertLayout.itemSize == CGSize(width: 10, height: 1))
    let canvas = AlertCanvasRecorder()
    let draw = AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells)
    field.draw(in: canvas, frame: CGRect(x: 0, y: 0, width: 10, height: 1), context: draw)
    #expect(canvas.texts == ["Name"])
    canvas.reset()
    field.insert("abcdefghijklmno")
    field.draw(in: canvas, frame: CGRect(x: 0, y: 0, width: 10, height: 1), context: draw)
    // The cursor is at the end, so the tail of the text stays visible.
    #expect(canvas.texts.first?.hasSuffix("o") == true)
    #expect(canvas.texts.first.map { $0.count <= 10 } == true)
}
