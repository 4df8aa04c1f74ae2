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
        func width(_ range: Range<Int>) -> Int {
            TerminalWidth.width(of: String(shown[range]), ambiguous: ambiguous)
        }
        var start = 0
        while start < cursor, width(start..<cursor) >= cells.width { start += 1 }
        var end = start
        while end < shown.count, width(start..<(end + 1)) <= cells.width { end += 1 }
        canvas.drawText(
            String(shown[start..<end]), at: CGPoint(x: cells.minColumn, y: row), role: .field,
            color: palette.title)
        if context.isFocused {
            let caretWidth = cursor < shown.count ? max(width(cursor..<(cursor + 1)), 1) : 1
            let column = cells.minColumn + width(start..<cursor)
            canvas.addAttributes(
                .reverse, in: TerminalRect(column: column, row: row, width: caretWidth, height: 1))
        }
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
