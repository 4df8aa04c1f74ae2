import Testing

@testable import AlertStyles

/// A text's bound set after it was made (gum's `--char-limit` on a field or an area).
struct AlertTextBufferLimitTests {
    @Test func aBoundCutsTheTextAndHoldsFromThenOn() throws {
        var buffer = try AlertTextBuffer(text: "héllo wörld").limited(to: 5)
        #expect(buffer.text == "héllo")
        #expect(buffer.maxLength == 5)
        let refused = buffer.insert("x")
        #expect(!refused)
        buffer = buffer.limited(to: nil)
        let taken = buffer.insert("!")
        #expect(taken)
        #expect(buffer.text == "héllo!")
    }

    @Test func anAreaKeepsItsLineBreaksAndANegativeBoundIsZero() throws {
        let area = try AlertTextBuffer(text: "a\nb", keepsNewlines: true).limited(to: -1)
        #expect(area.text == "")
        #expect(area.keepsNewlines)
        #expect(
            try AlertTextBuffer(text: "a\nbc", keepsNewlines: true).limited(to: 3).text == "a\nb")
    }
}
