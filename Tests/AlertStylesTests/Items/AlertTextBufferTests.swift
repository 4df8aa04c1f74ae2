import AlertStylesTestSupport
import Testing

@testable import AlertStyles

@Test func editsEmojiAndCJKAsWholeGraphemes() throws {
    var buffer = try AlertTextBuffer(text: "漢👨‍👩‍👧🇯🇵")
    #expect(buffer.cursor == 3)
    let result6 = buffer.backspace()
    #expect(result6)
    #expect(buffer.text == "漢👨‍👩‍👧")
    let result7 = buffer.moveLeft()
    #expect(result7)
    let result8 = buffer.insert("字")
    #expect(result8)
    #expect(buffer.text == "漢字👨‍👩‍👧")
    #expect(buffer.cursor == 2)
    let result9 = buffer.deleteForward()
    #expect(result9)
    #expect(buffer.text == "漢字")
    let result10 = buffer.deleteForward()
    #expect(!result10)
    let result11 = buffer.moveHome()
    #expect(result11)
    let result12 = buffer.moveLeft()
    #expect(!result12)
    let result13 = buffer.backspace()
    #expect(!result13)
    let result14 = buffer.moveEnd()
    #expect(result14)
    let result15 = buffer.moveRight()
    #expect(!result15)
}

@Test func replacesNewlinesAndRespectsMaxLength() throws {
    var buffer = try AlertTextBuffer(maxLength: 4)
    let result16 = buffer.insert("a\nb\r\nc")
    #expect(result16)
    #expect(buffer.text == "a b ")
    let result17 = buffer.insert("z")
    #expect(!result17)
    #expect(buffer.cursor == 4)
    #expect(throws: AlertStyleError.invalidValue("maxLength")) {
        try AlertTextBuffer(maxLength: -1)
    }
}

/// Model-based: the buffer behaves like an array of Characters with a cursor.
@Test func randomEditsMatchACharacterArrayModel() throws {
    let seed: UInt64 = 7_777
    var generator = SplitMix64(seed: seed)
    for round in 0..<200 {
        let limit = Bool.random(using: &generator) ? Int.random(in: 0...12, using: &generator) : nil
        var buffer = try AlertTextBuffer(maxLength: limit)
        var model: [Character] = []
        var cursor = 0
        for step in 0..<40 {
            switch Int.random(in: 0..<7, using: &generator) {
            case 0:
                let character = sampleGraphemes.randomElement(using: &generator)!
                // Skip combining-only inserts: the model cannot merge graphemes.
                let fits = limit.map { model.count < $0 } ?? true
                let result18 = buffer.insert(String(character))
                #expect(result18 == fits, "seed \(seed) \(round)/\(step)")
                if fits {
                    model.insert(character, at: cursor)
                    cursor += 1
                }
            case 1:
                let result19 = buffer.backspace()
                #expect(result19 == (cursor > 0))
                if cursor > 0 {
                    model.remove(at: cursor - 1)
                    cursor -= 1
                }
            case 2:
                let result20 = buffer.deleteForward()
                #expect(result20 == (cursor < model.count))
                if cursor < model.count { model.remove(at: cursor) }
            case 3:
                buffer.moveLeft()
                cursor = max(cursor - 1, 0)
            case 4:
                buffer.moveRight()
                cursor = min(cursor + 1, model.count)
            case 5:
                buffer.moveHome()
                cursor = 0
            default:
                buffer.moveEnd()
                cursor = model.count
            }
            #expect(buffer.text == String(model), "seed \(seed) round \(round) step \(step)")
            #expect(buffer.cursor == cursor, "seed \(seed) round \(round) step \(step)")
        }
    }
}

@Test func aLineSeparatorOrNELInAValueIsKeptOnlyLineFeedsBecomeSpaces() throws {
    var buffer = try AlertTextBuffer(text: "ls\u{2028}ps\u{85}x\ty")
    #expect(buffer.text == "ls\u{2028}ps\u{85}x\ty")
    buffer.insert("\r\n")
    #expect(buffer.text == "ls\u{2028}ps\u{85}x\ty ")
}

