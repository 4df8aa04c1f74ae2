import Testing

@testable import AlertStyles

/// A text's bound set after it was made (gum's `--char-limit` on a field or an area).
struct AlertTextBufferLimitTests {
    @Test func aBoundHoldsWhatIsTypedAndKeepsALongerTextWhole() throws {
        var buffer = try AlertTextBuffer(text: "héllo wörld").limited(to: 5)
        #expect(buffer.text == "héllo wörld")
        #expect(buffer.maxLength == 5)
        let refused = buffer.insert("x")
        #expect(!refused)
        _ = buffer.backspace()
        #expect(buffer.text == "héllo wörl")
        buffer = try AlertTextBuffer(text: "ab").limited(to: 3)
        let taken = buffer.insert("cd")
        #expect(taken)
        #expect(buffer.text == "abc")
    }

    @Test func noBoundOrANegativeOne() throws {
        var free = try AlertTextBuffer(text: "ab", maxLength: 2).limited(to: nil)
        let taken = free.insert("c")
        #expect(taken && free.text == "abc")
        var none = try AlertTextBuffer(text: "a\nb", keepsNewlines: true).limited(to: -1)
        #expect(none.maxLength == 0)
        let refused = none.insert("x")
        #expect(!refused && none.text == "a\nb" && none.keepsNewlines)
    }
}
