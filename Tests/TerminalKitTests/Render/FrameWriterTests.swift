import TerminalTestSupport
import Testing

@testable import TerminalKit

@Suite struct FrameWriterTests {
    /// A cursor known to be at the top-left corner, where a fresh terminal has it.
    private static var home: CursorState {
        var cursor = CursorState()
        cursor.isKnown = true
        return cursor
    }

    /// Writes every row of `new` over `old`, as the renderer does for one frame, from `cursor`
    /// with `pen` (the home corner and a plain pen by default).
    private func write(
        _ new: CellBuffer, over old: CellBuffer, cursor: CursorState = home,
        pen: TerminalStyle = .plain
    ) -> FrameWriter {
        var writer = FrameWriter(pen: pen, cursor: cursor, mode: .trueColor, width: new.width)
        new.cells.withUnsafeBufferPointer { newCells in
            old.cells.withUnsafeBufferPointer { oldCells in
                for row in 0..<new.height {
                    writer.writeRow(row, new: newCells, old: oldCells)
                }
            }
        }
        return writer
    }

    /// A terminal showing `old` (written from a blank screen), then `new` written over it.
    private func replay(_ new: CellBuffer, over old: CellBuffer) -> (FrameWriter, VirtualTerminal) {
        var terminal = VirtualTerminal(width: new.width, height: new.height)
        let blank = CellBuffer(width: old.width, height: old.height)
        let first = write(old, over: blank)
        terminal.feed(first.output)
        let writer = write(new, over: old, cursor: first.cursor, pen: first.pen)
        terminal.feed(writer.output)
        return (writer, terminal)
    }

    private func buffer(_ lines: [String], width: Int = 12, style: TerminalStyle = .plain)
        -> CellBuffer
    {
        var buffer = CellBuffer(width: width, height: lines.count)
        for (row, line) in lines.enumerated() {
            buffer.write(line, at: TerminalPoint(column: 0, row: row), style: style)
        }
        return buffer
    }

    @Test func anUnchangedFrameWritesNothing() {
        let frame = buffer(["same", "lines"])
        let writer = write(frame, over: frame)
        #expect(writer.output.isEmpty)
        #expect(writer.cellsWritten == 0)
    }

    @Test func onlyTheChangedCellsAreWrittenAndTheTerminalShowsTheNewFrame() {
        let old = buffer(["Hello", "world"])
        let new = buffer(["Hello", "wOrld"])
        let (writer, terminal) = replay(new, over: old)
        #expect(writer.cellsWritten == 1)
        #expect(terminal.mismatch(with: new, mode: .trueColor) == nil)
    }

    @Test func aRowThatEndsBlankIsErasedToItsEndInsteadOfWrittenCellByCell() {
        let old = buffer(["abcdefghij"])
        let new = buffer(["ab"])
        let (writer, terminal) = replay(new, over: old)
        #expect(writer.linesErased == 1)
        #expect(writer.cellsWritten == 0)
        #expect(String(decoding: writer.output, as: UTF8.self).hasSuffix("\u{1B}[K"))
        #expect(terminal.mismatch(with: new, mode: .trueColor) == nil)
    }

    @Test func aShortRunOfUnchangedCellsIsPrintedAgainWhenThatIsShorterThanAMove() {
        let old = buffer(["axxb"])
        let new = buffer(["AxxB"])
        let writer = write(new, over: old)
        #expect(writer.cellsWritten == 2, "the reprinted cells are not counted as changes")
        #expect(writer.output == Array("AxxB".utf8))
    }

    @Test func styledAndWideCellsReachTheTerminalAsTheyAre() {
        let old = buffer(["plain text"])
        var new = buffer(["漢字 and"], style: TerminalStyle(attributes: .bold))
        new.write("ok", at: TerminalPoint(column: 9, row: 0))
        let (writer, terminal) = replay(new, over: old)
        #expect(writer.pen == TerminalStyle.plain, "the pen follows the last cell written")
        #expect(terminal.mismatch(with: new, mode: .trueColor) == nil)
    }
}