/// A buffer that keeps its line breaks turns CR and CRLF into LF and keeps LF; one that
/// does not turns them all into spaces.
@Test func aBufferKeepingNewlinesTurnsEveryLineBreakIntoALineFeed() throws {
    var buffer = try AlertTextBuffer(text: "a\r\nb\rc\nd", keepsNewlines: true)
    #expect(buffer.text == "a\nb\nc\nd")
    #expect(buffer.cursor == 7)
    buffer.backspace()
    buffer.backspace()
    #expect(buffer.text == "a\nb\nc", "Backspace after a line's start joins the lines")
    let plain = try AlertTextBuffer(text: "a\r\nb\rc\nd")
    #expect(plain.text == "a b c d")
}

@Test func theCursorMovesToAPositionClampedToTheText() throws {
    var buffer = try AlertTextBuffer(text: "abc")
    let value1 = buffer.moveCursor(to: 1)
    #expect(value1)
    #expect(buffer.cursor == 1)
    let value2 = buffer.moveCursor(to: 1)
    #expect(!value2)
    buffer.moveCursor(to: 99)
    #expect(buffer.cursor == 3)
    buffer.moveCursor(to: -4)
    #expect(buffer.cursor == 0)
}

/// Word and line edits against a model written apart: a `String` and a `String.Index`,
/// words found by searching the text before or after the cursor. Random sequences of
/// every edit, on one-line and multi-line buffers, plain and secret; the seed and the step
/// are printed on a failure.
@Suite struct AlertTextBufferEditTests {
    /// The model: the text and the cursor as a string index.
    struct Model {
        var text = ""
        var cursor: String.Index
        let secret: Bool
        let keepsNewlines: Bool

        init(secret: Bool, keepsNewlines: Bool) {
            self.secret = secret
            self.keepsNewlines = keepsNewlines
            cursor = text.startIndex
        }

        var offset: Int { text.distance(from: text.startIndex, to: cursor) }

        static func isWord(_ character: Character) -> Bool {
            character.isLetter || character.isNumber
        }

        func wordStart() -> String.Index {
            if secret { return text.startIndex }
            let before = text[..<cursor]
            guard let last = before.lastIndex(where: Self.isWord) else { return text.startIndex }
            guard let gap = before[..<last].lastIndex(where: { !Self.isWord($0) }) else {
                return text.startIndex
            }
            return text.index(after: gap)
        }

        func wordEnd() -> String.Index {
            if secret { return text.endIndex }
            let after = text[cursor...]
            guard let first = after.firstIndex(where: Self.isWord) else { return text.endIndex }
            return after[first...].firstIndex(where: { !Self.isWord($0) }) ?? text.endIndex
        }

        mutating func replace(_ range: Range<String.Index>, with new: String) {
            let start = text.distance(from: text.startIndex, to: range.lowerBound)
            text.replaceSubrange(range, with: new)
            cursor = text.index(text.startIndex, offsetBy: start + new.count)
        }

        mutating func apply(_ step: Step) {
            switch step {
            case .insert(let string):
                replace(
                    cursor..<cursor,
                    with: keepsNewlines ? string : string.replacing("\n", with: " "))
            case .backspace:
                if cursor > text.startIndex {
                    replace(text.index(before: cursor)..<cursor, with: "")
                }
            case .delete:
                if cursor < text.endIndex {
                    let start = cursor
                    replace(start..<text.index(after: start), with: "")
                    cursor = text.index(
                        text.startIndex, offsetBy: text.distance(from: text.startIndex, to: start))
                }
            case .left: if cursor > text.startIndex { cursor = text.index(before: cursor) }
            case .right: if cursor < text.endIndex { cursor = text.index(after: cursor) }
            case .home: cursor = text.startIndex
            case .end: cursor = text.endIndex
            case .edit(.wordLeft): cursor = wordStart()
            case .edit(.wordRight): cursor = wordEnd()
            case .edit(.deleteWordBackward): replace(wordStart()..<cursor, with: "")
            case .edit(.deleteWordForward):
                let start = offset
                replace(cursor..<wordEnd(), with: "")
                cursor = text.index(text.startIndex, offsetBy: start)
            case .edit(.deleteToLineStart):
                let start = text[..<cursor].lastIndex(of: "\n").map { text.index(after: $0) }
                replace((start ?? text.startIndex)..<cursor, with: "")
            case .edit(.deleteToLineEnd):
                let start = offset
                replace(cursor..<(text[cursor...].firstIndex(of: "\n") ?? text.endIndex), with: "")
                cursor = text.index(text.startIndex, offsetBy: start)
            case .edit(.selectLeft), .edit(.selectRight), .edit(.selectWordLeft),
                .edit(.selectWordRight), .edit(.selectToLineStart), .edit(.selectToLineEnd),
                .edit(.selectAll):
                // Never drawn here (see `edits`): `AlertTextBufferSelectionTests` models them.
                Issue.record("a selection edit in the model without selections")
            }
        }
    }

