import Foundation

/// Terminal drawings of the items whose generic drawing needs pixels: a text field (its
/// cells underlined, the placeholder dim, the cursor a reverse-video cell) and a progress bar
/// (`█` done, `░` to go), both readable without colour.
@MainActor
enum TerminalFieldPainter {
    /// Draws a text field; long text scrolls so the cursor stays visible.
    static func paint(
        _ field: TextFieldItem, in frame: CGRect, context: AlertDrawContext, on canvas: CellCanvas
    ) {
        let palette = context.theme.palette
        let cells = CellCanvas.cellRect(frame)
        guard !cells.isEmpty else { return }
        canvas.fillCells(
            cells,
            style: TerminalStyle(
                background: CellCanvas.terminalColor(palette.field), attributes: [.underline]))
        let row = cells.minRow
        let ambiguous = canvas.buffer.ambiguousWidth
        guard !field.text.isEmpty else {
            canvas.drawText(
                field.placeholder, at: CGPoint(x: cells.minColumn, y: row), role: .field,
                color: palette.disabledButton)
            if context.isFocused {
                canvas.addAttributes(
                    .reverse,
                    in: TerminalRect(column: cells.minColumn, row: row, width: 1, height: 1))
            }
            return
        }
        let shown = Array(TextSanitizer.sanitize(field.displayText))
        let cursor = min(field.cursor, shown.count)
        func width(_ index: Int) -> Int {
            TerminalWidth.width(of: shown[index], ambiguous: ambiguous)
        }
        let visible = visibleRange(
            count: shown.count, cursor: cursor, fieldWidth: cells.width, width: width)
        canvas.drawText(
            String(shown[visible]), at: CGPoint(x: cells.minColumn, y: row), role: .field,
            color: palette.title)
        if context.isFocused {
            let caretWidth = cursor < shown.count ? max(width(cursor), 1) : 1
            let column =
                cells.minColumn + (visible.lowerBound..<cursor).reduce(0) { $0 + width($1) }
            canvas.addAttributes(
                .reverse, in: TerminalRect(column: column, row: row, width: caretWidth, height: 1))
        }
    }

    /// The characters of a one-line field that fit in `fieldWidth` cells with the cursor
    /// visible: the widest run ending just before `cursor` that leaves a cell for the caret,
    /// then as many characters after it as fit. `width(i)` is the cell width of character
    /// `i`; it is called O(`fieldWidth`) times (plus once per zero-width character in
    /// view), never for the text scrolled out of view, so an 8,000-character paste costs what
    /// a short text costs.
    static func visibleRange(
        count: Int, cursor: Int, fieldWidth: Int, width: (Int) -> Int
    ) -> Range<Int> {
        let cursor = min(max(cursor, 0), count)
        var start = cursor
        var used = 0
        while start > 0 {
            let next = used + width(start - 1)
            guard next < fieldWidth else { break }
            used = next
            start -= 1
        }
        var end = cursor
        while end < count {
            let next = used + width(end)
            guard next <= fieldWidth else { break }
            used = next
            end += 1
        }
        return start..<end
    }

    /// Draws a progress bar across its frame's first row.
    static func paint(
        _ progress: ProgressItem, in frame: CGRect, context: AlertDrawContext,
        on canvas: CellCanvas
    ) {
        let palette = context.theme.palette
        let cells = CellCanvas.cellRect(frame)
        guard !cells.isEmpty else { return }
        let done = min(Int((Double(cells.width) * progress.fraction).rounded(.down)), cells.width)
        let background = CellCanvas.terminalColor(palette.background)
        canvas.writeCells(
            String(repeating: "█", count: done), at: cells.origin,
            style: TerminalStyle(
                foreground: CellCanvas.terminalColor(palette.tint), background: background))
        canvas.writeCells(
            String(repeating: "░", count: cells.width - done),
            at: TerminalPoint(column: cells.minColumn + done, row: cells.minRow),
            style: TerminalStyle(
                foreground: CellCanvas.terminalColor(palette.disabledButton),
                background: background))
    }
}
