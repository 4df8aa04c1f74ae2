import AlertPresentation

/// Editable text with a cursor, counted in graphemes (`Character`s), so CJK and emoji
/// (including flags and family sequences) move and delete as one unit.
package struct AlertTextBuffer: Hashable, Sendable {
    /// The text.
    package private(set) var text: String
    /// The cursor, in graphemes from the start: `0...text.count`.
    package private(set) var cursor: Int
    /// The most graphemes the text may hold, or nil for no limit.
    package let maxLength: Int?
    /// Whether the text keeps its line breaks (a text area) instead of turning them into
    /// spaces (a one-line field).
    package let keepsNewlines: Bool

    /// Creates a buffer with the cursor at the end. Newlines become spaces, unless
    /// `keepsNewlines` (then every line break becomes a line feed); text beyond `maxLength`
    /// is cut.
    ///
    /// - Throws: ``AlertStyleError/invalidValue(_:)`` for a negative `maxLength`.
    package init(
        text: String = "", maxLength: Int? = nil, keepsNewlines: Bool = false
    ) throws(AlertStyleError) {
        if let maxLength, maxLength < 0 { throw .invalidValue("maxLength") }
        self.maxLength = maxLength
        self.keepsNewlines = keepsNewlines
        self.text = ""
        self.cursor = 0
        insert(text)
    }

    /// Inserts text at the cursor and moves the cursor after it. A line feed or carriage
    /// return (a pasted line break) becomes a space, a field being one line, or a line feed
    /// when the buffer ``keepsNewlines``; every other
    /// character is kept as it is, NEL and U+2028 included, so a value given to the field
    /// (`--value`, an answers file) comes back unchanged. What does not fit in `maxLength`
    /// is dropped. Returns whether anything was inserted. O(n).
    @discardableResult
    package mutating func insert(_ newText: String) -> Bool {
        let lineBreak: Character = keepsNewlines ? "\n" : " "
        var clean = String(
            newText.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? lineBreak : $0 })
        if let maxLength {
            clean = String(clean.prefix(max(maxLength - text.count, 0)))
        }
        guard !clean.isEmpty else { return false }
        let before = text.prefix(cursor)
        let after = text.dropFirst(cursor)
        let head = String(before) + clean
        text = head + after
        cursor = min(head.count, text.count)
        if let maxLength, text.count > maxLength {
            text = String(text.prefix(maxLength))
            cursor = min(cursor, text.count)
        }
        return true
    }

    /// Deletes the grapheme before the cursor. Returns false at the start.
    @discardableResult
    package mutating func backspace() -> Bool {
        guard cursor > 0 else { return false }
        let index = text.index(text.startIndex, offsetBy: cursor - 1)
        text.remove(at: index)
        cursor -= 1
        return true
    }

    /// Deletes the grapheme after the cursor. Returns false at the end.
    @discardableResult
    package mutating func deleteForward() -> Bool {
        guard cursor < text.count else { return false }
        text.remove(at: text.index(text.startIndex, offsetBy: cursor))
        return true
    }

    /// Moves the cursor one grapheme left. Returns false at the start.
    @discardableResult
    package mutating func moveLeft() -> Bool {
        guard cursor > 0 else { return false }
        cursor -= 1
        return true
    }

    /// Moves the cursor one grapheme right. Returns false at the end.
    @discardableResult
    package mutating func moveRight() -> Bool {
        guard cursor < text.count else { return false }
        cursor += 1
        return true
    }

    /// Empties the text (the cursor goes to 0).
    package mutating func clear() {
        text = ""
        cursor = 0
    }

    /// Moves the cursor to grapheme `position`, clamped to `0...text.count`. Returns false
    /// when it was already there.
    @discardableResult
    package mutating func moveCursor(to position: Int) -> Bool {
        let target = min(max(position, 0), text.count)
        defer { cursor = target }
        return cursor != target
    }

    /// Moves the cursor to the start. Returns false when already there.
    @discardableResult
    package mutating func moveHome() -> Bool {
        defer { cursor = 0 }
        return cursor != 0
    }

    /// Moves the cursor to the end. Returns false when already there.
    @discardableResult
    package mutating func moveEnd() -> Bool {
        let end = text.count
        defer { cursor = end }
        return cursor != end
    }
}
