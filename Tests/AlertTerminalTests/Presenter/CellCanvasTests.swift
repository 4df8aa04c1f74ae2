import AlertPresentation
import AlertStyles
import Foundation
import TerminalKit
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

    @Test func aFocusBarIsItsLabelAndACellEitherSideInReverseTint() {
        let canvas = canvas()
        canvas.fill(CGRect(x: 0, y: 0, width: 20, height: 1), color: palette.background)
        canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 1), role: .focus, color: palette.focus)
        canvas.drawText("OK", at: CGPoint(x: 4, y: 0), role: .button, color: palette.defaultButton)
        let tint = CellCanvas.terminalColor(palette.tint)
        let background = CellCanvas.terminalColor(palette.background)
        for column in 3..<7 {
            let style = canvas.buffer[column, 0].style
            #expect(style.isReversed, "column \(column)")
            #expect(style.foreground == tint, "column \(column): the bar shows the tint")
            #expect(style.background == background, "column \(column): the text shows it")
        }
        #expect(canvas.buffer[4, 0].grapheme == "O")
        #expect(canvas.buffer[4, 0].style.isBold)
        for column in [0, 1, 2, 7, 8, 9, 10] {
            #expect(!canvas.buffer[column, 0].style.isReversed, "column \(column)")
        }
    }

    @Test func textAlreadyDrawnJoinsAFocusBarFilledAfterIt() {
        let canvas = canvas()
        canvas.drawText("A", at: CGPoint(x: 2, y: 0), role: .message, color: palette.message)
        canvas.drawText("B", at: CGPoint(x: 5, y: 0), role: .caption, color: palette.message)
        canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 1), role: .focus, color: palette.focus)
        for column in 1..<7 {
            #expect(canvas.buffer[column, 0].style.isReversed, "column \(column)")
        }
        #expect(canvas.buffer[5, 0].style.isBold)
        #expect(!canvas.buffer[5, 0].style.isDim)
        #expect(!canvas.buffer[0, 0].style.isReversed)
        #expect(!canvas.buffer[7, 0].style.isReversed)
    }

    @Test func aFocusRegionWithoutTextIsFilledWholeWhenTheDrawingIsDone() {
        let canvas = canvas()
        canvas.fill(CGRect(x: 2, y: 1, width: 3, height: 2), role: .focus, color: palette.focus)
        canvas.fill(CGRect(x: 8, y: 0, width: 4, height: 1), role: .focus, color: palette.focus)
        canvas.drawText("A", at: CGPoint(x: 9, y: 0), role: .button, color: palette.tint)
        canvas.finishFocusBars()
        let tint = CellCanvas.terminalColor(palette.tint)
        for row in 1..<3 {
            for column in 2..<5 {
                #expect(canvas.buffer[column, row].style.isReversed, "(\(column), \(row))")
                #expect(canvas.buffer[column, row].style.foreground == tint)
            }
        }
        #expect(!canvas.buffer[1, 1].style.isReversed && !canvas.buffer[5, 2].style.isReversed)
        // A region with text keeps its bar to the text and a cell either side.
        #expect(canvas.buffer[11, 0].style.isReversed == false)
        #expect(canvas.buffer[10, 0].style.isReversed)
    }

    @Test func withoutColoursAFocusBarIsReverseVideo() {
        let canvas = CellCanvas(
            buffer: CellBuffer(width: 20, height: 4), palette: palette, colorsEnabled: false)
        canvas.fill(CGRect(x: 0, y: 0, width: 6, height: 1), role: .focus, color: palette.focus)
        canvas.drawText("OK", at: CGPoint(x: 1, y: 0), role: .button, color: palette.defaultButton)
        #expect(canvas.buffer[1, 0].grapheme == "O")
        #expect(canvas.buffer[1, 0].style.isReversed)
        #expect(canvas.buffer[1, 0].style.isBold)
        #expect(canvas.buffer[0, 0].style.isReversed)
        #expect(canvas.buffer[3, 0].style.isReversed)
        #expect(!canvas.buffer[4, 0].style.isReversed)
        // The renderer drops the tint without colours: reverse video of the terminal's own.
        #expect(canvas.buffer[1, 0].style.downgraded(to: .none).foreground == .default)
    }

    @Test func rolesDrawRulesFieldsCaretsAndProgress() {
        let canvas = canvas()
        canvas.fill(CGRect(x: 0, y: 2, width: 5, height: 1), role: .rule, color: palette.separator)
        #expect(canvas.buffer.text(row: 2).hasPrefix("─────"))
        canvas.fill(CGRect(x: 0, y: 1, width: 6, height: 1), role: .field, color: palette.focus)
        #expect(canvas.buffer[0, 1].style.background == CellCanvas.terminalColor(palette.field))
        #expect(canvas.buffer[5, 1].style.attributes.contains(.underline))
        canvas.fill(CGRect(x: 2, y: 1, width: 1, height: 1), role: .caret, color: palette.tint)
        #expect(canvas.buffer[2, 1].style.isReversed)
        #expect(!canvas.buffer[3, 1].style.isReversed)
        canvas.fill(
            CGRect(x: 0, y: 3, width: 8, height: 1), role: .progressTrack, color: palette.field)
        canvas.fill(
            CGRect(x: 0, y: 3, width: 3, height: 1), role: .progressDone, color: palette.tint)
        #expect(canvas.buffer.text(row: 3).hasPrefix("███░░░░░"))
    }

    @Test func aPlainFillPaintsTheBackgroundWhateverTheColour() {
        let canvas = canvas()
        canvas.fill(CGRect(x: 0, y: 0, width: 2, height: 1), color: palette.focus)
        canvas.fill(CGRect(x: 0, y: 1, width: 2, height: 1), color: palette.separator)
        #expect(canvas.buffer[0, 0].style.background == CellCanvas.terminalColor(palette.focus))
        #expect(!canvas.buffer[0, 0].style.isReversed)
        #expect(canvas.buffer.text(row: 1).hasPrefix("  "))
    }

    @Test func dimmedTextIsFaintWhateverItsColour() {
        let canvas = canvas()
        canvas.drawText(
            "off", at: .zero, role: .button, color: palette.tint, emphasis: .dimmed)
        canvas.drawText("on", at: CGPoint(x: 0, y: 1), role: .button, color: palette.disabledButton)
        #expect(canvas.buffer[0, 0].style.isDim)
        #expect(!canvas.buffer[0, 1].style.isDim)
    }

    /// A button's mnemonic letter is drawn with the terminal's underline style.
    @Test func underlinedTextIsUnderlined() {
        let canvas = canvas()
        canvas.drawText("Yes", at: .zero, role: .button, color: palette.tint)
        canvas.drawText("Y", at: .zero, role: .button, color: palette.tint, emphasis: .underlined)
        #expect(canvas.buffer[0, 0].style.attributes.contains(.underline))
        #expect(!canvas.buffer[1, 0].style.attributes.contains(.underline))
        #expect(canvas.buffer.text(row: 0).hasPrefix("Yes"))
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
