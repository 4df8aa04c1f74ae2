/// The row-by-row work of `DiffRenderer`: finds changed cells and writes them, tracking the
/// terminal's pen (current SGR state) and cursor.
struct FrameWriter {
    var pen: TerminalStyle
    var cursor: CursorState
    let mode: TerminalColorMode
    let width: Int
    /// Whether the terminal confirmed REP (`CSI n b`, repeat the preceding character).
    var repeats = false
    /// How wide the terminal showed it draws East Asian Ambiguous letters, `nil` when not
    /// known: glyphs uncertain only as such are then as certain as any.
    var ambiguousWidth: TerminalWidth.AmbiguousWidth?
    var output: [UInt8] = []
    var cellsWritten = 0
    var linesErased = 0
    /// The joining class of the glyph just written, when the cursor still sits right after it.
    private var joiningAtCursor = GraphemeJoining.Last.none

    /// The end of the columns the current pass writes (`width` for a whole row).
    private var limit = 0
    /// The end of the row's changed cells (`width` when not known): no cell from it on
    /// differs from the old frame's, so no scan for changes goes past it.
    private var changedEnd = 0

    /// The longest run of unchanged cells the writer considers printing again instead of
    /// moving over them.
    private static let maximumReprint = 8

    init(pen: TerminalStyle, cursor: CursorState, mode: TerminalColorMode, width: Int) {
        self.pen = pen
        self.cursor = cursor
        self.mode = mode
        self.width = width
        limit = width
        changedEnd = width
    }

