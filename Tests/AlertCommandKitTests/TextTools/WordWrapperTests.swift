import Testing

@testable import AlertCommandKit

/// The state of x/ansi's Wrap: what happens to spaces at the end.
struct WordWrapperTests {
    private func wrap(_ text: String, _ limit: Int) -> String {
        var wrapper = WordWrapper(limit: limit)
        for character in text { wrapper.add(character) }
        return wrapper.finished()
    }

    /// x/ansi: wrap.go Wrap — trailing spaces stay when they fit and go when they do not.
    @Test func trailingSpaces() {
        #expect(wrap("ab  ", 4) == "ab  ")
        #expect(wrap("ab   ", 4) == "ab")
        #expect(wrap("ab   \ncd", 4) == "ab\ncd")
    }

    /// x/ansi: wrap.go Wrap — a non-breaking space is part of the word.
    @Test func noBreakSpaceJoinsWords() {
        #expect(wrap("a\u{A0}b c", 3) == "a\u{A0}b\nc")
    }
}
