import Testing

@testable import AlertStyles

@Suite struct PackedTextsTests {
    /// Texts read back as they were put in, scalar for scalar (empty ones, accents composed
    /// and not, emoji, a U+FFFD), in order, after appends too.
    @Test func textsReadBackAsTheyWerePutIn() {
        let texts = ["", "plain", "e\u{301}", "\u{E9}", "👩‍👩‍👧", "\u{FFFD}", "a\rb"]
        var packed = PackedTexts(texts)
        #expect(packed.count == texts.count)
        for index in texts.indices {
            #expect(packed[index].unicodeScalars.elementsEqual(texts[index].unicodeScalars))
        }
        packed.append("last")
        #expect(Array(packed) == texts + ["last"])
        #expect(PackedTexts().isEmpty)
    }

    /// The first scalar of each text, read from its bytes: one to four of them, none for an
    /// empty text.
    @Test func theFirstScalarOfEachTextIsReadFromItsBytes() {
        let texts = ["", "a", "é", "\u{20AC}uro", "👩‍👩‍👧", "e\u{301}"]
        let packed = PackedTexts(texts)
        for index in texts.indices {
            #expect(packed.firstScalar(of: index) == texts[index].unicodeScalars.first)
        }
    }

    /// A text is empty exactly when it reads back as "", first, last or between others.
    @Test func anEmptyTextIsToldWithoutReadingIt() {
        let packed: PackedTexts = ["", "a", "", "", "bc", ""]
        #expect(packed.indices.map(packed.isEmpty(at:)) == packed.map(\.isEmpty))
    }
}
