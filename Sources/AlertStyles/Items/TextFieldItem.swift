import Foundation

/// A one-line text field. Its text goes into the result under ``resultKey`` ("text").
///
/// Editing is grapheme-correct (see ``AlertTextBuffer``). Sanitising control characters is
/// the presenter's job; the field itself turns line breaks into spaces.
@MainActor
public final class TextFieldItem: AlertStyledItem, AlertValueItem {
    /// The text and cursor.
    public private(set) var buffer: AlertTextBuffer
    /// Shown (dimmed) while the text is empty.
    public var placeholder: String
    /// Draws bullets instead of the text.
    public var isSecure: Bool
    /// The result key; "text" by default.
    public var resultKey: String
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    public var alertLayout = AlertItemLayout(itemSize: .zero)

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
    public var cursor: Int { buffer.cursor }
    /// The text as drawn: bullets when secure.
    public var displayText: String {
        isSecure ? String(repeating: "•", count: buffer.text.count) : buffer.text
    }
    /// The typed text.
    public var resultValue: String? { buffer.text }

    /// Inserts text at the cursor (see ``AlertTextBuffer/insert(_:)``).
    @discardableResult public func insert(_ text: String) -> Bool { buffer.insert(text) }
    /// Deletes before the cursor.
    @discardableResult public func backspace() -> Bool { buffer.backspace() }
    /// Deletes after the cursor.
    @discardableResult public func deleteForward() -> Bool { buffer.deleteForward() }
    /// Cursor one grapheme left.
    @discardableResult public func moveLeft() -> Bool { buffer.moveLeft() }
    /// Cursor one grapheme right.
    @discardableResult public func moveRight() -> Bool { buffer.moveRight() }
    /// Cursor to the start.
    @discardableResult public func moveHome() -> Bool { buffer.moveHome() }
    /// Cursor to the end.
    @discardableResult public func moveEnd() -> Bool { buffer.moveEnd() }

    /// Full content width, one field line plus padding.
    public func updateLayout(in context: AlertItemContext) {
        alertLayout = context.fieldLineLayout()
    }

    /// Draws the field background, the text (or placeholder) and, when focused, the cursor.
    ///
    /// Long text scrolls so the cursor stays visible. In a frame narrower (or lower) than
    /// twice the padding, the padding shrinks to half the frame so the text area stays
    /// inside it; a frame with non-finite coordinates draws nothing.
    public func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        let theme = context.theme
        let measurer = context.measurer
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite,
            frame.height.isFinite
        else { return }
        canvas.fill(frame, color: context.isFocused ? theme.palette.focus : theme.palette.field)
        let padding = max(theme.fieldPadding, 0)
        let inner = frame.insetBy(
            dx: min(padding, frame.width / 2), dy: min(padding, frame.height / 2))
        let origin = CGPoint(x: inner.minX, y: inner.minY)
        guard !buffer.text.isEmpty else {
            canvas.drawText(
                placeholder, at: origin, role: .field, color: theme.palette.disabledButton)
            return
        }
        let shown = Array(displayText)
        var start = 0
        while start < buffer.cursor,
            measurer.width(of: String(shown[start..<buffer.cursor]), role: .field) >= inner.width
        {
            start += 1
        }
        var end = start
        while end < shown.count,
            measurer.width(of: String(shown[start...end]), role: .field) <= inner.width
        {
            end += 1
        }
        canvas.drawText(
            String(shown[start..<end]), at: origin, role: .field, color: theme.palette.title)
        if context.isFocused {
            let x =
                inner.minX + measurer.width(of: String(shown[start..<buffer.cursor]), role: .field)
            let caret = CGRect(
                x: x, y: inner.minY, width: min(2, measurer.width(of: " ", role: .field)),
                height: measurer.lineHeight(for: .field))
            canvas.fill(caret, color: theme.palette.tint)
        }
    }
}