    /// One step of a random sequence.
    enum Step: Equatable {
        case insert(String)
        case backspace, delete, left, right, home, end
        case edit(AlertTextEdit)

        static let pieces = ["a", "Bc", "é", "語", "👨‍👩‍👧", "7", " ", "  ", ".", "-", "\n", "x y"]
        static let edits: [AlertTextEdit] = [
            .wordLeft, .wordRight, .deleteWordBackward, .deleteWordForward, .deleteToLineStart,
            .deleteToLineEnd,
        ]

        static func random(using generator: inout SplitMix64) -> Step {
            switch generator.next(below: 10) {
            case 0...2: .insert(pieces[Int(generator.next(below: UInt64(pieces.count)))])
            case 3: [.backspace, .delete, .home, .end][Int(generator.next(below: 4))]
            case 4: generator.chance(50) ? .left : .right
            default: .edit(edits[Int(generator.next(below: UInt64(edits.count)))])
            }
        }
    }

    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func randomEditsMatchTheModel(secret: Bool, keepsNewlines: Bool) throws {
        let seed: UInt64 = 0xED17_5EED ^ (secret ? 1 : 0) ^ (keepsNewlines ? 2 : 0)
        var generator = SplitMix64(seed: seed)
        for run in 0..<200 {
            var buffer = try AlertTextBuffer(keepsNewlines: keepsNewlines)
            var model = Model(secret: secret, keepsNewlines: keepsNewlines)
            for index in 0..<40 {
                let step = Step.random(using: &generator)
                let before = (model.text, model.offset)
                model.apply(step)
                let changed: Bool
                switch step {
                case .insert(let string): changed = buffer.insert(string)
                case .backspace: changed = buffer.backspace()
                case .delete: changed = buffer.deleteForward()
                case .left: changed = buffer.moveLeft()
                case .right: changed = buffer.moveRight()
                case .home: changed = buffer.moveHome()
                case .end: changed = buffer.moveEnd()
                case .edit(let edit): changed = buffer.apply(edit, secret: secret)
                }
                let context = "seed \(seed), run \(run), step \(index): \(step) on \(before)"
                #expect(buffer.text == model.text, "\(context)")
                #expect(buffer.cursor == model.offset, "\(context)")
                #expect(changed == (before != (model.text, model.offset)), "\(context)")
                guard buffer.text == model.text, buffer.cursor == model.offset else { return }
            }
        }
    }

    /// The cases the model is meant to capture, spelled out: readline's words.
    @Test func wordsAreRunsOfLettersAndDigits() throws {
        var buffer = try AlertTextBuffer(text: "hello big world")
        let applied1 = buffer.apply(.deleteWordBackward)
        #expect(applied1)
        #expect(buffer.text == "hello big ")
        let applied2 = buffer.apply(.deleteWordBackward)
        #expect(applied2)
        #expect(buffer.text == "hello ")
        buffer.insert("naïve-語文 x2")
        let applied3 = buffer.apply(.wordLeft)
        #expect(applied3)
        #expect(buffer.cursor == "hello naïve-語文 ".count)
        let applied4 = buffer.apply(.wordLeft)
        #expect(applied4)
        #expect(buffer.cursor == "hello naïve-".count)
        let applied5 = buffer.apply(.deleteWordForward)
        #expect(applied5)
        #expect(buffer.text == "hello naïve- x2")
        let applied6 = buffer.apply(.wordRight)
        #expect(applied6)
        #expect(buffer.cursor == buffer.text.count)
        let applied7 = buffer.apply(.wordRight)
        #expect(!applied7)
        let applied8 = buffer.apply(.deleteToLineEnd)
        #expect(!applied8)
        let applied9 = buffer.apply(.deleteToLineStart)
        #expect(applied9)
        #expect(buffer.text.isEmpty)
    }

