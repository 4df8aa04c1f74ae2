import Testing

@testable import AlertCommandKit

/// Text measured and stripped by what shows, as x/ansi's StringWidth and Strip.
struct VisibleTextTests {
    private let esc = "\u{1B}"

    /// x/ansi: width.go StringWidth — escape sequences take no cells.
    @Test func escapesCountZero() {
        #expect(VisibleText.width(of: "\(esc)[1;38;5;212mBubble\(esc)[m") == 6)
        #expect(
            VisibleText.width(of: "\(esc)]8;;https://example.com\(esc)\\link\(esc)]8;;\u{07}") == 4)
        #expect(VisibleText.width(of: "") == 0)
    }

    /// x/ansi: width.go StringWidth — East Asian wide characters and emoji take two cells
    /// (TerminalKit's TerminalWidth).
    @Test func wideCharactersTakeTwoCells() {
        #expect(VisibleText.width(of: "日本語") == 6)
        #expect(VisibleText.width(of: "\(esc)[31m日本\(esc)[m!") == 5)
        #expect(VisibleText.width(of: "🍬 gum") == 6)
        #expect(VisibleText.width(of: "👩‍👩‍👧") == 2)
    }

    /// x/ansi: width.go Strip — sequences go, text and control characters stay.
    @Test func strippedKeepsWhatShows() {
        #expect(VisibleText.stripped("\(esc)[1mBold\(esc)[m\n\t\(esc)[2Kx") == "Bold\n\tx")
        #expect(VisibleText.stripped("\(esc)]8;;u\u{07}a\(esc)]8;;\(esc)\\") == "a")
        #expect(VisibleText.stripped("no escapes") == "no escapes")
    }

    /// x/ansi: parser transition table — a non-ASCII character cuts a CSI short and shows.
    @Test func anUnfinishedSequenceEndsAtTextItCannotHold() {
        #expect(VisibleText.stripped("\(esc)[3日") == "日")
        #expect(VisibleText.width(of: "a\(esc)") == 1)
    }
}
