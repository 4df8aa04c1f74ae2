import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// A long text to read in a scrolling area, with search: what `alert pager` and a
/// whiptail or dialog `--textbox` show.
///
/// Keys, while it has the focus: Up and Down (or `k` and `j`) scroll a row, Page Up and
/// Page Down (or `b` and Space) a page, Home and End (or `g` and `G`) go to the start and
/// the end. `/` opens a search line under the text: typed text is the search, Enter finds
/// its next match from the top of the view (drawn highlighted and scrolled into view;
/// letter case ignored), Esc or Backspace on an empty search closes the line. `n` and `N`
/// find the next and the previous match, going round the text's end (the status line says
/// so); a search without a match says "Not found". Enter or `q` (when no search line is
/// open) and Esc answer the alert (the pager's alert has one button).
///
/// A long line wraps at the edge of the area, between characters (not words, so a column
/// keeps its place), and a tab is expanded to the next stop of 8 columns. Control
/// characters are the presenter's to neutralise, as for any text (the terminal's canvas
/// sanitises what it draws). The area is ``visibleRows`` rows high (fewer for a shorter
/// text), over a status line: which lines show, of how many, and the keys.
///
/// A frame and a key cost what the rows shown and crossed cost, never the whole text:
/// rows are made only for the lines met (see `PagerDocument`); a search reads the lines
/// from the view on, O(n) at most.
@MainActor
package final class PagerItem: AlertStyledItem, AlertFocusableItem, AlertKeyHandlingItem,
    AlertEscapeHandlingItem
{
    /// How many rows of text show at once, at most.
    package let visibleRows: Int
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    package var alertLayout = AlertItemLayout(itemSize: .zero)
    /// The text, its rows and the view's top.
    package private(set) var document: PagerDocument
    /// The search being typed, while the search line is open.
    package private(set) var search: AlertTextBuffer?
    /// The last search made, which `n` and `N` look for again.
    package private(set) var lastSearch: String?
    /// The match found last, drawn highlighted.
    package private(set) var match: PagerDocument.Match?
    /// What the status line says instead of the position, until the next key (a search
    /// that found nothing, one that went round the end).
    package private(set) var notice: String?
    /// The rows of text shown, from the last layout.
    private var textRows = 1
    /// The height of one line, from the last layout.
    private var lineHeight: CGFloat = 1

    /// Creates a pager over `text`, showing `visibleRows` rows at a time (at least 1, at most
    /// ``AlertRowLimit/mostVisibleRows``).
    /// Splitting the text into lines is O(n).
    package init(text: String, visibleRows: Int = 16) {
        document = PagerDocument(text: text)
        self.visibleRows = AlertRowLimit.clamped(visibleRows)
    }

    /// Adds `lines` (each without its line break) to the end of the text, as they are read
    /// while the pager is shown; the view stays where it is. The caller asks for a new
    /// layout (a short text grows its area). O(`lines`).
    package func append(lines: some Sequence<String>) {
        document.append(lines: lines)
    }

    /// The number of lines of the text.
    package var lineCount: Int { document.lines.count }

    /// The first line in view, from 0.
    package var topLine: Int { document.top.line }

    /// Whether the search line is open.
    package var isSearching: Bool { search != nil }

    // MARK: Focus and keys

    /// The pager takes the focus when its alert appears.
    package var takesInitialFocus: Bool { true }

    /// Applies a key (see the type's description).
    package func handleKey(_ key: AlertKeyInput, atStop stop: Int) -> AlertItemResponse {
        if search != nil { return handleSearchKey(key) }
        let hadNotice = notice != nil
        notice = nil
        let moved: Bool
        switch key {
        case .up, .character("k"): moved = document.scroll(by: -1)
        case .down, .character("j"): moved = document.scroll(by: 1)
        case .pageUp, .character("b"): moved = document.scroll(by: -textRows)
        case .pageDown, .character(" "), .character("f"): moved = document.scroll(by: textRows)
        case .home, .character("g"): moved = document.scrollToStart()
        case .end, .character("G"): moved = document.scrollToEnd()
        case .character("/"):
            search = try? AlertTextBuffer()
            return .handled
        case .character("n"): return findAgain(forward: true)
        case .character("N"): return findAgain(forward: false)
        case .character("q"), .character("Q"): return .submit
        default:
            // Enter, Esc and Tab belong to the alert, notice or not.
            return .ignored
        }
        return moved || hadNotice ? .handled : .ignored
    }

    /// Keys while the search line is open: typing edits it, Enter searches, Esc closes it.
    private func handleSearchKey(_ key: AlertKeyInput) -> AlertItemResponse {
        guard var buffer = search else { return .ignored }
        switch key {
        case .character(let character): buffer.insert(String(character))
        case .text(let text): buffer.insert(text)
        case .backspace:
            guard buffer.backspace() else {
                search = nil
                return .handled
            }
        case .delete: buffer.deleteForward()
        case .left: buffer.moveLeft()
        case .right: buffer.moveRight()
        case .home: buffer.moveHome()
        case .end: buffer.moveEnd()
        case .escape:
            search = nil
            return .handled
        case .enter, .submit:
            search = nil
            // An empty search looks for the last one again, as in less.
            let query = buffer.text.isEmpty ? lastSearch : buffer.text
            guard let query else { return .handled }
            lastSearch = query
            let start = document.top
            return find(
                query, fromLine: start.line, offset: document.offset(of: start), forward: true,
                inclusive: true)
        default:
            return .ignored
        }
        search = buffer
        return .handled
    }

    /// `n` or `N`: the last search again, after or before the match found last (from the
    /// view's top without one).
    private func findAgain(forward: Bool) -> AlertItemResponse {
        guard let query = lastSearch else {
            notice = "No search yet: type / and the text to find"
            return .handled
        }
        if let match {
            return find(
                query, fromLine: match.line, offset: match.range.lowerBound, forward: forward,
                inclusive: false)
        }
        let start = document.top
        return find(
            query, fromLine: start.line, offset: document.offset(of: start), forward: forward,
            inclusive: forward)
    }

    private func find(
        _ query: String, fromLine line: Int, offset: Int, forward: Bool, inclusive: Bool
    ) -> AlertItemResponse {
        guard
            let (found, wrapped) = document.find(
                query, fromLine: line, offset: offset, forward: forward, inclusive: inclusive)
        else {
            match = nil
            notice = "Not found: \(query)"
            return .handled
        }
        match = found
        if wrapped {
            notice = forward ? "Search went on from the top" : "Search went on from the bottom"
        }
        document.reveal(found)
        return .handled
    }

    /// The whole text, tabs expanded (plain mode prints it); O(n).
    package var textDescription: String? {
        document.lines.indices.map { document.displayLine($0) }.joined(separator: "\n")
    }

    // MARK: Layout and drawing

    /// The full content width; ``visibleRows`` rows (fewer when the whole text takes fewer
    /// at this width) and the status line.
    package func updateLayout(in context: AlertItemContext) {
        let measurer = context.measurer
        lineHeight = measurer.lineHeight(for: .message)
        document.configure(
            maxWidth: context.contentWidth, pageRows: visibleRows, measurer: measurer)
        var rows = 0
        if document.lines.count < visibleRows {
            for line in document.lines.indices where rows < visibleRows {
                rows += document.rowCount(ofLine: line)
            }
        }
        textRows = document.lines.count < visibleRows ? min(rows, visibleRows) : visibleRows
        textRows = max(textRows, 1)
        document.configure(maxWidth: context.contentWidth, pageRows: textRows, measurer: measurer)
        alertLayout = AlertItemLayout(
            itemSize: CGSize(
                width: context.contentWidth, height: CGFloat(textRows + 1) * lineHeight),
            boundsInsets: context.insets())
    }

    /// Draws the rows in view, the match among them highlighted, and the status line (the
    /// search line while it is open, with its caret).
    package func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite,
            frame.height.isFinite
        else { return }
        let theme = context.theme
        let measurer = context.measurer
        document.configure(maxWidth: frame.width, pageRows: textRows, measurer: measurer)
        let width = { (character: Character) in
            measurer.width(of: String(character), role: .message)
        }
        for (index, row) in document.visibleRows().enumerated() {
            let y = frame.minY + CGFloat(index) * lineHeight
            let origin = CGPoint(x: frame.minX, y: y)
            canvas.drawText(
                String(row.characters), at: origin, role: .message, color: theme.palette.message)
            guard let match, match.line == row.position.line else { continue }
            let lower = max(match.range.lowerBound, row.characters.startIndex)
            let upper = min(match.range.upperBound, row.characters.endIndex)
            guard lower < upper else { continue }
            let x = row.characters[row.characters.startIndex..<lower].reduce(0) { $0 + width($1) }
            let found = String(row.characters[lower..<upper])
            let box = CGRect(
                x: frame.minX + x, y: y, width: measurer.width(of: found, role: .message),
                height: lineHeight)
            canvas.fill(box, role: .focus, color: theme.palette.focus)
            canvas.drawText(
                found, at: box.origin, role: .message, color: theme.palette.title,
                emphasis: .strong)
        }
        drawStatus(in: canvas, frame: frame, context: context)
    }

    /// The bottom line: the search being typed, a notice, or where the view is.
    private func drawStatus(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        let theme = context.theme
        let measurer = context.measurer
        let y = frame.minY + CGFloat(textRows) * lineHeight
        let origin = CGPoint(x: frame.minX, y: y)
        if let search {
            // The search line scrolls as a text field does, keeping its caret in view.
            TextFieldItem.drawLine(
                "/" + search.text, cursor: search.cursor + 1, at: origin, width: frame.width,
                lineHeight: lineHeight, role: .caption, canvas: canvas, context: context)
            return
        }
        if let notice {
            let shown = measurer.fitting(notice, role: .caption, maxWidth: frame.width, cut: .end)
            canvas.drawText(
                shown, at: origin, role: .caption, color: theme.palette.destructiveButton)
            return
        }
        let shown = measurer.fitting(
            statusText(), role: .caption, maxWidth: frame.width, cut: .end)
        canvas.drawText(
            shown, at: origin, role: .caption, color: theme.palette.disabledButton,
            emphasis: .dimmed)
    }

    /// `lines 1–16 of 240 (6%) · / search · q close`; `(end)` on the last page.
    package func statusText() -> String {
        let rows = document.visibleRows()
        let first = document.top.line + 1
        let last = (rows.last?.position.line ?? document.top.line) + 1
        let total = document.lines.count
        let place = document.isAtEnd() ? "end" : "\(last * 100 / max(total, 1))%"
        return "lines \(first)–\(last) of \(total) (\(place)) · / search · q close"
    }
}

/// A pager reads as a text box holding its text, which takes no typing.
extension PagerItem: AlertTextBoxItem {
    /// The whole text, tabs expanded (O(n)).
    package var readOnlyText: String? { textDescription }
    /// None.
    package var textBoxHint: String? { nil }
}
