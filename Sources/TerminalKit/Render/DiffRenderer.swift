/// Writes frames to a terminal as the fewest bytes it can: the frame writer.
///
/// Compares each new frame with the last one written and appends to a byte buffer only what
/// changed: the shortest cursor moves (`CursorMotion`), the smallest SGR changes
/// (`SGREncoder`), erase-to-end-of-line where the rest of a row is blank and that is shorter,
/// erase-characters (ECH) over a run of blanks inside a row, a repeat (REP) of one glyph where
/// the terminal confirmed it, spaces in whatever pen shows their background (and none at all
/// where only what a space cannot show changed), a re-anchor after wide glyphs and glyphs of
/// uncertain width (terminals disagree on where the cursor lands after some of them: a
/// carriage return on the row that is still certain, or an absolute move), the cells of a
/// window and of its focus after the rest when that is fewer bytes (its colours then come
/// once, and the frame ends where the next change is expected), and nothing at all for an
/// unchanged frame. The first frame, a frame of a new
/// size, a new colour mode, or a call to ``invalidate()`` repaints the whole screen. Colours
/// are downgraded to ``colorMode``; with ``synchronizedOutput`` each frame of more than
/// 1 KiB is wrapped in DEC mode 2026 (`CSI ? 2026 h` … `CSI ? 2026 l`), to be set only when
/// the terminal confirmed it supports the mode.
///
/// With ``TerminalPlacement/inline`` the frame is a region of the normal screen that starts
/// at the cursor: only its first `height` rows are written, all moves are relative, a full
/// repaint erases below the region's top (`CSI J`) and takes its rows with line feeds
/// instead of clearing the screen, and every frame ends with the cursor at the region's
/// top-left corner. ``finishRegion(leaving:into:)`` replaces the region with lines that stay
/// (a summary) and starts the next region below them.
///
/// Complexity: O(width × height) comparisons per frame with no heap allocation beyond the
/// output's growth; the work and bytes written grow with the cells that changed.
package struct DiffRenderer: Sendable {
    /// The colours the terminal can show; changing it repaints the next frame whole.
    package var colorMode: TerminalColorMode {
        didSet {
            if colorMode != oldValue { needsFullRepaint = true }
        }
    }

    /// Whether to wrap frames in synchronized output (DEC mode 2026): those of more than
    /// ``unsynchronizedFrameLimit`` bytes.
    package var synchronizedOutput: Bool

    /// The most bytes a frame may have and still go out without synchronized output: it is
    /// written in one call, which a local terminal takes in at one read (Linux passes a
    /// write through a pseudo-terminal in pieces of 2 KiB), so the mode's 16 bytes would
    /// only add to it. Over ssh or tmux a small frame may still arrive in two pieces; the
    /// worst then is a glimpse of half a focus move. Focus moves, a spinner's step and a
    /// typed letter stay this small.
    package static let unsynchronizedFrameLimit = 1024

    private static let beginSynchronizedUpdate = Array("\u{1B}[?2026h".utf8)

    /// Whether the terminal confirmed REP (`CSI n b`, repeat the preceding graphic character;
    /// see ``TerminalModeSequences/repeatProbe``): runs of one glyph are then written as the
    /// glyph and a repeat where that is shorter. Off until confirmed.
    package var repeatsCharacters = false

    /// How wide the terminal showed it draws East Asian Ambiguous letters (see
    /// ``TerminalModeSequences/ambiguousWidthProbe``), `nil` until it has: such a glyph whose
    /// cell is as wide is then written without re-anchoring the cursor after it.
    package var ambiguousWidth: TerminalWidth.AmbiguousWidth?

    /// Bytes written for the last frame.
    package var lastFrameByteCount: Int { lastStats.byteCount }

    /// Statistics of the last frame.
    package private(set) var lastStats = FrameStats()

    /// The last frame written, `nil` before the first one.
    package private(set) var previousFrame: CellBuffer?

    /// Where frames go: the alternate screen or an inline region.
    package let placement: TerminalPlacement

    /// The rows of the inline region on the terminal now (0 before its first frame).
    package private(set) var regionHeight = 0

    /// Whether the cells of a frame's `last` rectangles are always written after the rest,
    /// even where writing row by row is fewer bytes (for the conformance replay).
    var writesLastAlways = false

    private var pen = TerminalStyle.plain
    private var cursor: CursorState
    private var needsFullRepaint = true
    /// How many rows above the cursor the inline region's top is now (see
    /// ``regionTopIsAbove(rows:)``), taken back by the next full repaint.
    private var regionTopAbove = 0

    /// Creates a renderer that will paint its first frame whole.
    package init(
        colorMode: TerminalColorMode = .trueColor, synchronizedOutput: Bool = false,
        placement: TerminalPlacement = .fullScreen
    ) {
        self.colorMode = colorMode
        self.synchronizedOutput = synchronizedOutput
        self.placement = placement
        cursor = CursorState(rowsAreRelative: placement == .inline)
    }

    /// Forgets what the screen shows: the next frame is painted whole (after the terminal was
    /// cleared, resumed from suspension, or written to by someone else).
    package mutating func invalidate() {
        needsFullRepaint = true
    }

    /// Says that the inline region's top is `rows` rows above the cursor now, where it
    /// should be at the region's top-left corner: a terminal that reflows its lines on a
    /// resize can lose the cursor (tmux moves it to the screen's top row while the region's
    /// top is in the scrollback, and moves it down with the rows that come back when the
    /// terminal widens again). The next frame is painted whole from there, erasing what the
    /// region left in those rows. Does nothing on the full screen or for `rows` ≤ 0.
    package mutating func regionTopIsAbove(rows: Int) {
        guard placement == .inline, rows > 0 else { return }
        regionTopAbove = rows
        needsFullRepaint = true
    }

    /// Appends to `output` the bytes that turn the last frame written into `frame`.
    ///
    /// `changedRows`, when given, are the only rows where `frame` may differ from the last
    /// frame written (as a compositor that recomposes in place reports them): only they are
    /// compared, O(width × changed rows), and an empty range costs nothing. A full repaint
    /// ignores it. `changedColumns`, when given with them, are the only columns of those rows
    /// where it may differ: only they are compared and copied into the kept frame,
    /// O(changed rows × changed columns).
    ///
    /// `height`, for an inline region, is how many of the frame's rows the region shows
    /// (all of them when nil); a change of height repaints the region whole. A full-screen
    /// renderer ignores it.
    ///
    /// `last` are rectangles whose changed cells may be written after the rest of the
    /// frame, each after those before it: the window on top (its colours then come once, not
    /// again on every row it crosses), then where the next small change is expected (its
    /// focused control), so the frame ends with the cursor and the pen there and the next
    /// frame starts changing those cells without a long move or a whole new pen. The frame
    /// is written both ways and the fewer bytes are kept, counting with each what the next
    /// frame would pay to get from where it ends to the last rectangle's first cell (the
    /// move and the pen); the bytes differ, never the picture.
    @discardableResult
    package mutating func render(
        _ frame: CellBuffer, changedRows: Range<Int>? = nil, changedColumns: Range<Int>? = nil,
        height: Int? = nil, last: [TerminalRect] = [], into output: inout [UInt8]
    ) -> FrameStats {
        let isInline = placement == .inline
        let shown = isInline ? min(max(height ?? frame.height, 0), frame.height) : frame.height
        if isInline && shown == 0 {
            // Nothing to show: a region already on the terminal is erased.
            return renderEmptyRegion(into: &output)
        }
        let isFull =
            needsFullRepaint || previousFrame?.width != frame.width
            || previousFrame?.height != frame.height || (isInline && shown != regionHeight)
        // The compositor hands back its cached frame when nothing changed: the same storage,
        // so this comparison is O(1) then, and an unchanged frame costs no row scan at all.
        if !isFull, changedRows.map(\.isEmpty) ?? (previousFrame == frame) {
            lastStats = FrameStats()
            return lastStats
        }
        let rows = (isFull ? 0..<frame.height : (changedRows ?? 0..<frame.height)).clamped(
            to: 0..<shown)
        let columns =
            isFull || changedRows == nil
            ? 0..<frame.width : (changedColumns ?? 0..<frame.width).clamped(to: 0..<frame.width)
        let start = output.count
        var stats = FrameStats()
        var writer = FrameWriter(pen: pen, cursor: cursor, mode: colorMode, width: frame.width)
        writer.repeats = repeatsCharacters
        writer.ambiguousWidth = ambiguousWidth
        swap(&writer.output, &output)
        if !isFull, let previousFrame {
            // Read in place: no second reference to the kept frame outlives this branch, so
            // the rows copied into it below change it without copying it whole.
            write(rows, columns: columns, of: frame, over: previousFrame, last: last, with: &writer)
        } else {
            stats.isFullRepaint = true
            if isInline {
                takeRegion(rows: shown, above: regionTopAbove, with: &writer)
                regionTopAbove = 0
            } else {
                writer.output.appendASCII("\u{1B}[m\u{1B}[H\u{1B}[2J")
                writer.pen = .plain
                writer.cursor = CursorState(row: 0, column: 0, isKnown: true, isAfterWide: false)
            }
            let blank = CellBuffer(width: frame.width, height: frame.height)
            write(rows, of: frame, over: blank, last: last, with: &writer)
        }
        if isInline {
            // The cursor rests at the region's top-left corner between frames.
            CursorMotion.move(&writer.cursor, row: 0, column: 0, into: &writer.output)
            regionHeight = shown
        }
        swap(&writer.output, &output)
        pen = writer.pen
        cursor = writer.cursor
        stats.cellsWritten = writer.cellsWritten
        stats.linesErased = writer.linesErased
        if synchronizedOutput, output.count - start > Self.unsynchronizedFrameLimit {
            output.insert(contentsOf: Self.beginSynchronizedUpdate, at: start)
            output.appendASCII("\u{1B}[?2026l")
        }
        stats.byteCount = output.count - start
        if isFull || (rows.count == frame.height && columns.count == frame.width) {
            previousFrame = frame
        } else if columns.count == frame.width {
            // Only the compared rows can differ: copy them, keeping this frame's own storage
            // (the compositor goes on changing its frame in place).
            let cells = rows.lowerBound * frame.width..<rows.upperBound * frame.width
            previousFrame?.cells.replaceSubrange(cells, with: frame.cells[cells])
        } else if !columns.isEmpty {
            for row in rows {
                let base = row * frame.width
                let cells = base + columns.lowerBound..<base + columns.upperBound
                previousFrame?.cells.replaceSubrange(cells, with: frame.cells[cells])
            }
        }
        needsFullRepaint = false
        lastStats = stats
        return stats
    }

    // MARK: Inline region

    /// What erases the region from its top-left corner down: the corner's row (EL), then,
    /// with the cursor kept (DECSC, DECRC), everything from the row below (a move down from
    /// the last row goes nowhere, and the row is erased already). Never `CSI J` from the
    /// corner itself: at the screen's top-left corner tmux takes that for clearing the whole
    /// screen, and with `scroll-on-clear` (its default) moves what it showed, the alert,
    /// into the scrollback.
    static let regionErase = Array("\u{1B}[K\u{1B}7\u{1B}[B\u{1B}[J\u{1B}8".utf8)

    /// What erases the row the cursor is on (EL), before a summary line is written there.
    static let rowErase = Array("\u{1B}[K".utf8)

    /// Erases the region and takes `rows` rows from the region's top (`above` rows above the
    /// cursor's region corner when the terminal lost the cursor): line feeds scroll the
    /// terminal up where the rows below the cursor are too few, and the cursor goes back up
    /// to the top-left corner.
    /// `erase` is what erases from the corner: the whole region (``regionErase``) unless the
    /// caller erases below its top row itself.
    private func takeRegion(
        rows: Int, above: Int = 0, erase: [UInt8] = Self.regionErase,
        with writer: inout FrameWriter
    ) {
        if writer.pen != .plain { writer.output.appendASCII("\u{1B}[m") }
        writer.pen = .plain
        writer.cursor.isAfterWide = true  // any column: the move starts with a carriage return
        CursorMotion.move(&writer.cursor, row: 0, column: 0, into: &writer.output)
        if above > 0 { writer.output.appendCSI(above, 0x41) }
        writer.output.append(contentsOf: erase)
        if rows > 1 {
            writer.output.append(contentsOf: repeatElement(0x0A, count: rows - 1))
            writer.output.appendCSI(rows - 1, 0x41)
        }
        writer.cursor = CursorState.regionCorner
    }

    /// An inline frame of no rows: the region on the terminal, if any, is erased.
    private mutating func renderEmptyRegion(into output: inout [UInt8]) -> FrameStats {
        guard regionHeight > 0 else {
            lastStats = FrameStats()
            return lastStats
        }
        let start = output.count
        finishRegion(leaving: nil, into: &output)
        var stats = FrameStats()
        stats.byteCount = output.count - start
        stats.isFullRepaint = true
        lastStats = stats
        return stats
    }

    /// Ends an inline region: erases it and writes `lines` (each row of the buffer, its
    /// trailing blanks left out) in its place, each followed by a new line, so they stay in
    /// the terminal's scrollback; the next frame starts a new region below them (at the
    /// region's top when `lines` is nil). Does nothing on the full screen.
    ///
    /// Each line's row is erased (EL) before it is written and what is below the last one
    /// after it (`CSI J` from the row below, never from the region's corner): 7 bytes fewer
    /// than erasing the region first while keeping the cursor.
    ///
    /// Complexity: O(width × rows of `lines`).
    package mutating func finishRegion(leaving lines: CellBuffer?, into output: inout [UInt8]) {
        guard placement == .inline else { return }
        let leaves = lines.map { $0.width > 0 && $0.height > 0 } ?? false
        var writer = FrameWriter(pen: pen, cursor: cursor, mode: colorMode, width: 0)
        swap(&writer.output, &output)
        takeRegion(
            rows: 1, above: regionTopAbove, erase: leaves ? Self.rowErase : Self.regionErase,
            with: &writer)
        regionTopAbove = 0
        swap(&writer.output, &output)
        pen = .plain
        if let lines, leaves {
            let blank = CellBuffer(width: lines.width, height: 1)
            for row in 0..<lines.height {
                if row > 0 { output.append(contentsOf: Self.rowErase) }
                var line = CellBuffer(width: lines.width, height: 1)
                line.cells.replaceSubrange(
                    0..<lines.width, with: lines.cells[row * lines.width..<(row + 1) * lines.width])
                var lineWriter = FrameWriter(
                    pen: .plain,
                    cursor: CursorState.regionCorner,
                    mode: colorMode, width: lines.width)
                lineWriter.repeats = repeatsCharacters
                lineWriter.ambiguousWidth = ambiguousWidth
                swap(&lineWriter.output, &output)
                write(0..<1, of: line, over: blank, with: &lineWriter)
                swap(&lineWriter.output, &output)
                if lineWriter.pen != .plain { output.appendASCII("\u{1B}[m") }
                output.append(contentsOf: [0x0D, 0x0A])
            }
            // Below the lines, at the start of a row under them: never the screen's corner.
            output.appendASCII("\u{1B}[J")
        }
        cursor = CursorState.regionCorner
        regionHeight = 0
        previousFrame = nil
        needsFullRepaint = true
    }

    /// Compares `rows` of `frame` with `old` and lets `writer` write what changed, row by row
    /// or, when `last` is not empty and that is fewer bytes (with the next frame's way in to
    /// the last rectangle counted), layer by layer: first the cells outside every rectangle
    /// of `last`, then those of each rectangle in turn (but those of the rectangles after
    /// it), so the frame ends in the last one.
    ///
    /// `columns` are the only columns of `rows` where `frame` may differ from `old`.
    private func write(
        _ rows: Range<Int>, columns: Range<Int>? = nil, of frame: CellBuffer,
        over old: CellBuffer, last: [TerminalRect] = [], with writer: inout FrameWriter
    ) {
        let compared = columns ?? 0..<frame.width
        // Only the rectangles these rows meet change the order; with none, one pass.
        let layers = last.map { frame.bounds.intersection($0) }.filter {
            !$0.isEmpty && rows.overlaps($0.minRow..<$0.maxRow)
        }
        frame.cells.withUnsafeBufferPointer { newCells in
            old.cells.withUnsafeBufferPointer { oldCells in
                // Each row's changed cells are found once, for both ways: a row without any
                // is passed over, and a row is scanned for changes only where it has them.
                var spans: [Range<Int>?] = []
                spans.reserveCapacity(rows.count)
                for row in rows {
                    spans.append(
                        Self.changedSpan(
                            row: row, columns: compared, width: frame.width, new: newCells,
                            old: oldCells))
                }
                var layered = writer
                let start = writer.output.count
                if layers.isEmpty || !writesLastAlways {
                    for (row, span) in zip(rows, spans) {
                        guard let span else { continue }
                        writer.writeRow(row, changed: span, new: newCells, old: oldCells)
                    }
                    guard !layers.isEmpty else { return }
                }
                layered.output = []
                layered.output.reserveCapacity(writer.output.count - start)
                var runs: [Range<Int>] = []
                for pass in 0...layers.count {
                    let layer = pass == 0 ? frame.bounds : layers[pass - 1]
                    let layerColumns = layer.minColumn..<layer.maxColumn
                    for row in (layer.minRow..<layer.maxRow).clamped(to: rows) {
                        guard let span = spans[row - rows.lowerBound], span.overlaps(layerColumns)
                        else { continue }
                        Self.columns(
                            of: layerColumns, leaving: layers[pass...], row: row, into: &runs)
                        for columns in runs where columns.overlaps(span) {
                            layered.writeRow(
                                row, columns: columns, changed: span, new: newCells, old: oldCells)
                        }
                    }
                }
                // Each way with what the next frame pays to start where it is expected.
                let next = Self.firstShownCell(in: layers[layers.count - 1], of: frame)
                let style = newCells[next.row * frame.width + next.column].style
                let inline = placement == .inline
                func cost(_ way: FrameWriter, _ bytes: Int) -> Int {
                    bytes
                        + way.entryCost(
                            row: next.row, column: next.column, style: style,
                            viaRegionCorner: inline)
                }
                let layeredCost = cost(layered, layered.output.count)
                let rowByRowCost = cost(writer, writer.output.count - start)
                guard writesLastAlways || layeredCost < rowByRowCost else { return }
                layered.output.insert(contentsOf: writer.output[..<start], at: 0)
                writer = layered
            }
        }
    }

    /// The columns of `row` from its first cell that is not the same in `new` as in `old` to
    /// its last such cell, `nil` when the row is the same; only `columns` are compared (all
    /// when nil: the others are known to be the same). O(columns), two word comparisons a
    /// cell.
    static func changedSpan(
        row: Int, columns: Range<Int>? = nil, width: Int, new: UnsafeBufferPointer<TerminalCell>,
        old: UnsafeBufferPointer<TerminalCell>
    ) -> Range<Int>? {
        let base = row * width
        let columns = columns ?? 0..<width
        var first = columns.lowerBound
        while first < columns.upperBound, new[base + first].isSame(as: old[base + first]) {
            first += 1
        }
        guard first < columns.upperBound else { return nil }
        var end = columns.upperBound
        while end > first + 1, new[base + end - 1].isSame(as: old[base + end - 1]) { end -= 1 }
        return first..<end
    }

    /// The first cell of `rectangle` (row by row) that shows more than its background: a
    /// glyph, or a space in reverse video or underlined (a focused control's first cell,
    /// where its margin is blank); its first cell when there is none.
    private static func firstShownCell(in rectangle: TerminalRect, of frame: CellBuffer)
        -> TerminalPoint
    {
        for row in rectangle.minRow..<rectangle.maxRow {
            for column in rectangle.minColumn..<rectangle.maxColumn {
                let cell = frame[column, row]
                if !cell.isSpace || !cell.style.attributes.isDisjoint(with: [.reverse, .underline])
                {
                    return TerminalPoint(column: column, row: row)
                }
            }
        }
        return rectangle.origin
    }

    /// `span` without the columns of those of `rectangles` that cover `row`, as ordered
    /// runs, in `runs` (emptied first, its storage kept: no allocation once it has grown).
    /// O(rectangles²).
    private static func columns(
        of span: Range<Int>, leaving rectangles: ArraySlice<TerminalRect>, row: Int,
        into runs: inout [Range<Int>]
    ) {
        runs.removeAll(keepingCapacity: true)
        runs.append(span)
        for rectangle in rectangles where rectangle.minRow <= row && row < rectangle.maxRow {
            let cut = rectangle.minColumn..<rectangle.maxColumn
            var index = 0
            while index < runs.count {
                let run = runs[index]
                guard run.overlaps(cut) else {
                    index += 1
                    continue
                }
                let left = run.lowerBound..<max(run.lowerBound, cut.lowerBound)
                let right = min(cut.upperBound, run.upperBound)..<run.upperBound
                runs.remove(at: index)
                if !right.isEmpty { runs.insert(right, at: index) }
                if !left.isEmpty { runs.insert(left, at: index) }
                index += (left.isEmpty ? 0 : 1) + (right.isEmpty ? 0 : 1)
            }
        }
    }
}