    /// A secret is one word: no edit stops inside it, so none shows where its words are.
    @Test func aSecretIsOneWord() throws {
        var buffer = try AlertTextBuffer(text: "correct horse battery")
        buffer.moveCursor(to: 10)
        let applied10 = buffer.apply(.wordLeft, secret: true)
        #expect(applied10)
        #expect(buffer.cursor == 0)
        let applied11 = buffer.apply(.wordRight, secret: true)
        #expect(applied11)
        #expect(buffer.cursor == buffer.text.count)
        buffer.moveCursor(to: 10)
        let applied12 = buffer.apply(.deleteWordBackward, secret: true)
        #expect(applied12)
        #expect(buffer.text == "rse battery")
        let applied13 = buffer.apply(.deleteWordForward, secret: true)
        #expect(applied13)
        #expect(buffer.text.isEmpty)
    }

    /// Ctrl+U and Ctrl+K stop at the line's ends in a text of several lines.
    @Test func lineDeletesStayOnTheirLine() throws {
        var buffer = try AlertTextBuffer(text: "one\ntwo three\nfour", keepsNewlines: true)
        buffer.moveCursor(to: "one\ntwo".count)
        let applied14 = buffer.apply(.deleteToLineEnd)
        #expect(applied14)
        #expect(buffer.text == "one\ntwo\nfour")
        let applied15 = buffer.apply(.deleteToLineStart)
        #expect(applied15)
        #expect(buffer.text == "one\n\nfour")
        let applied16 = buffer.apply(.deleteToLineStart)
        #expect(!applied16)
        let applied17 = buffer.apply(.deleteWordBackward)
        #expect(applied17)
        #expect(buffer.text == "\nfour")
    }
}

/// The selection: an anchor and the cursor, in graphemes, checked against a reference model
/// over an array of characters.
@Suite struct AlertTextBufferSelectionTests {
    /// The reference: characters, a cursor and an anchor, edited as the selection's rules
    /// say in the plainest way.
    struct Model: Equatable {
        var characters: [Character] = []
        var cursor = 0
        var anchor: Int?
        let secret: Bool
        let keepsNewlines: Bool
        let maxLength: Int?

        /// The selected positions, nil when none.
        var selection: Range<Int>? {
            guard let anchor, anchor != cursor else { return nil }
            return min(anchor, cursor)..<max(anchor, cursor)
        }

        static func isWord(_ character: Character) -> Bool {
            character.isLetter || character.isNumber
        }

        func wordStart(from position: Int) -> Int {
            if secret { return 0 }
            var index = position
            while index > 0, !Self.isWord(characters[index - 1]) { index -= 1 }
            while index > 0, Self.isWord(characters[index - 1]) { index -= 1 }
            return index
        }

        func wordEnd(from position: Int) -> Int {
            if secret { return characters.count }
            var index = position
            while index < characters.count, !Self.isWord(characters[index]) { index += 1 }
            while index < characters.count, Self.isWord(characters[index]) { index += 1 }
            return index
        }

        func lineStart() -> Int {
            characters[..<cursor].lastIndex(of: "\n").map { $0 + 1 } ?? 0
        }

        func lineEnd() -> Int { characters[cursor...].firstIndex(of: "\n") ?? characters.count }

        /// Removes `range` and puts the cursor at its start, with nothing selected.
        mutating func remove(_ range: Range<Int>) {
            characters.removeSubrange(range)
            cursor = range.lowerBound
            anchor = nil
        }

        /// Removes the selection; false when there is none.
        mutating func removeSelection() -> Bool {
            guard let selection else { return false }
            remove(selection)
            return true
        }

        mutating func moveTo(_ position: Int) {
            cursor = position
            anchor = nil
        }

        mutating func select(to position: Int) {
            let target = min(max(position, 0), characters.count)
            guard target != cursor else { return }
            let start = anchor ?? cursor
            cursor = target
            anchor = start == target ? nil : start
        }

