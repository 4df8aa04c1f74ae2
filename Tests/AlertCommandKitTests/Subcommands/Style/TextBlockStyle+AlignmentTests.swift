import Testing

@testable import AlertCommandKit

/// Lines aligned as lipgloss's alignTextHorizontal aligns them (align.go).
struct TextBlockStyleAlignmentTests {
    /// lipgloss: align.go alignTextHorizontal — centred, the odd cell goes right.
    @Test func centreLeavesTheOddCellRight() {
        let aligned = TextBlockStyle.aligned("abc\na", .center, width: 0, whitespace: .init())
        #expect(aligned == "abc\n a ")
    }

    /// lipgloss: align.go alignTextHorizontal — lines measured by what shows.
    @Test func linesAreMeasuredByWhatShows() {
        let aligned = TextBlockStyle.aligned(
            "\u{1B}[1m日本\u{1B}[m\nab", .right, width: 0, whitespace: .init())
        #expect(aligned == "\u{1B}[1m日本\u{1B}[m\n  ab")
    }

    /// lipgloss: align.go alignTextVertical (top) — lines added below, never taken away.
    @Test func extendedDownAddsLines() {
        #expect(TextBlockStyle.extendedDown("a", to: 3) == "a\n\n")
        #expect(TextBlockStyle.extendedDown("a\nb\nc", to: 2) == "a\nb\nc")
    }
}
