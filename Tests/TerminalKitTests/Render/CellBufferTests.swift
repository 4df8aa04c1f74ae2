import Testing

@testable import TerminalKit

@Suite struct CellBufferTests {
    private let red = TerminalStyle(foreground: .ansi(1))
    private let blue = TerminalStyle(background: .ansi(4))

    @Test func writesASCIIAndReturnsColumnsWritten() {
        var buffer = CellBuffer(width: 6, height: 1)
        #expect(buffer.write("hi", at: TerminalPoint(column: 1, row: 0)) == 2)
        #expect(buffer.text(row: 0) == " hi   ")
    }

    @Test func aBufferShowsNothingWhenEveryCellIsABlankOnTheDefaultBackground() {
        var buffer = CellBuffer(width: 4, height: 2)
        #expect(buffer.showsNothing)
        buffer.mapStyles { $0.dimmed }
        buffer.fill(
            TerminalRect(column: 0, row: 0, width: 2, height: 1),
            style: TerminalStyle(foreground: .ansi(1), attributes: [.bold, .italic]))
        #expect(buffer.showsNothing, "a blank's foreground and dim cannot be seen")
        for style in [
            TerminalStyle(background: .ansi(4)), TerminalStyle(attributes: .reverse),
            TerminalStyle(attributes: .underline),
        ] {
            var shown = buffer
            shown.fill(TerminalRect(column: 3, row: 1, width: 1, height: 1), style: style)
            #expect(!shown.showsNothing)
        }
        var text = buffer
        text.write("a", at: TerminalPoint(column: 3, row: 1))
        #expect(!text.showsNothing)
    }

    @Test func wideGlyphTakesALeadAndAContinuation() {
        var buffer = CellBuffer(width: 6, height: 1)
        #expect(buffer.write("中a", at: .zero, style: red) == 3)
        #expect(buffer[0, 0].isWide && buffer[0, 0].grapheme == "中")
        #expect(buffer[1, 0].isContinuation && buffer[1, 0].style == red)
        #expect(buffer[2, 0].grapheme == "a")
    }

