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
