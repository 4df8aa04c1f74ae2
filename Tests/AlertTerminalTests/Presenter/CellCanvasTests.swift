import Foundation
import Testing

@testable import AlertTerminal

@MainActor
@Suite struct CellCanvasTests {
    let palette = AlertTheme.terminal.palette

    func canvas(width: Int = 20, height: Int = 4) -> CellCanvas {
        CellCanvas(buffer: CellBuffer(width: width, height: height), palette: palette)
    }

    @Test func rectanglesFloorTheirOriginAndFarEdge() {
        #expect(
            CellCanvas.cellRect(CGRect(x: 1.5, y: 2.2, width: 3, height: 1))
                == TerminalRect(column: 1, row: 2, width: 3, height: 1))
        let left = CellCanvas.cellRect(CGRect(x: 0, y: 0, width: 4.5, height: 1))
        let right = CellCanvas.cellRect(CGRect(x: 4.5, y: 0, width: 4.5, height: 1))
        #expect(left.maxColumn == right.minColumn)
        #expect(CellCanvas.cellRect(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)).isEmpty)
    }

    @Test func textTakesItsRoleAttributesAndKeepsTheBackground() {
        let canvas = canvas()
        canvas.fill(CGRect(x: 0, y: 0, width: 20, height: 4), color: palette.background)
        canvas.drawText("Title", at: CGPoint(x: 1, y: 0), role: .title, color: palette.title)
        canvas.drawText("small", at: CGPoint(x: 1, y: 1), role: .caption, color: palette.message)
        #expect(canvas.buffer.text(row: 0).hasPrefix(" Title"))
        let cell = canvas.buffer[1, 0]
        #expect(cell.style.isBold)
        #expect(cell.style.foreground == .rgb(255, 255, 255))
        #expect(cell.style.background == CellCanvas.terminalColor(palette.background))
        #expect(canvas.buffer[1, 1].style.isDim)
    }

    @Test func focusFillsReverseAndSeparatorFillsDrawARule() {
        let canvas = canvas()
        canvas.drawText("OK", at: CGPoint(x: 0, y: 0), role: .button, color: palette.defaultButton)
        canvas.fill(CGRect(x: 0, y: 0, width: 4, height: 1), color: palette.focus)
        #expect(canvas.buffer[0, 0].grapheme == "O")
        #expect(canvas.buffer[0, 0].style.isReversed)
        #expect(canvas.buffer[3, 0].style.isReversed)
        #expect(!canvas.buffer[4, 0].style.isReversed)
        canvas.fill(CGRect(x: 0, y: 2, width: 5, height: 1), color: palette.separator)
        #expect(canvas.buffer.text(row: 2).hasPrefix("─────"))
        canvas.fill(CGRect(x: 0, y: 3, width: 2, height: 1), color: palette.tint)
        #expect(canvas.buffer[0, 3].style.background == CellCanvas.terminalColor(palette.tint))
    }

    @Test func clippingAndSanitisingHoldForEveryCall() {
        let canvas = canvas()
        canvas.clip = TerminalRect(column: 2, row: 0, width: 3, height: 1)
        canvas.drawText("\u{1B}]0;x\u{07}abcdef", at: .zero, role: .message, color: palette.title)
        #expect(canvas.buffer.text(row: 0) == "  cde" + String(repeating: " ", count: 15))
        canvas.drawText("hidden", at: CGPoint(x: 0, y: 1), role: .message, color: palette.title)
        #expect(canvas.buffer.text(row: 1).trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(!canvas.buffer.cells.contains { $0.grapheme == "\u{1B}" })
    }

    @Test func imagesWithoutPixelsShowTheirSymbolAndAltText() {
        let canvas = canvas()
        canvas.drawImage(
            .symbol("⚠", altText: "warning"), in: CGRect(x: 0, y: 0, width: 10, height: 2))
        #expect(canvas.buffer.text(row: 0).contains("⚠"))
        #expect(canvas.buffer.text(row: 1).contains("warning"))
        #expect(canvas.imageRequests.isEmpty)
    }

    @Test func kittyImagesReserveBlankCellsAndAskToBePlaced() throws {
        let canvas = CellCanvas(
            buffer: CellBuffer(width: 10, height: 4), palette: palette, imageProtocol: .kitty)
        canvas.drawImage(
            try TerminalImageTests.redOverBlue(), in: CGRect(x: 1, y: 1, width: 4, height: 2))
        #expect(canvas.imageRequests.count == 1)
        #expect(
            canvas.imageRequests.first?.rect == TerminalRect(column: 1, row: 1, width: 4, height: 2)
        )
        #expect(canvas.imageRequests.first?.png.prefix(4) == [0x89, 0x50, 0x4E, 0x47])
        #expect(canvas.buffer.text(row: 1).trimmingCharacters(in: .whitespaces).isEmpty)
    }
}
