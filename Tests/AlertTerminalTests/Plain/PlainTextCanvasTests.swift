import AlertPresentation
import Foundation
import Testing

@testable import AlertTerminal

@MainActor
@Suite struct PlainTextCanvasTests {
    private func canvas() -> PlainTextCanvas { PlainTextCanvas(measurer: TerminalTextMeasurer()) }

    @Test func textIsReadRowByRowAndLeftToRight() {
        let canvas = canvas()
        canvas.drawText("second", at: CGPoint(x: 0, y: 1), role: .message, color: .black)
        canvas.drawText("right", at: CGPoint(x: 10, y: 0), role: .message, color: .black)
        canvas.drawText("left", at: CGPoint(x: 0, y: 0.5), role: .message, color: .black)
        #expect(canvas.lines == ["left right", "second"])
    }

    @Test func piecesThatTouchAreJoinedWithoutASpace() {
        let canvas = canvas()
        canvas.drawText("★★", at: CGPoint(x: 0, y: 0), role: .message, color: .black)
        canvas.drawText("☆☆☆", at: CGPoint(x: 2, y: 0), role: .message, color: .black)
        canvas.drawText("漢", at: CGPoint(x: 6, y: 0), role: .message, color: .black)
        canvas.drawText("字", at: CGPoint(x: 8, y: 0), role: .message, color: .black)
        #expect(canvas.lines == ["★★☆☆☆ 漢字"])
    }

    @Test func emptyTextPositionsThatAreNotFiniteAndFillsLeaveNothing() {
        let canvas = canvas()
        canvas.drawText("", at: .zero, role: .message, color: .black)
        canvas.drawText("x", at: CGPoint(x: CGFloat.nan, y: 0), role: .message, color: .black)
        canvas.drawText("y", at: CGPoint(x: 0, y: CGFloat.infinity), role: .message, color: .black)
        canvas.fill(CGRect(x: 0, y: 0, width: 5, height: 1), color: .black)
        #expect(canvas.lines.isEmpty)
    }

    @Test func anImageIsItsAltTextInBrackets() {
        let canvas = canvas()
        let rect = CGRect(x: 0, y: 0, width: 4, height: 2)
        canvas.drawImage(.symbol("✔", altText: "Success"), in: rect)
        canvas.drawText("Saved", at: CGPoint(x: 20, y: 0), role: .message, color: .black)
        #expect(canvas.lines == ["[Image: Success] Saved"])
    }
}
