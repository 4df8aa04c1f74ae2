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

    /// Told where a row's changed cells are (`DiffRenderer.changedSpan(row:width:new:old:)`),
    /// the writer writes exactly the bytes it writes scanning the whole row, for whole rows
    /// and for runs of columns, with and without REP and the ambiguous width known.
    @MainActor @Test func knowingWhereARowChangedWritesTheSameBytes() {
        var rows = 0
        for seed in UInt64(1)...UInt64(120) {
            var scene = RandomScene(seed: seed)
            var old = scene.compositor.compose()
            var options = SplitMix64(seed: seed ^ 0x3C3C)
            for _ in 0..<6 {
                scene.step()
                let new = scene.compositor.compose()
                defer { old = new }
                guard new.width == old.width, new.height == old.height else { continue }
                let repeats = Bool.random(using: &options)
                let ambiguous: TerminalWidth.AmbiguousWidth? =
                    Bool.random(using: &options) ? .narrow : nil
                new.cells.withUnsafeBufferPointer { newCells in
                    old.cells.withUnsafeBufferPointer { oldCells in
                        for row in 0..<new.height {
                            let span = DiffRenderer.changedSpan(
                                row: row, width: new.width, new: newCells, old: oldCells)
                            let low = Int.random(in: 0...new.width, using: &options)
                            let high = Int.random(in: low...new.width, using: &options)
                            for columns in [nil, low..<high] as [Range<Int>?] {
                                var whole = FrameWriter(
                                    pen: .plain, cursor: Self.home, mode: .trueColor,
                                    width: new.width)
                                whole.repeats = repeats
                                whole.ambiguousWidth = ambiguous
                                var told = whole
                                whole.writeRow(row, columns: columns, new: newCells, old: oldCells)
                                if let span {
                                    told.writeRow(
                                        row, columns: columns, changed: span, new: newCells,
                                        old: oldCells)
                                }
                                #expect(
                                    told.output == whole.output && told.cursor == whole.cursor
                                        && told.pen == whole.pen,
                                    "seed \(seed) row \(row) columns \(String(describing: columns))"
                                )
                                if span == nil {
                                    #expect(whole.output.isEmpty, "an unchanged row writes nothing")
                                }
                            }
                            rows += 1
                        }
                    }
                }
            }
        }
        #expect(rows > 1000)
    }
}