        mutating func apply(_ step: AlertTextBufferEditTests.Step) {
            switch step {
            case .insert(let string):
                var new = Array(string).map { $0 == "\n" && !keepsNewlines ? " " : $0 }
                _ = removeSelection()
                if let maxLength { new = Array(new.prefix(max(maxLength - characters.count, 0))) }
                characters.insert(contentsOf: new, at: cursor)
                cursor += new.count
            case .backspace:
                if !removeSelection(), cursor > 0 { remove((cursor - 1)..<cursor) }
            case .delete:
                if !removeSelection(), cursor < characters.count { remove(cursor..<(cursor + 1)) }
            case .left: moveTo(selection?.lowerBound ?? max(cursor - 1, 0))
            case .right: moveTo(selection?.upperBound ?? min(cursor + 1, characters.count))
            case .home: moveTo(0)
            case .end: moveTo(characters.count)
            case .edit(.wordLeft): moveTo(wordStart(from: selection?.lowerBound ?? cursor))
            case .edit(.wordRight): moveTo(wordEnd(from: selection?.upperBound ?? cursor))
            case .edit(.selectLeft): select(to: cursor - 1)
            case .edit(.selectRight): select(to: cursor + 1)
            case .edit(.selectWordLeft): select(to: wordStart(from: cursor))
            case .edit(.selectWordRight): select(to: wordEnd(from: cursor))
            case .edit(.selectToLineStart): select(to: lineStart())
            case .edit(.selectToLineEnd): select(to: lineEnd())
            case .edit(.selectAll):
                if !characters.isEmpty {
                    anchor = 0
                    cursor = characters.count
                }
            case .edit(.deleteWordBackward):
                if !removeSelection() { remove(wordStart(from: cursor)..<cursor) }
            case .edit(.deleteWordForward):
                if !removeSelection() { remove(cursor..<wordEnd(from: cursor)) }
            case .edit(.deleteToLineStart):
                if !removeSelection() { remove(lineStart()..<cursor) }
            case .edit(.deleteToLineEnd):
                if !removeSelection() { remove(cursor..<lineEnd()) }
            }
        }
    }

    static let edits: [AlertTextEdit] = [
        .wordLeft, .wordRight, .deleteWordBackward, .deleteWordForward, .deleteToLineStart,
        .deleteToLineEnd, .selectLeft, .selectRight, .selectWordLeft, .selectWordRight,
        .selectToLineStart, .selectToLineEnd, .selectAll,
    ]

    /// A random step, selecting about half the time.
    static func step(using generator: inout SplitMix64) -> AlertTextBufferEditTests.Step {
        let pieces = AlertTextBufferEditTests.Step.pieces
        switch generator.next(below: 12) {
        case 0...2: return .insert(pieces[Int(generator.next(below: UInt64(pieces.count)))])
        case 3: return [.backspace, .delete, .home, .end][Int(generator.next(below: 4))]
        case 4: return generator.chance(50) ? .left : .right
        default: return .edit(edits[Int(generator.next(below: UInt64(edits.count)))])
        }
    }

