import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// A one-line text field. Its text goes into the result under ``resultKey`` ("text").
///
/// Editing is grapheme-correct (see `AlertTextBuffer`). Sanitising control characters is
/// the presenter's job; the field itself turns line breaks into spaces.
@MainActor
public final class TextFieldItem: AlertStyledItem, AlertValueItem, AlertTextInputItem,
    AlertKeyHandlingItem, AlertValidatingItem
{
    /// The text and cursor.
    package internal(set) var buffer: AlertTextBuffer
    /// Shown (dimmed) while the text is empty.
    public var placeholder: String
    /// Draws bullets instead of the text.
    public var isSecure: Bool
    /// The result key; "text" by default.
    public var resultKey: String
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    public var alertLayout = AlertItemLayout(itemSize: .zero)
    /// The rule the text must follow before the alert takes an answer other than a cancel:
    /// nil when the text fits, else the message to show under the field. Nil: any text.
    public var validation: (@MainActor (String) -> String?)?
    /// Why the text did not fit at the last refused answer, shown under the field until the
    /// next answer is tried (the alert keeps its size while the text is being fixed).
    package private(set) var validationMessage: String?
    /// The message's wrapped lines from the last layout.
    private var messageLines = WrappedText()

    /// Creates a text field.
    ///
    /// - Throws: ``AlertStyleError/invalidValue(_:)`` for a negative `maxLength`.
    public init(
        text: String = "", placeholder: String = "", isSecure: Bool = false,
        maxLength: Int? = nil, resultKey: String = "text"
    ) throws(AlertStyleError) {
        self.buffer = try AlertTextBuffer(text: text, maxLength: maxLength)
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.resultKey = resultKey
    }

    /// The text.
    public var text: String { buffer.text }
    /// The cursor, in graphemes.
    package var cursor: Int { buffer.cursor }
    /// The selected text, or nil when nothing is selected or the field is secure: a
    /// password may be selected (to type over it) but is never copied.
    public var selectedText: String? { isSecure ? nil : buffer.selectedText }
    /// The text as drawn: bullets when secure.
    package var displayText: String {
        isSecure ? String(repeating: "•", count: buffer.text.count) : buffer.text
    }
    /// The typed text.
    public var resultValue: String? { buffer.text }
    /// The text typed; for a secure field a mask of fixed length, whatever was typed.
    public var displayValue: String? { isSecure ? "••••••" : buffer.text }

    /// A secure field empties itself once its text is in the alert's result: the result
    /// holds the secret, the field no more (an alert shown again starts empty). A field
    /// that is not secure keeps its text.
    public func valueWasDelivered() {
        guard isSecure else { return }
        buffer.clear()
        validationMessage = nil
    }

    /// Selects the whole text (the cursor at its end): what is typed next replaces it, as
    /// a desktop entry's preset text is. False when there is no text.
    @discardableResult package func selectAll() -> Bool { buffer.selectAll() }

    /// Inserts text at the cursor (see `AlertTextBuffer.insert(_:)`).
    @discardableResult package func insert(_ text: String) -> Bool { buffer.insert(text) }
    /// Deletes before the cursor.
    @discardableResult package func backspace() -> Bool { buffer.backspace() }
    /// Deletes after the cursor.
    @discardableResult package func deleteForward() -> Bool { buffer.deleteForward() }

    /// Checks the text against ``validation``: true when it fits (the message goes), false
    /// with `validationMessage` set when it does not.
    package func validate() -> Bool {
        validationMessage = validation?(buffer.text)
        return validationMessage == nil
    }

    /// Cursor one grapheme left.
    @discardableResult package func moveLeft() -> Bool { buffer.moveLeft() }
    /// Cursor one grapheme right.
    @discardableResult package func moveRight() -> Bool { buffer.moveRight() }
    /// Cursor to the start.
    @discardableResult package func moveHome() -> Bool { buffer.moveHome() }
    /// Cursor to the end.
    @discardableResult package func moveEnd() -> Bool { buffer.moveEnd() }

    // MARK: Focus, keys and text input

    /// A text field takes the focus when its alert appears.
    public var takesInitialFocus: Bool { true }

    /// Any text.
    public var textFormat: String? { nil }

    /// Inserts typed or pasted text at the cursor.
    public func insertText(_ text: String) -> Bool { insert(text) }

    /// Replaces the whole text (limited to the maximum length); the cursor goes to its end.
    public func replaceText(with text: String) -> Bool {
        moveEnd()
        while backspace() {}
        insert(text)
        return true
    }

    /// Backspace, Delete, the arrows, Home, End and the word, line and selection edits
    /// (``AlertKeyInput/edit(_:)``; a secure field's text is one word) edit; up and down
    /// move the focus.
    public func handleKey(_ key: AlertKeyInput, atStop stop: Int) -> AlertItemResponse {
        let changed: Bool
        switch key {
        case .backspace: changed = backspace()
        case .delete: changed = deleteForward()
        case .left: changed = moveLeft()
        case .right: changed = moveRight()
        case .home: changed = moveHome()
        case .end: changed = moveEnd()
        case .edit(let edit):
            // Selecting is the field's even where nothing more can be selected: Shift+Left at
            // its start is no move to the button beside it.
            changed = buffer.apply(edit, secret: isSecure) || edit.selects
        case .up: return .focusPrevious
        case .down: return .focusNext
        default: return .ignored
        }
        return changed ? .handled : .ignored
    }

    /// `Text field (placeholder): text`, or `(hidden)` for secure text.
    public var textDescription: String? {
        let shown = isSecure ? "(hidden)" : text
        let hint = placeholder.isEmpty ? "" : " (\(placeholder))"
        let problem = validationMessage.map { " — not accepted: \($0)" } ?? ""
        return "Text field\(hint): \(shown)\(problem)"
    }

    // MARK: Layout and drawing

    /// Its text (or its placeholder) on one line with the caret after it, inside the
    /// field's padding, up to the theme's readable width (the field scrolls when narrower),
    /// and the `validationMessage` as text that wraps. O(the text).
    public func naturalWidth(in context: AlertItemContext) -> AlertItemWidth {
        let measurer = context.measurer
        let shown = max(
            measurer.width(of: displayText, role: .field),
            measurer.width(of: placeholder, role: .field))
        let field =
            shown + measurer.width(of: " ", role: .field) + 2 * max(context.theme.fieldPadding, 0)
        let message = validationMessage.map {
            AlertItemWidth.text($0, role: .caption, measurer: measurer)
        }
        // A field is one line: past the readable width it scrolls rather than sets the
        // alert's text in shorter lines.
        let line = min(field, context.theme.readableWidth)
        return AlertItemWidth(
            unbreakable: message?.unbreakable ?? 0, flowing: max(line, message?.flowing ?? 0))
    }

    /// Full content width, one field line plus padding, and under it the lines of the
    /// `validationMessage` when there is one.
    public func updateLayout(in context: AlertItemContext) {
        alertLayout = context.fieldLineLayout()
        guard let message = validationMessage else { return }
        let size = messageLines.wrap(
            message, role: .caption, width: context.contentWidth, measurer: context.measurer)
        alertLayout.itemSize.height += size.height
    }

    /// Draws the field, the text (or the dimmed placeholder) and, when focused, the caret
    /// over the character after the cursor, or the selection highlighted instead of it.
    ///
    /// Long text scrolls so the cursor stays visible (see `visibleRange(count:cursor:fieldWidth:width:)`).
    /// In a frame narrower (or lower) than twice the padding, the padding shrinks to half the
    /// frame; a frame with non-finite coordinates draws nothing.
    public func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        let theme = context.theme
        let measurer = context.measurer
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite,
            frame.height.isFinite
        else { return }
        var frame = frame
        if validationMessage != nil {
            // The field on its line, the message below it.
            let fieldHeight = min(
                measurer.lineHeight(for: .field) + 2 * max(theme.fieldPadding, 0), frame.height)
            let below = CGRect(
                x: frame.minX, y: frame.minY + fieldHeight, width: frame.width,
                height: frame.height - fieldHeight)
            messageLines.draw(
                in: canvas, frame: below, role: .caption,
                color: theme.palette.destructiveButton, measurer: measurer)
            frame.size.height = fieldHeight
        }
        canvas.fill(
            frame, role: .field,
            color: context.isFocused ? theme.palette.focus : theme.palette.field)
        let padding = max(theme.fieldPadding, 0)
        let inner = frame.insetBy(
            dx: min(padding, frame.width / 2), dy: min(padding, frame.height / 2))
        let origin = CGPoint(x: inner.minX, y: inner.minY)
        let lineHeight = measurer.lineHeight(for: .field)
        let space = measurer.width(of: " ", role: .field)
        guard !buffer.text.isEmpty else {
            canvas.drawText(
                placeholder, at: origin, role: .field, color: theme.palette.disabledButton,
                emphasis: .dimmed)
            if context.isFocused {
                let caret = CGRect(x: inner.minX, y: inner.minY, width: space, height: lineHeight)
                canvas.fill(caret, role: .caret, color: theme.palette.tint)
            }
            return
        }
        Self.drawLine(
            displayText, cursor: buffer.cursor, selection: buffer.selection, at: origin,
            width: inner.width, lineHeight: lineHeight, role: .field, canvas: canvas,
            context: context)
    }

    /// Draws `text` on one line from `origin`, as much of it as fits in `width` with the
    /// cursor in view (see `visibleRange(count:cursor:fieldWidth:width:)`), and while the
    /// item has the focus either the `selection`'s characters highlighted (see
    /// `drawSelection(_:of:from:lineHeight:canvas:context:width:)`) or, with nothing
    /// selected, the caret: a block over the character at `cursor`, at least a space wide,
    /// or a space past the end. O(the text), measuring only what shows.
    static func drawLine(
        _ text: String, cursor: Int, selection: Range<Int>? = nil, at origin: CGPoint,
        width fieldWidth: CGFloat, lineHeight: CGFloat, role: AlertTextRole,
        canvas: any AlertCanvas, context: AlertDrawContext
    ) {
        let palette = context.theme.palette
        let measurer = context.measurer
        let shown = Array(text)
        let cursor = min(max(cursor, 0), shown.count)
        let width = { (index: Int) in measurer.width(of: String(shown[index]), role: role) }
        let visible = visibleRange(
            count: shown.count, cursor: cursor, fieldWidth: fieldWidth, width: width)
        if context.isFocused, let selection {
            drawSelection(
                selection, of: visible, from: origin, lineHeight: lineHeight, canvas: canvas,
                context: context, width: width)
        }
        canvas.drawText(String(shown[visible]), at: origin, role: role, color: palette.title)
        guard context.isFocused, selection == nil else { return }
        let x = origin.x + (visible.lowerBound..<cursor).reduce(0) { $0 + width($1) }
        let space = measurer.width(of: " ", role: role)
        let caretWidth = cursor < shown.count ? max(width(cursor), space) : space
        let caret = CGRect(x: x, y: origin.y, width: caretWidth, height: lineHeight)
        canvas.fill(caret, role: .caret, color: palette.tint)
    }

    /// Fills the part of `selection` that is within `shown` (the characters drawn from
    /// `origin`, character `i` being `width(i)` wide) with the selection's role, in the
    /// theme's tint made translucent, before the text is drawn over it. O(shown).
    static func drawSelection(
        _ selection: Range<Int>, of shown: Range<Int>, from origin: CGPoint,
        lineHeight: CGFloat, canvas: any AlertCanvas, context: AlertDrawContext,
        width: (Int) -> CGFloat
    ) {
        let selected = selection.clamped(to: shown)
        guard !selected.isEmpty else { return }
        let x = origin.x + (shown.lowerBound..<selected.lowerBound).reduce(0) { $0 + width($1) }
        let span = selected.reduce(CGFloat(0)) { $0 + width($1) }
        canvas.fill(
            CGRect(x: x, y: origin.y, width: span, height: lineHeight), role: .selection,
            color: context.theme.palette.tint.withAlpha(0.3))
    }

    /// Bounds what may be typed to `maxLength` characters from now on (nil: no bound); a
    /// text already longer stays whole (gum's `--char-limit`).
    package func limitLength(to maxLength: Int?) {
        buffer = buffer.limited(to: maxLength)
    }

    /// The characters of a one-line field that fit in `fieldWidth` with the cursor visible:
    /// the widest run ending just before `cursor` that leaves room for the caret, then as
    /// many characters after it as fit. `width(i)` is the width of character `i`; it is
    /// called O(visible characters) times, never for the text scrolled out of view, so an
    /// 8,000-character paste costs what a short text costs.
    package static func visibleRange(
        count: Int, cursor: Int, fieldWidth: CGFloat, width: (Int) -> CGFloat
    ) -> Range<Int> {
        let cursor = min(max(cursor, 0), count)
        var start = cursor
        var used: CGFloat = 0
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
}
