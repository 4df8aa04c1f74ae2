/// Writes frames to a terminal as the fewest bytes it can: the frame writer.
///
/// Compares each new frame with the last one written and appends to a byte buffer only what
/// changed: the shortest cursor moves (`CursorMotion`), the smallest SGR changes
/// (`SGREncoder`), erase-to-end-of-line where the rest of a row is blank and that is shorter,
/// an absolute re-anchor after wide glyphs (terminals disagree on where the cursor lands after
/// some of them), and nothing at all for an unchanged frame. The first frame, a frame of a new
/// size, a new colour mode, or a call to ``invalidate()`` repaints the whole screen. Colours
/// are downgraded to ``colorMode``; with ``synchronizedOutput`` each non-empty frame is wrapped
/// in DEC mode 2026 (`CSI ? 2026 h` … `CSI ? 2026 l`), to be set only when the terminal
/// confirmed it supports the mode.
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

    /// Whether to wrap frames in synchronized output (DEC mode 2026).
    package var synchronizedOutput: Bool

    /// Bytes written for the last frame.
    package var lastFrameByteCount: Int { lastStats.byteCount }

    /// Statistics of the last frame.
    package private(set) var lastStats = FrameStats()

    /// The last frame written, `nil` before the first one.
    package private(set) var previousFrame: CellBuffer?

    private var pen = TerminalStyle.plain
    private var cursor = CursorState()
    private var needsFullRepaint = true

    /// Creates a renderer that will paint its first frame whole.
    package init(colorMode: TerminalColorMode = .trueColor, synchronizedOutput: Bool = false) {
        self.colorMode = colorMode
        self.synchronizedOutput = synchronizedOutput
    }

    /// Forgets what the screen shows: the next frame is painted whole (after the terminal was
    /// cleared, resumed from suspension, or written to by someone else).
    package mutating func invalidate() {
        needsFullRepaint = true
    }

    /// Appends to `output` the bytes that turn the last frame written into `frame`.
    ///
    /// `changedRows`, when given, are the only rows where `frame` may differ from the last
    /// frame written (as a compositor that recomposes in place reports them): only they are
    /// compared, O(width × changed rows), and an empty range costs nothing. A full repaint
    /// ignores it.
    @discardableResult
    package mutating func render(
        _ frame: CellBuffer, changedRows: Range<Int>? = nil, into output: inout [UInt8]
    ) -> FrameStats {
        let isFull =
            needsFullRepaint || previousFrame?.width != frame.width
            || previousFrame?.height != frame.height
        // The compositor hands back its cached frame when nothing changed: the same storage,
        // so this comparison is O(1) then, and an unchanged frame costs no row scan at all.
        if !isFull, changedRows.map(\.isEmpty) ?? (previousFrame == frame) {
            lastStats = FrameStats()
            return lastStats
        }
        let rows = isFull ? 0..<frame.height : (changedRows ?? 0..<frame.height)
        let start = output.count
        var stats = FrameStats()
        if synchronizedOutput {
            output.appendASCII("\u{1B}[?2026h")
        }
        let bodyStart = output.count
        var writer = FrameWriter(pen: pen, cursor: cursor, mode: colorMode, width: frame.width)
        swap(&writer.output, &output)
        if !isFull, let previousFrame {
            // Read in place: no second reference to the kept frame outlives this branch, so
            // the rows copied into it below change it without copying it whole.
            write(rows, of: frame, over: previousFrame, with: &writer)
        } else {
            stats.isFullRepaint = true
            writer.output.appendASCII("\u{1B}[m\u{1B}[H\u{1B}[2J")
            writer.pen = .plain
            writer.cursor = CursorState(row: 0, column: 0, isKnown: true, isAfterWide: false)
            let blank = CellBuffer(width: frame.width, height: frame.height)
            write(rows, of: frame, over: blank, with: &writer)
        }
        swap(&writer.output, &output)
        pen = writer.pen
        cursor = writer.cursor
        stats.cellsWritten = writer.cellsWritten
        stats.linesErased = writer.linesErased
        if output.count == bodyStart {
            output.removeLast(bodyStart - start)
        } else if synchronizedOutput {
            output.appendASCII("\u{1B}[?2026l")
        }
        stats.byteCount = output.count - start
        if isFull || rows.count == frame.height {
            previousFrame = frame
        } else {
            // Only the compared rows can differ: copy them, keeping this frame's own storage
            // (the compositor goes on changing its frame in place).
            let cells = rows.lowerBound * frame.width..<rows.upperBound * frame.width
            previousFrame?.cells.replaceSubrange(cells, with: frame.cells[cells])
        }
        needsFullRepaint = false
        lastStats = stats
        return stats
    }

    /// Compares `rows` of `frame` with `old` and lets `writer` write what changed.
    private func write(
        _ rows: Range<Int>, of frame: CellBuffer, over old: CellBuffer,
        with writer: inout FrameWriter
    ) {
        frame.cells.withUnsafeBufferPointer { newCells in
            old.cells.withUnsafeBufferPointer { oldCells in
                for row in rows {
                    writer.writeRow(row, new: newCells, old: oldCells)
                }
            }
        }
    }
}