    /// Random moves, selections, inserts and deletes leave the buffer where the model is:
    /// the same text, cursor, selection and selected text, and each step says whether it
    /// changed any of them. The seed is printed with any difference.
    @Test(arguments: [
        (false, false, nil), (true, false, nil), (false, true, nil), (false, false, 6),
    ])
    func randomSelectionEditsMatchTheModel(secret: Bool, keepsNewlines: Bool, maxLength: Int?)
        throws
    {
        let seed: UInt64 = 0x5E1E_C7ED ^ (secret ? 1 : 0) ^ (keepsNewlines ? 2 : 0)
        var generator = SplitMix64(seed: seed)
        for run in 0..<300 {
            var buffer = try AlertTextBuffer(maxLength: maxLength, keepsNewlines: keepsNewlines)
            var model = Model(secret: secret, keepsNewlines: keepsNewlines, maxLength: maxLength)
            for index in 0..<50 {
                let step = Self.step(using: &generator)
                let before = model
                model.apply(step)
                let changed: Bool
                switch step {
                case .insert(let string): changed = buffer.insert(string)
                case .backspace: changed = buffer.backspace()
                case .delete: changed = buffer.deleteForward()
                case .left: changed = buffer.moveLeft()
                case .right: changed = buffer.moveRight()
                case .home: changed = buffer.moveHome()
                case .end: changed = buffer.moveEnd()
                case .edit(let edit): changed = buffer.apply(edit, secret: secret)
                }
                let context =
                    "seed \(seed), run \(run), step \(index): \(step) on "
                    + "\(String(before.characters)) cursor \(before.cursor) anchor \(String(describing: before.anchor))"
                #expect(buffer.text == String(model.characters), "\(context)")
                #expect(buffer.cursor == model.cursor, "\(context)")
                #expect(buffer.selection == model.selection, "\(context)")
                #expect(
                    buffer.selectedText == model.selection.map { String(model.characters[$0]) },
                    "\(context)")
                let moved =
                    (before.characters, before.cursor, before.selection)
                    != (model.characters, model.cursor, model.selection)
                #expect(changed == moved, "\(context)")
                guard buffer.text == String(model.characters), buffer.cursor == model.cursor,
                    buffer.selection == model.selection
                else { return }
            }
        }
    }

    /// Shift+Left selects whole graphemes (an emoji family, a CJK letter); typing replaces
    /// the selection; a plain Left ends it at its start, Right at its end.
    @Test func selectionsAreGraphemesAndTypingReplacesThem() throws {
        var buffer = try AlertTextBuffer(text: "ok 漢字👨‍👩‍👧")
        let step1 = buffer.apply(.selectLeft)
        #expect(step1)
        let step2 = buffer.apply(.selectLeft)
        #expect(step2)
        #expect(buffer.selectedText == "字👨‍👩‍👧")
        #expect(buffer.selection == 4..<6)
        let step3 = buffer.insert("x")
        #expect(step3)
        #expect(buffer.text == "ok 漢x")
        #expect(buffer.selection == nil)
        let step4 = buffer.apply(.selectWordLeft)
        #expect(step4)
        #expect(buffer.selectedText == "漢x")
        let step5 = buffer.moveRight()
        #expect(step5)
        #expect(buffer.cursor == 5 && buffer.selection == nil, "Right ends it at its end")
        let step6 = buffer.apply(.selectToLineStart)
        #expect(step6)
        let step7 = buffer.moveLeft()
        #expect(step7)
        #expect(buffer.cursor == 0 && buffer.selection == nil, "Left ends it at its start")
        let step8 = buffer.apply(.selectAll)
        #expect(step8)
        let step9 = buffer.backspace()
        #expect(step9)
        #expect(buffer.text.isEmpty)
        let step10 = buffer.apply(.selectAll)
        #expect(!step10, "nothing to select")
    }

    /// Shrinking a selection back over its anchor selects the other side; Shift+End in a
    /// text keeping line breaks stops at the end of the cursor's line.
    @Test func theAnchorStaysWhereTheSelectionBegan() throws {
        var buffer = try AlertTextBuffer(text: "one\ntwo", keepsNewlines: true)
        let step11 = buffer.moveCursor(to: 1)
        #expect(step11)
        let step12 = buffer.apply(.selectToLineEnd)
        #expect(step12)
        #expect(buffer.selectedText == "ne")
        let step13 = buffer.apply(.selectToLineStart)
        #expect(step13)
        #expect(buffer.selectedText == "o" && buffer.cursor == 0)
        let step14 = buffer.apply(.selectRight)
        #expect(step14)
        #expect(buffer.selection == nil, "back at the anchor: nothing selected")
        let step15 = buffer.apply(.selectAll)
        #expect(step15)
        let step16 = buffer.apply(.deleteWordBackward)
        #expect(step16)
        #expect(buffer.text.isEmpty, "a word delete takes the selection")
    }

    /// A paste longer than the room left replaces the selection with what fits.
    @Test func aPasteReplacingASelectionKeepsToTheMaximumLength() throws {
        var buffer = try AlertTextBuffer(text: "abcd", maxLength: 5)
        let step17 = buffer.apply(.selectLeft)
        let step18 = buffer.apply(.selectLeft)
        #expect(step17 && step18)
        let step19 = buffer.insert("WXYZ")
        #expect(step19)
        #expect(buffer.text == "abWXY")
        #expect(buffer.cursor == 5)
    }
}