    /// Writes what changed in `row`, or only in its `columns` (then nothing it writes reaches
    /// past them: no erase to the end of the line unless they reach it, and erased or
    /// repeated runs end at their last column).
    ///
    /// `changed`, when given, holds every cell of the row that is not the same as the old
    /// one (`DiffRenderer.changedSpan(row:width:new:old:)`): only those columns are looked
    /// at for changes, and what is written is the same as without it.
    mutating func writeRow(
        _ row: Int, columns: Range<Int>? = nil, changed: Range<Int>? = nil,
        new: UnsafeBufferPointer<TerminalCell>, old: UnsafeBufferPointer<TerminalCell>
    ) {
        let base = row * width
        let columns = columns?.clamped(to: 0..<width) ?? 0..<width
        limit = columns.upperBound
        changedEnd = changed?.upperBound ?? width
        defer {
            limit = width
            changedEnd = width
        }
        // Cells before the first changed one and from the end of the changed ones on are
        // skipped by the loop below without a trace: start and end there.
        var column = max(columns.lowerBound, changed?.lowerBound ?? 0)
        let end = min(limit, changedEnd)
        // Erasing the rest of the line is for a pass that reaches the end of the row.
        var erasableFrom = limit == width ? -1 : width
        while column < end {
            let cell = new[base + column]
            if cell.isContinuation || !differs(cell, old[base + column]) {
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
            if let erased = eraseCharacters(
                row: row, column: column, base: base, new: new, old: old)
            {
                column += erased
                continue
            }
            moveOrReprint(row: row, column: column, base: base, new: new)
            emit(cell, row: row, column: column)
            column += cell.width
            if repeats, cell.width == 1 {
                column += repeatCell(cell, row: row, column: column, base: base, new: new, old: old)
            }
        }
    }

    /// After `cell` was printed just before `column`: repeats it with REP (`CSI n b`) over the
    /// cells from `column` that are the same cell, up to the last of them that changed, when
    /// that is fewer bytes than printing them; returns the cells it covered (0 when it did
    /// not). Only a one-scalar, one-column glyph of certain width that does not fuse with a
    /// copy of itself is repeated, and never into the last column (no terminal is asked to
    /// wrap a repeat).
    private mutating func repeatCell(
        _ cell: TerminalCell, row: Int, column: Int, base: Int,
        new: UnsafeBufferPointer<TerminalCell>, old: UnsafeBufferPointer<TerminalCell>
    ) -> Int {
        guard cursor.isKnown, cursor.column == column, let bytes = cell.inlineUTF8Count,
            !cell.isWidthUncertain(on: ambiguousWidth),
            !GraphemeJoining.joins(last: cell.lastJoiningClass, first: cell.firstJoiningClass)
        else { return 0 }
        var end = column
        var count = 0
        while end < min(width - 1, limit), new[base + end] == cell {
            if differs(new[base + end], old[base + end]) { count = end - column + 1 }
            end += 1
        }
        guard count > 0, EscapeBytes.csiLength(count) < count * bytes else { return 0 }
        output.appendCSI(count, 0x62)
        cellsWritten += count
        cursor.column += count
        return count
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

    /// Whether the terminal must be told about `cell`, which was `old`: they differ in more
    /// than what cannot be seen. Two spaces that show only their background (no reverse, no
    /// underline) look the same when the backgrounds do, whatever their foregrounds and
    /// other attributes (a dimmed blank backdrop changes nothing on the screen).
    private func differs(_ cell: TerminalCell, _ old: TerminalCell) -> Bool {
        if cell.isSame(as: old) { return false }
        guard cell.isSpace, old.isSpace, !cell.isContinuation, !old.isContinuation,
            cell.style.attributes.isDisjoint(with: [.reverse, .underline]),
            old.style.attributes.isDisjoint(with: [.reverse, .underline])
        else { return true }
        return cell.style.downgraded(to: mode).backgroundBits
            != old.style.downgraded(to: mode).backgroundBits
    }

    /// Whether printing `cell` (whose style, downgraded, is `style`) with the pen as it is
    /// shows the cell: the pen is the style, or the cell is a space that shows only its
    /// background (no reverse, no underline) and the pen has that background and neither
    /// reverse nor underline. A space's foreground, bold, dim and italic cannot be seen.
    private func penShows(_ cell: TerminalCell, as style: TerminalStyle) -> Bool {
        if style == pen { return true }
        return cell.isSpace && style.backgroundBits == pen.backgroundBits
            && style.attributes.isDisjoint(with: [.reverse, .underline])
            && pen.attributes.isDisjoint(with: [.reverse, .underline])
    }

    /// What a next frame would pay to start writing at (`row`, `column`) in `style`: the
    /// pen change and the cursor move there, from where this frame ends or, `viaRegionCorner`
    /// (inline), back to the region's corner, where the cursor rests between frames, and on
    /// from there.
    func entryCost(row: Int, column: Int, style: TerminalStyle, viaRegionCorner: Bool) -> Int {
        let pen = SGREncoder.length(from: pen, to: style.downgraded(to: mode))
        guard viaRegionCorner else {
            return pen + CursorMotion.cost(from: cursor, row: row, column: column)
        }
        return pen + CursorMotion.cost(from: cursor, row: 0, column: 0)
            + CursorMotion.cost(from: .regionCorner, row: row, column: column)
    }

    /// Changes the pen to show `cell`: to its style, or for a space that shows only its
    /// background, to the pen with that background and without reverse and underline when
    /// that is shorter (the text after the space often wants the pen's colours back).
    private mutating func setPen(for cell: TerminalCell, _ style: TerminalStyle) {
        if cell.isSpace, style.attributes.isDisjoint(with: [.reverse, .underline]) {
            var blank = pen
            blank.backgroundBits = style.backgroundBits
            blank.attributes.subtract([.reverse, .underline])
            if SGREncoder.length(from: pen, to: blank) < SGREncoder.length(from: pen, to: style) {
                SGREncoder.append(from: pen, to: blank, into: &output)
                pen = blank
                return
            }
        }
        SGREncoder.append(from: pen, to: style, into: &output)
        pen = style
    }

    /// Erases a run of blank cells from `column` with ECH (`CSI n X`, which fills with the
    /// pen's background and leaves the cursor where it is) when that is fewer bytes than
    /// printing the run's changed cells; returns the cells it covered, nil when it did not.
    ///
    /// The run is the blank cells of one background from `column` up to its last changed
    /// cell. Printing would cost a byte a cell up to that cell; ECH costs its sequence, plus
    /// a move over the run when the row changes further on.
    private mutating func eraseCharacters(
        row: Int, column: Int, base: Int,
        new: UnsafeBufferPointer<TerminalCell>, old: UnsafeBufferPointer<TerminalCell>
    ) -> Int? {
        let first = new[base + column]
        guard isErasable(first) else { return nil }
        let background = first.style.downgraded(to: mode).backgroundBits
        var end = column
        var lastChanged = column
        while end < limit {
            let cell = new[base + end]
            guard isErasable(cell), cell.style.downgraded(to: mode).backgroundBits == background
            else { break }
            if differs(cell, old[base + end]) { lastChanged = end }
            end += 1
        }
        let count = lastChanged - column + 1
        // The cheapest run worth erasing is longer than its own sequence.
        guard count > 4 else { return nil }
        var changesFurther = false
        for index in (lastChanged + 1)..<max(lastChanged + 1, min(limit, changedEnd))
        where differs(new[base + index], old[base + index]) {
            changesFurther = true
            break
        }
        let cost =
            EscapeBytes.csiLength(count) + (changesFurther ? EscapeBytes.csiLength(count) : 0)
        guard cost < count else { return nil }
        // A space and a repeat (which also moves over the run) may be shorter still.
        if repeats, column + count < min(width, limit + 1),
            1 + EscapeBytes.csiLength(count - 1) <= cost
        {
            return nil
        }
        moveTo(row: row, column: column)
        if pen.backgroundBits != background
            || !pen.attributes.isDisjoint(with: [.reverse, .underline])
        {
            var eraser = pen
            eraser.attributes.subtract([.reverse, .underline])
            eraser.backgroundBits = background
            SGREncoder.append(from: pen, to: eraser, into: &output)
            pen = eraser
        }
        output.appendCSI(count, 0x58)
        cellsWritten += count
        joiningAtCursor = .none
        return count
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
        for index in column..<max(column, changedEnd)
        where differs(new[base + index], old[base + index]) {
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
    /// that is fewer bytes than the move. Reprinting also follows a wide glyph: it prints at
    /// the cursor, as the next glyph would be, where a move would have to re-anchor.
    private mutating func moveOrReprint(
        row: Int, column: Int, base: Int, new: UnsafeBufferPointer<TerminalCell>
    ) {
        if cursor.isKnown, cursor.row == row, cursor.column < column,
            column - cursor.column <= Self.maximumReprint
        {
            var bytes = 0
            var reprintable = true
            for index in cursor.column..<column {
                let cell = new[base + index]
                guard let count = cell.inlineUTF8Count, !cell.isWide,
                    !cell.isWidthUncertain(on: ambiguousWidth), cell.joining == 0,
                    penShows(cell, as: cell.style.downgraded(to: mode))
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
        if !penShows(cell, as: style) {
            setPen(for: cell, style)
        }
        cell.appendUTF8(to: &output)
        cellsWritten += 1
        joiningAtCursor = cell.lastJoiningClass
        cursor.column = column + cell.width
        if cell.isWide {
            cursor.isAfterWide = true
        }
        let uncertain = cell.isWidthUncertain(on: ambiguousWidth)
        if uncertain || cursor.column >= width {
            // The row stays trusted after a pending wrap of certain glyphs, and after a
            // one-scalar glyph of one or two columns that fits the row either way.
            let wrapsCertainly = !uncertain && !cursor.isAfterWide && cursor.column >= width
            let fitsEitherWay = uncertain && cell.inlineUTF8Count != nil && column + 2 <= width
            cursor.isRowKnown = cursor.isKnown && (wrapsCertainly || fitsEitherWay)
            cursor.isKnown = false
            joiningAtCursor = .none
        }
    }
}
