import Testing

@testable import AlertCommandKit

/// Text wrapped as lipgloss's Wrap wraps it (x/ansi Wrap, then lipgloss's WrapWriter).
struct VisibleTextWrappingTests {
    private let esc = "\u{1B}"

    /// x/ansi: wrap.go Wrap — words go to the next line; the space at the break goes.
    @Test func wordsMoveToTheNextLine() {
        #expect(VisibleText.wordWrapped("Bubble Gum is sweet", limit: 10) == "Bubble Gum\nis sweet")
        #expect(VisibleText.wordWrapped("one two", limit: 3) == "one\ntwo")
    }

    /// x/ansi: wrap.go Wrap — a word longer than the line is cut.
    @Test func longWordsAreCut() {
        #expect(VisibleText.wordWrapped("abcdefghij", limit: 4) == "abcd\nefgh\nij")
    }

    /// x/ansi: wrap.go Wrap — a line may break after a hyphen.
    @Test func hyphensAreBreakpoints() {
        #expect(VisibleText.wordWrapped("foo-bar", limit: 4) == "foo-\nbar")
    }

    /// x/ansi: wrap.go Wrap — wide characters count two cells.
    @Test func wideCharactersCountTwo() {
        #expect(VisibleText.wordWrapped("日本語の", limit: 5) == "日本\n語の")
    }

    /// x/ansi: wrap.go Wrap — existing newlines stay; limit below 1 changes nothing.
    @Test func newlinesStayAndNoLimitIsNoWrap() {
        #expect(VisibleText.wordWrapped("a\nb c", limit: 1) == "a\nb\nc")
        #expect(VisibleText.wordWrapped("a b", limit: 0) == "a b")
    }

    /// lipgloss: wrap.go WrapWriter — the style in force is ended before each newline and
    /// set again after it.
    @Test func stylesAreCarriedAcrossLines() {
        #expect(
            VisibleText.wrapped("\(esc)[31mab cd\(esc)[m", limit: 2)
                == "\(esc)[31mab\(esc)[m\n\(esc)[31mcd\(esc)[m")
        #expect(
            VisibleText.wrapped("\(esc)[1;4:3;48;2;1;2;3mab\ncd", limit: 5)
                == "\(esc)[1;4:3;48;2;1;2;3mab\(esc)[m\n\(esc)[1;4:3;48;2;1;2;3mcd")
    }

    /// lipgloss: wrap.go WrapWriter — an OSC 8 link is closed and opened again too.
    @Test func linksAreCarriedAcrossLines() {
        #expect(
            VisibleText.wrapped("\(esc)]8;;http://x\u{07}ab\ncd\(esc)]8;;\u{07}", limit: 5)
                == "\(esc)]8;;http://x\u{07}ab\(esc)]8;;\u{07}\n\(esc)]8;;http://x\u{07}cd\(esc)]8;;\u{07}"
        )
    }
}
