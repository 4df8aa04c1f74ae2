import Testing

@testable import AlertCommandKit

struct GlamourWordWrapTests {
    // x/ansi's Wrap (wrap.go), which lipgloss and glamour use.
    @Test func wraps() {
        #expect(GlamourWordWrap.wrapped("the quick brown fox", limit: 10) == "the quick\nbrown fox")
        #expect(GlamourWordWrap.wrapped("abcdefghij", limit: 4) == "abcd\nefgh\nij")
        #expect(GlamourWordWrap.wrapped("well-known words", limit: 6) == "well-\nknown\nwords")
        #expect(GlamourWordWrap.wrapped("aaa,bb", limit: 4, breakpoints: ",") == "aaa,\nbb")
        // A word as wide as the line is written at once, then the line breaks (even last).
        #expect(GlamourWordWrap.wrapped("a,b,c", limit: 3, breakpoints: ",") == "a,b,c\n")
        #expect(GlamourWordWrap.wrapped("keep  \nline", limit: 10) == "keep  \nline")
        #expect(GlamourWordWrap.wrapped("no wrap", limit: 0) == "no wrap")
        let red = "\u{1B}[31mred\u{1B}[m"
        #expect(GlamourWordWrap.wrapped("\(red) \(red)", limit: 3) == "\(red)\n\(red)")
    }
}
