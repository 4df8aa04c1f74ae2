import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// Multi-line text to type, as `gum write` takes it. Its text goes into the result under
/// ``resultKey`` ("text"), lines joined with line feeds.
///
/// Editing is grapheme-correct (the buffer is a text field's, `AlertTextBuffer`, keeping
/// its line breaks). Keys: Enter starts a new line; Ctrl+D or Alt+Enter (Esc then Enter,
/// ``AlertKeyInput/submit``) answers with the default action; Esc alone is the alert's
/// (Cancel). Left and Right move a character, across line ends; Up and Down a line,
/// keeping the column where the line is long enough (at the first or the last line they go
/// to the start or the end of the text); Home and End go to the start and the end of the
/// line, Page Up and Page Down a page of lines; Backspace at the start of a line joins it
/// to the line above. A paste keeps its line breaks (CR and CRLF become LF). The word, line
/// and selection edits (``AlertKeyInput/edit(_:)``) work as in a text field, Ctrl+U and
/// Ctrl+K on the cursor's line, Shift+Home and Shift+End selecting to its start and end; a
/// selection may span lines, and Up and Down end it.
///
/// The area is ``visibleLines`` rows high whatever the text (typing never moves the rest
/// of the alert) and as wide as the alert's content. A line longer than the area wraps
/// onto the next row, between characters; when the rows are more than the area holds, it
/// scrolls to keep the cursor in view. Drawing cuts the whole text into rows: O(n) per
/// frame for n characters, which a text typed by hand keeps small.
@MainActor
package final class TextAreaItem: AlertStyledItem, AlertValueItem, AlertTextInputItem,
    AlertKeyHandlingItem, AlertMultilineTextInputItem
{
    /// The text and cursor.
    package private(set) var buffer: AlertTextBuffer
    /// Shown (dimmed) while the text is empty.
    package var placeholder: String
    /// How many rows the area shows.
    package let visibleLines: Int
    /// The result key; "text" by default.
    package var resultKey: String
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    package var alertLayout = AlertItemLayout(itemSize: .zero)
    /// The first row in view, kept between frames so the view moves only to follow the
    /// cursor.
    package private(set) var firstRow = 0

    /// Creates a text area holding `text` (the cursor at its end) that shows
    /// `visibleLines` rows (at least 1).
    ///
    /// - Throws: ``AlertStyleError/invalidValue(_:)`` for a negative `maxLength`.
    package init(
        text: String = "", placeholder: String = "", visibleLines: Int = 6,
        maxLength: Int? = nil, resultKey: String = "text"
    ) throws(AlertStyleError) {
        buffer = try AlertTextBuffer(text: text, maxLength: maxLength, keepsNewlines: true)
        self.placeholder = placeholder
        self.visibleLines = max(visibleLines, 1)
        self.resultKey = resultKey
    }

    /// The text, its lines joined with line feeds.
    package var text: String { buffer.text }
    /// The cursor, in graphemes from the start of the text.
    package var cursor: Int { buffer.cursor }
    /// The typed text.
    package var resultValue: String? { buffer.text }
    /// The selected text (line breaks kept), or nil when nothing is selected.
    package var selectedText: String? { buffer.selectedText }

    // MARK: Lines

    /// The lengths (in graphemes) of the text's lines. O(n).
    private var lineLengths: [Int] {
        var lengths = [0]
        for character in buffer.text {
            if character == "\n" {
                lengths.append(0)
            } else {
                lengths[lengths.count - 1] += 1
            }
        }
        return lengths
    }

    /// The cursor's line and column (graphemes). O(n).
    package var cursorLineAndColumn: (line: Int, column: Int) {
        var remaining = buffer.cursor
        let lengths = lineLengths
        for (line, length) in lengths.enumerated() {
            if remaining <= length { return (line, remaining) }
            remaining -= length + 1
        }
        return (lengths.count - 1, lengths.last ?? 0)
    }

    /// Moves the cursor to `column` of `line` (clamped to the line's length).
    private func moveCursor(toLine line: Int, column: Int) -> Bool {
        let lengths = lineLengths
        let line = min(max(line, 0), lengths.count - 1)
        let start = lengths[..<line].reduce(0) { $0 + $1 + 1 }
        return buffer.moveCursor(to: start + min(column, lengths[line]))
    }

    /// Moves the cursor `lines` lines down (up when negative), keeping its column where it
    /// can; past the first or the last line it goes to the start or the end of the text.
    @discardableResult
    package func moveLines(_ lines: Int) -> Bool {
        let (line, column) = cursorLineAndColumn
        let target = line + lines
        if target < 0 { return buffer.moveHome() }
        if target >= lineLengths.count { return buffer.moveEnd() }
        return moveCursor(toLine: target, column: column)
    }

    // MARK: Focus, keys and text input

    /// A text area takes the focus when its alert appears.
    package var takesInitialFocus: Bool { true }

    /// Any text.
    package var textFormat: String? { nil }

    /// The most lines the text may have (gum's `--max-lines`): Enter starts no line beyond
    /// them. Nil: no bound.
    package var maxLines: Int?

    /// Bounds what may be typed to `maxLength` characters from now on (nil: no bound); a
    /// text already longer stays whole (gum's `--char-limit`).
    package func limitLength(to maxLength: Int?) {
        buffer = buffer.limited(to: maxLength)
    }

    /// Inserts typed or pasted text at the cursor, line breaks kept.
    package func insertText(_ text: String) -> Bool { buffer.insert(text) }

    /// Replaces the whole text (limited to the maximum length); the cursor goes to its end.
    package func replaceText(with text: String) -> Bool {
        buffer.clear()
        buffer.insert(text)
        return true
    }

    /// Applies an editing key (see the type's description).
    package func handleKey(_ key: AlertKeyInput, atStop stop: Int) -> AlertItemResponse {
        let changed: Bool
        switch key {
        case .enter:
            let lines = buffer.text.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            changed = maxLines.map { lines < $0 } ?? true ? buffer.insert("\n") : false
        case .submit: return .submit
        case .backspace: changed = buffer.backspace()
        case .delete: changed = buffer.deleteForward()
        case .left: changed = buffer.moveLeft()
        case .right: changed = buffer.moveRight()
        case .edit(let edit): changed = buffer.apply(edit) || edit.selects
        case .up: changed = moveLines(-1)
        case .down: changed = moveLines(1)
        case .pageUp: changed = moveLines(-visibleLines)
        case .pageDown: changed = moveLines(visibleLines)
        case .home:
            changed = moveCursor(toLine: cursorLineAndColumn.line, column: 0)
        case .end:
            changed = moveCursor(toLine: cursorLineAndColumn.line, column: .max)
        default: return .ignored
        }
        // A key that changes nothing is still the area's: Up at the top does not scroll
        // the alert, nor Enter at the length limit answer it.
        return changed || key == .enter || key == .up || key == .down ? .handled : .ignored
    }

    /// `Text area (placeholder): first line ⏎ second line`, on one line.
    package var textDescription: String? {
        let hint = placeholder.isEmpty ? "" : " (\(placeholder))"
        return "Text area\(hint): \(text.replacingScalars(of: "\n", with: " ⏎ "))"
    }

    // MARK: Layout and drawing

    /// Full content width, ``visibleLines`` field lines plus padding.
    package func updateLayout(in context: AlertItemContext) {
        let height =
            CGFloat(visibleLines) * context.measurer.lineHeight(for: .field)
            + 2 * max(context.theme.fieldPadding, 0)
        alertLayout = AlertItemLayout(
            itemSize: CGSize(width: context.contentWidth, height: height),
            boundsInsets: context.insets())
    }

    /// A row of the text on screen: where it starts in the text (graphemes) and its
    /// characters.
    package struct Row: Equatable {
        /// The offset of its first character in the text.
        package var start: Int
        /// Its characters.
        package var characters: ArraySlice<Character>
        /// Whether it is the last row of its line.
        package var endsLine: Bool
    }

    /// The text cut into rows no wider than `width` (see `TextRows`). O(n).
    package func rows(width: CGFloat, measure: (Character) -> CGFloat) -> [Row] {
        var rows: [Row] = []
        var start = 0
        for line in buffer.text.split(separator: "\n", omittingEmptySubsequences: false) {
            let characters = Array(line)
            let ranges = TextRows.rows(of: characters, maxWidth: width, width: measure)
            for (index, range) in ranges.enumerated() {
                rows.append(
                    Row(
                        start: start + range.lowerBound, characters: characters[range],
                        endsLine: index == ranges.count - 1))
            }
            start += characters.count + 1
        }
        return rows
    }

    /// The row the cursor is on: the row holding the character after it, or the last row
    /// of its line when it is at the line's end.
    package static func cursorRow(_ cursor: Int, in rows: [Row]) -> Int {
        for (index, row) in rows.enumerated() {
            let end = row.start + row.characters.count
            if cursor < end || (cursor == end && row.endsLine) { return index }
        }
        return max(rows.count - 1, 0)
    }

    /// Draws the field, the rows in view (or the dimmed placeholder) and, when focused,
    /// the caret, or the selection highlighted instead of it. The rows are cut one space
    /// narrower than the area, so the caret after a full row stays inside it.
    package func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        let theme = context.theme
        let measurer = context.measurer
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite,
            frame.height.isFinite
        else { return }
        canvas.fill(
            frame, role: .field,
            color: context.isFocused ? theme.palette.focus : theme.palette.field)
        let padding = max(theme.fieldPadding, 0)
        let inner = frame.insetBy(
            dx: min(padding, frame.width / 2), dy: min(padding, frame.height / 2))
        let lineHeight = measurer.lineHeight(for: .field)
        let space = measurer.width(of: " ", role: .field)
        let caretWidth = { (width: CGFloat) in
            CGRect(x: 0, y: 0, width: max(width, space), height: lineHeight)
        }
        guard !buffer.text.isEmpty else {
            canvas.drawText(
                placeholder, at: inner.origin, role: .field, color: theme.palette.disabledButton,
                emphasis: .dimmed)
            if context.isFocused {
                canvas.fill(
                    caretWidth(space).offsetBy(dx: inner.minX, dy: inner.minY), role: .caret,
                    color: theme.palette.tint)
            }
            firstRow = 0
            return
        }
        let width = { (character: Character) in
            measurer.width(of: String(character), role: .field)
        }
        let rows = rows(width: max(inner.width - space, space), measure: width)
        let shownRows = max(Int((inner.height / lineHeight).rounded(.down)), 1)
        let cursorRow = Self.cursorRow(buffer.cursor, in: rows)
        if cursorRow < firstRow { firstRow = cursorRow }
        if cursorRow >= firstRow + shownRows { firstRow = cursorRow - shownRows + 1 }
        firstRow = min(firstRow, max(rows.count - shownRows, 0))
        let selection = context.isFocused ? buffer.selection : nil
        for index in firstRow..<min(firstRow + shownRows, rows.count) {
            let origin = CGPoint(
                x: inner.minX, y: inner.minY + CGFloat(index - firstRow) * lineHeight)
            let row = rows[index]
            if let selection {
                let characters = row.characters
                TextFieldItem.drawSelection(
                    selection, of: row.start..<(row.start + characters.count), from: origin,
                    lineHeight: lineHeight, canvas: canvas, context: context
                ) { width(characters[characters.startIndex + $0 - row.start]) }
            }
            canvas.drawText(
                String(row.characters), at: origin, role: .field, color: theme.palette.title)
        }
        guard context.isFocused, selection == nil else { return }
        let row = rows[cursorRow]
        let column = buffer.cursor - row.start
        let before = row.characters.prefix(column)
        let x = before.reduce(0) { $0 + width($1) }
        let under =
            column < row.characters.count
            ? width(row.characters[row.characters.startIndex + column]) : space
        let caret = caretWidth(under).offsetBy(
            dx: inner.minX + x, dy: inner.minY + CGFloat(cursorRow - firstRow) * lineHeight)
        canvas.fill(caret, role: .caret, color: theme.palette.tint)
    }
}
