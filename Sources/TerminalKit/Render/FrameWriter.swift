/// The row-by-row work of `DiffRenderer`: finds changed cells and writes them, tracking the
/// terminal's pen (current SGR state) and cursor.
struct FrameWriter {
    var pen: TerminalStyle
    var cursor: CursorState
    let mode: TerminalColorMode
    let width: Int
    var output: [UInt8] = []
    var cellsWritten = 0
    var linesErased = 0
    /// The joining class of the glyph just written, when the cursor still sits right after it.
    private var joiningAtCursor = GraphemeJoining.Last.none

    /// The longest run of unchanged cells the writer considers printing again instead of
    /// moving over them.
    private static let maximumReprint = 8

    init(pen: TerminalStyle, cursor: CursorState, mode: TerminalColorMode, width: Int) {
        self.pen = pen
        self.cursor = cursor
        self.mode = mode
        self.width = width
    }

    mutating func writeRow(
        _ row: Int, new: UnsafeBufferPointer<TerminalCell>, old: UnsafeBufferPointer<TerminalCell>
    ) {
        let base = row * width
        var column = 0
        var erasableFrom = -1
        while column < width {
            let cell = new[base + column]
            if cell == old[base + column] || cell.isContinuation {
                column += 1
                continue
            }
            if erasableFrom < 0 {
                erasableFrom = erasableTailStart(base: base, new: new)
            }
            if column >= erasableFrom, shouldErase(from: column, base: base, new: new, old: old) {
                erase(row: row, column: column, style: cell.style)
                return
            }
            moveOrReprint(row: row, column: column, base: base, new: new)
            emit(cell, row: row, column: column)
            column += cell.width
        }
    }

    /// The first column from which the row is blank cells that EL can produce: spaces with one
    /// background and neither reverse nor underline. `width` when the last cell is not such.
    private func erasableTailStart(base: Int, new: UnsafeBufferPointer<TerminalCell>) -> Int {
        guard width > 0 else { return 0 }
        let last = new[base + width - 1]
        guard isErasable(last) else { return width }
        let background = last.style.downgraded(to: mode).backgroundBits
        var column = width - 1
        while column > 0 {
            let cell = new[base + column - 1]
            guard isErasable(cell), cell.style.downgraded(to: mode).backgroundBits == background
            else { break }
            column -= 1
        }
        return column
    }

    private func isErasable(_ cell: TerminalCell) -> Bool {
        cell.isSpace && cell.style.attributes.isDisjoint(with: [.reverse, .underline])
    }

    /// Whether erasing the rest of the row beats writing its changed cells one by one.
    private func shouldErase(
        from column: Int, base: Int,
        new: UnsafeBufferPointer<TerminalCell>, old: UnsafeBufferPointer<TerminalCell>
    ) -> Bool {
        var changed = 0
        var lastChanged = column
        for index in column..<width where new[base + index] != old[base + index] {
            changed += 1
            lastChanged = index
        }
        return changed > 3 || lastChanged - column + 1 > changed
    }

    private mutating func erase(row: Int, column: Int, style: TerminalStyle) {
        moveTo(row: row, column: column)
        let target = style.downgraded(to: mode)
        if pen.backgroundBits != target.backgroundBits
            || !pen.attributes.isDisjoint(with: [.reverse, .underline])
        {
            var eraser = pen
            eraser.attributes.subtract([.reverse, .underline])
            eraser.backgroundBits = target.backgroundBits
            SGREncoder.append(from: pen, to: eraser, into: &output)
            pen = eraser
        }
        output.appendASCII("\u{1B}[K")
        linesErased += 1
    }

    /// Moves to (`row`, `column`), or prints the few unchanged cells in between again when
    /// that is fewer bytes than the move.
    private mutating func moveOrReprint(
        row: Int, column: Int, base: Int, new: UnsafeBufferPointer<TerminalCell>
    ) {
        if cursor.isKnown, !cursor.isAfterWide, cursor.row == row, cursor.column < column,
            column - cursor.column <= Self.maximumReprint
        {
            var bytes = 0
            var reprintable = true
            for index in cursor.column..<column {
                let cell = new[base + index]
                guard let count = cell.inlineUTF8Count, !cell.isWide, !cell.isWidthUncertain,
                    cell.joining == 0, cell.style.downgraded(to: mode) == pen
                else {
                    reprintable = false
                    break
                }
                bytes += count
            }
            if reprintable, bytes <= CursorMotion.cost(from: cursor, row: row, column: column) {
                for index in cursor.column..<column {
                    new[base + index].appendUTF8(to: &output)
                }
                cursor.column = column
                joiningAtCursor = .none
                return
            }
        }
        moveTo(row: row, column: column)
    }

    private mutating func moveTo(row: Int, column: Int) {
        let before = cursor
        CursorMotion.move(&cursor, row: row, column: column, into: &output)
        if cursor != before || !before.isKnown {
            joiningAtCursor = .none
        }
    }

    private mutating func emit(_ cell: TerminalCell, row: Int, column: Int) {
        if GraphemeJoining.joins(last: joiningAtCursor, first: cell.firstJoiningClass) {
            CursorMotion.reanchor(&cursor, row: row, column: column, into: &output)
        }
        let style = cell.style.downgraded(to: mode)
        SGREncoder.append(from: pen, to: style, into: &output)
        pen = style
        cell.appendUTF8(to: &output)
        cellsWritten += 1
        joiningAtCursor = cell.lastJoiningClass
        cursor.column = column + cell.width
        if cell.isWide {
            cursor.isAfterWide = true
        }
        if cell.isWidthUncertain || cursor.column >= width {
            cursor.isPendingWrap =
                cursor.isKnown && !cell.isWidthUncertain && !cursor.isAfterWide
                && cursor.column >= width
            cursor.isKnown = false
            joiningAtCursor = .none
        }
    }
}
