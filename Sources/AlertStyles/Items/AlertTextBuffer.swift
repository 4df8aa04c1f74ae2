import AlertPresentation

/// Editable text with a cursor and a selection, counted in graphemes (`Character`s), so CJK
/// and emoji (including flags and family sequences) move, select and delete as one unit.
///
/// The selection runs between an anchor (where it started) and the cursor, as on the
/// desktop: the selecting edits (``AlertTextEdit/selectLeft`` and its kin) move the cursor
/// and leave the anchor; typing or pasting replaces the selection; Backspace, Delete and the
/// word and line deletes delete it; a plain move ends it (Left at its start, Right at its
/// end).
package struct AlertTextBuffer: Hashable, Sendable {
    /// The text.
    package private(set) var text: String
    /// The cursor, in graphemes from the start: `0...text.count`.
    package private(set) var cursor: Int
    /// Where the selection started (the end the cursor is not at), in graphemes, or nil
    /// when nothing is selected. Never equal to ``cursor``.
    package private(set) var anchor: Int?
    /// The most graphemes the text may hold, or nil for no limit.
    package internal(set) var maxLength: Int?
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
    /// is dropped. Text replaces the selection, when there is one (an empty text leaves it).
    /// Returns whether anything changed. O(n).
    @discardableResult
    package mutating func insert(_ newText: String) -> Bool {
        let lineBreak: Character = keepsNewlines ? "\n" : " "
        var clean = String(
            newText.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? lineBreak : $0 })
        guard !clean.isEmpty else { return false }
        let replaced = deleteSelection()
        if let maxLength {
            clean = String(clean.prefix(max(maxLength - text.count, 0)))
        }
        guard !clean.isEmpty else { return replaced }
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

    /// Deletes the selection, or else the grapheme before the cursor. Returns false at the
    /// start with nothing selected.
    @discardableResult
    package mutating func backspace() -> Bool {
        if deleteSelection() { return true }
        guard cursor > 0 else { return false }
        let index = text.index(text.startIndex, offsetBy: cursor - 1)
        text.remove(at: index)
        cursor -= 1
        return true
    }

    /// Deletes the selection, or else the grapheme after the cursor. Returns false at the end
    /// with nothing selected.
    @discardableResult
    package mutating func deleteForward() -> Bool {
        if deleteSelection() { return true }
        guard cursor < text.count else { return false }
        text.remove(at: text.index(text.startIndex, offsetBy: cursor))
        return true
    }

    /// Moves the cursor one grapheme left; with a selection, ends it with the cursor at its
    /// start instead. Returns false at the start with nothing selected.
    @discardableResult
    package mutating func moveLeft() -> Bool {
        if let selection {
            return moveCursor(to: selection.lowerBound)
        }
        guard cursor > 0 else { return false }
        cursor -= 1
        return true
    }

    /// Moves the cursor one grapheme right; with a selection, ends it with the cursor at its
    /// end instead. Returns false at the end with nothing selected.
    @discardableResult
    package mutating func moveRight() -> Bool {
        if let selection {
            return moveCursor(to: selection.upperBound)
        }
        guard cursor < text.count else { return false }
        cursor += 1
        return true
    }

    /// Empties the text (the cursor goes to 0, the selection goes).
    package mutating func clear() {
        text = ""
        cursor = 0
        anchor = nil
    }

    /// Moves the cursor to grapheme `position`, clamped to `0...text.count`, ending the
    /// selection. Returns false when it was already there with nothing selected.
    @discardableResult
    package mutating func moveCursor(to position: Int) -> Bool {
        let target = min(max(position, 0), text.count)
        defer {
            cursor = target
            anchor = nil
        }
        return cursor != target || anchor != nil
    }

    /// Moves the cursor to the start, ending the selection. Returns false when already there
    /// with nothing selected.
    @discardableResult
    package mutating func moveHome() -> Bool { moveCursor(to: 0) }

    /// Moves the cursor to the end, ending the selection. Returns false when already there
    /// with nothing selected.
    @discardableResult
    package mutating func moveEnd() -> Bool { moveCursor(to: text.count) }

    // MARK: Selection

    /// The selected graphemes (between the anchor and the cursor, whichever comes first),
    /// or nil when nothing is selected; never empty.
    package var selection: Range<Int>? {
        guard let anchor, anchor != cursor else { return nil }
        return min(anchor, cursor)..<max(anchor, cursor)
    }

    /// The selected text, or nil when nothing is selected. O(n).
    package var selectedText: String? {
        guard let selection else { return nil }
        return String(Array(text)[selection])
    }

    /// Moves the cursor to `position` (clamped), keeping the selection's anchor where it
    /// is, or setting it at the cursor when nothing was selected: the selection grows or
    /// shrinks to run from the anchor to `position`. Returns whether the cursor moved.
    @discardableResult
    package mutating func select(to position: Int) -> Bool {
        let target = min(max(position, 0), text.count)
        guard target != cursor else { return false }
        let start = anchor ?? cursor
        cursor = target
        anchor = start == target ? nil : start
        return true
    }

    /// Selects the whole text, the cursor at its end. Returns false when that was already
    /// so, or the text is empty.
    @discardableResult
    package mutating func selectAll() -> Bool {
        guard !text.isEmpty, selection != 0..<text.count || cursor != text.count else {
            return false
        }
        anchor = 0
        cursor = text.count
        return true
    }

    /// Deletes the selected graphemes, the cursor going to where they began. Returns false
    /// when nothing is selected. O(n).
    @discardableResult
    package mutating func deleteSelection() -> Bool {
        guard let selection else { return false }
        return delete(selection, in: Array(text))
    }

    // MARK: Word and line edits

    /// Applies a word, line or selection edit (see ``AlertTextEdit``). A word is a run of
    /// letters and digits (graphemes whose first scalar is alphanumeric, so accented and CJK
    /// letters count); a line runs between line feeds. A `secret` text (a password) is one
    /// word: every word move goes to its start or end and every word delete takes all of
    /// it on that side, as shells do for hidden input, so no edit reveals where its words
    /// begin. With a selection, a word move starts from its start (left) or its end (right)
    /// and ends it, and a word or line delete deletes the selection alone. Returns whether
    /// the text, the cursor or the selection changed. O(n).
    @discardableResult
    package mutating func apply(_ edit: AlertTextEdit, secret: Bool = false) -> Bool {
        let characters = Array(text)
        switch edit {
        case .wordLeft:
            let from = selection?.lowerBound ?? cursor
            return moveCursor(to: secret ? 0 : Self.wordStart(before: from, in: characters))
        case .wordRight:
            let from = selection?.upperBound ?? cursor
            return moveCursor(
                to: secret
                    ? characters.count : Self.wordEnd(after: from, in: characters))
        case .selectLeft:
            return select(to: cursor - 1)
        case .selectRight:
            return select(to: cursor + 1)
        case .selectWordLeft:
            return select(to: secret ? 0 : Self.wordStart(before: cursor, in: characters))
        case .selectWordRight:
            return select(
                to: secret ? characters.count : Self.wordEnd(after: cursor, in: characters))
        case .selectToLineStart:
            return select(to: Self.lineStart(of: cursor, in: characters))
        case .selectToLineEnd:
            return select(to: Self.lineEnd(of: cursor, in: characters))
        case .selectAll:
            return selectAll()
        case _ where selection != nil:
            // Every delete left takes the selection alone.
            return deleteSelection()
        case .deleteWordBackward:
            let start = secret ? 0 : Self.wordStart(before: cursor, in: characters)
            return delete(start..<cursor, in: characters)
        case .deleteWordForward:
            let end = secret ? characters.count : Self.wordEnd(after: cursor, in: characters)
            return delete(cursor..<end, in: characters)
        case .deleteToLineStart:
            return delete(Self.lineStart(of: cursor, in: characters)..<cursor, in: characters)
        case .deleteToLineEnd:
            return delete(cursor..<Self.lineEnd(of: cursor, in: characters), in: characters)
        }
    }

    /// Removes the graphemes in `range` of `characters` (the text's), puts the cursor at its
    /// start and ends the selection. Returns false for an empty range.
    private mutating func delete(_ range: Range<Int>, in characters: [Character]) -> Bool {
        guard !range.isEmpty else { return false }
        var kept = characters
        kept.removeSubrange(range)
        text = String(kept)
        cursor = range.lowerBound
        anchor = nil
        return true
    }

    /// The start of the line `position` is on: just after the line feed before it, or 0.
    /// O(the distance).
    package static func lineStart(of position: Int, in characters: [Character]) -> Int {
        var index = min(max(position, 0), characters.count)
        while index > 0, characters[index - 1] != "\n" { index -= 1 }
        return index
    }

    /// The end of the line `position` is on: the line feed after it, or the end of the
    /// text. O(the distance).
    package static func lineEnd(of position: Int, in characters: [Character]) -> Int {
        var index = min(max(position, 0), characters.count)
        while index < characters.count, characters[index] != "\n" { index += 1 }
        return index
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

extension AlertTextEdit {
    /// Whether the edit selects (moves the cursor keeping the selection's anchor, or selects
    /// all) rather than moving or deleting.
    package var selects: Bool {
        switch self {
        case .selectLeft, .selectRight, .selectWordLeft, .selectWordRight, .selectToLineStart,
            .selectToLineEnd, .selectAll:
            true
        case .wordLeft, .wordRight, .deleteWordBackward, .deleteWordForward, .deleteToLineStart,
            .deleteToLineEnd:
            false
        }
    }
}