    @Test func overwritingTheRightHalfBlanksTheLeftHalfInItsOwnStyle() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.write("中", at: .zero, style: red)
        buffer.write("x", at: TerminalPoint(column: 1, row: 0), style: blue)
        #expect(buffer[0, 0] == .blank(red))
        #expect(buffer[1, 0].grapheme == "x" && buffer[1, 0].style == blue)
    }

    @Test func overwritingTheLeftHalfBlanksTheRightHalf() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.write("中", at: TerminalPoint(column: 1, row: 0), style: red)
        buffer.write("x", at: TerminalPoint(column: 1, row: 0), style: blue)
        #expect(buffer[2, 0] == .blank(red))
        #expect(!buffer[2, 0].isContinuation)
    }

    @Test func wideOverTwoWideGlyphsBlanksBothOuterHalves() {
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.write("中文", at: .zero, style: red)
        buffer.write("字", at: TerminalPoint(column: 1, row: 0), style: blue)
        #expect(buffer.text(row: 0) == " 字   ")
        #expect(buffer[0, 0] == .blank(red) && buffer[3, 0] == .blank(red))
    }

    @Test func wideGlyphStraddlingTheRightEdgeBecomesASpace() {
        var buffer = CellBuffer(width: 3, height: 1)
        #expect(buffer.write("a中", at: TerminalPoint(column: 1, row: 0), style: red) == 2)
        #expect(buffer.text(row: 0) == " a ")
        #expect(buffer[2, 0] == .blank(red))
    }

    @Test func clipRectangleClipsBothSidesAndStraddlingGlyphs() {
        var buffer = CellBuffer(width: 8, height: 2)
        let clip = TerminalRect(column: 2, row: 0, width: 3, height: 1)
        let written = buffer.write("中文字", at: TerminalPoint(column: 1, row: 0), clip: clip)
        #expect(written == 3)
        #expect(buffer.text(row: 0) == "   文   ")
        #expect(buffer.write("zz", at: TerminalPoint(column: 2, row: 1), clip: clip) == 0)
    }

    @Test func textIsSanitisedAndZeroWidthGraphemesDropped() {
        var buffer = CellBuffer(width: 10, height: 1)
        buffer.write("a\u{1B}[31mb\u{301}c", at: .zero)
        #expect(buffer.text(row: 0).hasPrefix("ab\u{301}c"))
        buffer.write("\u{301}x", at: TerminalPoint(column: 5, row: 0))
        #expect(buffer[5, 0].grapheme == "x")
    }

    @Test func writingOutsideTheBufferDoesNothing() {
        var buffer = CellBuffer(width: 3, height: 1)
        #expect(buffer.write("abc", at: TerminalPoint(column: 0, row: 3)) == 0)
        #expect(buffer.write("abc", at: TerminalPoint(column: -5, row: 0)) == 0)
        #expect(buffer == CellBuffer(width: 3, height: 1))
    }

    @Test func fillBlanksCutGlyphs() {
        var buffer = CellBuffer(width: 5, height: 2)
        buffer.write("中文", at: .zero, style: red)
        buffer.fill(TerminalRect(column: 1, row: 0, width: 2, height: 5), style: blue)
        #expect(buffer[0, 0] == .blank(red))
        #expect(buffer[1, 0] == .blank(blue) && buffer[2, 0] == .blank(blue))
        #expect(buffer[3, 0] == .blank(red))
        #expect(buffer[1, 1] == .blank(blue))
    }

    @Test func resizeKeepsContentAndCutsStraddlingGlyph() {
        var buffer = CellBuffer(width: 4, height: 2)
        buffer.write("a中", at: .zero)
        buffer.resize(width: 2, height: 3)
        #expect(buffer.width == 2 && buffer.height == 3)
        #expect(buffer.text(row: 0) == "a ")
        #expect(!buffer[1, 0].isWide)
        buffer.clear()
        #expect(buffer == CellBuffer(width: 2, height: 3))
    }

    @Test func drawBlanksHalvesCutByTheOverlayEdges() {
        var below = CellBuffer(width: 6, height: 1)
        below.write("中文字", at: .zero, style: red)
        var overlay = CellBuffer(width: 2, height: 1, style: blue)
        overlay.write("xy", at: .zero, style: blue)
        below.draw(overlay, at: TerminalPoint(column: 1, row: 0))
        #expect(below[0, 0] == .blank(red))
        #expect(below.text(row: 0) == " xy 字")
        var edge = CellBuffer(width: 3, height: 1)
        edge.write("中", at: TerminalPoint(column: 1, row: 0))
        below.draw(edge, at: TerminalPoint(column: 4, row: 0))
        #expect(below.text(row: 0) == " xy   ")
        #expect(!below[5, 0].isContinuation && !below[5, 0].isWide)
    }

    @Test func multiScalarGraphemesRoundTrip() {
        var buffer = CellBuffer(width: 8, height: 1)
        buffer.write("👨‍👩‍👧e\u{301}", at: .zero)
        #expect(buffer[0, 0].grapheme == "👨‍👩‍👧")
        #expect(buffer[2, 0].grapheme == "e\u{301}")
        var bytes: [UInt8] = []
        buffer[0, 0].appendUTF8(to: &bytes)
        #expect(bytes == Array("👨‍👩‍👧".utf8))
    }

    @Test func ambiguousWidthFollowsTheBuffersSetting() {
        var buffer = CellBuffer(width: 4, height: 1, ambiguousWidth: .wide)
        #expect(buffer.write("αb", at: .zero) == 3)
        #expect(buffer[0, 0].isWide)
    }

    @Test func hugeAndNegativeSizesAreClampedWithoutOverflow() {
        let wide = CellBuffer(width: Int.max / 2, height: 3)
        #expect(wide.width == CellBuffer.maximumSide && wide.height == 3)
        #expect(wide.cells.count == CellBuffer.maximumSide * 3)
        let negative = CellBuffer(width: Int.min, height: -4)
        #expect(negative.width == 0 && negative.height == 0 && negative.cells.isEmpty)
        var resized = CellBuffer(width: 2, height: 2)
        resized.write("ab", at: TerminalPoint(column: 0, row: 0))
        resized.resize(width: Int.max, height: 1)
        #expect(resized.width == CellBuffer.maximumSide && resized.height == 1)
        #expect(resized.cells.count == CellBuffer.maximumSide)
        #expect(resized[1, 0].grapheme == "b")
    }

    @Test func drawingThroughAHugeClipDoesNotOverflow() {
        var buffer = CellBuffer(width: 4, height: 2)
        let clip = TerminalRect(column: Int.min, row: Int.min, width: Int.max, height: Int.max)
        buffer.fill(
            TerminalRect(column: Int.max - 1, row: 0, width: Int.max, height: 1), style: .plain)
        #expect(buffer.write("abcdef", at: TerminalPoint(column: 0, row: 1), clip: clip) == 0)
        let everything = TerminalRect(column: -5, row: -5, width: Int.max, height: Int.max)
        #expect(buffer.write("abcdef", at: TerminalPoint(column: 0, row: 1), clip: everything) == 4)
        #expect(buffer.bounds.intersection(everything) == buffer.bounds)
    }
}
