import Testing

@testable import TerminalKit

@Suite struct CellBufferFramedCropTests {
    /// A 6 × 4 picture in a frame: `+--+` rows around `|ab|`-style rows.
    private func framed() -> CellBuffer {
        var buffer = CellBuffer(width: 6, height: 4)
        for (row, line) in ["+----+", "|abcd|", "|efgh|", "+----+"].enumerated() {
            buffer.write(line, at: TerminalPoint(column: 0, row: row))
        }
        return buffer
    }

    @Test func theFrameClosesInAroundContentThatStaysPut() {
        let crop = framed().framedCrop(TerminalRect(column: 1, row: 0, width: 4, height: 3))
        #expect((0..<crop.height).map { crop.text(row: $0) } == ["+--+", "|bc|", "+--+"])
    }

    @Test func withoutItsFrameACropIsTheCellsOfTheWindow() {
        let crop = framed().framedCrop(
            TerminalRect(column: 1, row: 0, width: 4, height: 3), keepsFrame: false)
        #expect((0..<crop.height).map { crop.text(row: $0) } == ["----", "abcd", "efgh"])
    }

    @Test func theWholeBufferIsItselfAndAWindowOutsideIsEmpty() {
        let buffer = framed()
        #expect(buffer.framedCrop(buffer.bounds) == buffer)
        #expect(
            buffer.framedCrop(TerminalRect(column: 9, row: 9, width: 3, height: 3)).bounds.isEmpty)
    }

    @Test func aWideGlyphCutByTheFrameBecomesASpaceInItsStyle() {
        var buffer = CellBuffer(width: 6, height: 3)
        let bold = TerminalStyle(attributes: [.bold])
        buffer.write("|你好|", at: TerminalPoint(column: 0, row: 1), style: bold)
        let whole = buffer.framedCrop(TerminalRect(column: 0, row: 0, width: 4, height: 3))
        #expect(whole.text(row: 1) == "|你|")
        let cut = buffer.framedCrop(TerminalRect(column: 1, row: 0, width: 4, height: 3))
        #expect(cut.text(row: 1) == "|  |")
        #expect(cut[1, 1].style == bold)
        #expect(!cut[1, 1].isContinuation)
        #expect(!cut[2, 1].isWide)
    }
}
