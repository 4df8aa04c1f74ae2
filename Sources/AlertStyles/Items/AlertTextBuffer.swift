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

    // MARK: Word and line edits

    /// Applies a word or line edit (see ``AlertTextEdit``). A word is a run of letters and
    /// digits (graphemes whose first scalar is alphanumeric, so accented and CJK letters
    /// count); a line runs between line feeds. A `secret` text (a password) is one word:
    /// every word move goes to its start or end and every word delete takes all of it on
    /// that side, as shells do for hidden input, so no edit reveals where its words
    /// begin. Returns whether the text or the cursor changed. O(n).
    @discardableResult
    package mutating func apply(_ edit: AlertTextEdit, secret: Bool = false) -> Bool {
        let characters = Array(text)
        switch edit {
        case .wordLeft:
            return moveCursor(to: secret ? 0 : Self.wordStart(before: cursor, in: characters))
        case .wordRight:
            return moveCursor(
                to: secret
                    ? characters.count : Self.wordEnd(after: cursor, in: characters))
        case .deleteWordBackward:
            let start = secret ? 0 : Self.wordStart(before: cursor, in: characters)
            return delete(start..<cursor, in: characters)
        case .deleteWordForward:
            let end = secret ? characters.count : Self.wordEnd(after: cursor, in: characters)
            return delete(cursor..<end, in: characters)
        case .deleteToLineStart:
            var start = cursor
            while start > 0, characters[start - 1] != "\n" { start -= 1 }
            return delete(start..<cursor, in: characters)
        case .deleteToLineEnd:
            var end = cursor
            while end < characters.count, characters[end] != "\n" { end += 1 }
            return delete(cursor..<end, in: characters)
        }
    }

    /// Removes the graphemes in `range` of `characters` (the text's) and puts the cursor
    /// at its start. Returns false for an empty range.
    private mutating func delete(_ range: Range<Int>, in characters: [Character]) -> Bool {
        guard !range.isEmpty else { return false }
        var kept = characters
        kept.removeSubrange(range)
        text = String(kept)
        cursor = range.lowerBound
        return true
    }

    /// Whether `character` is part of a word: a letter or a digit.
    package static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// The start of the word before `position`: back over what is not a word, then over
    /// the word. O(the distance).
    package static func wordStart(before position: Int, in characters: [Character]) -> Int {
        var index = min(max(position, 0), characters.count)
        while index > 0, !isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// The end of the word after `position`: on over what is not a word, then over the
    /// word. O(the distance).
    package static func wordEnd(after position: Int, in characters: [Character]) -> Int {
        var index = min(max(position, 0), characters.count)
        while index < characters.count, !isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, isWordCharacter(characters[index]) { index += 1 }
        return index
    }
}
