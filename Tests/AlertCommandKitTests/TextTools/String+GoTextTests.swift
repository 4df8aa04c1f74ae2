import Testing

@testable import AlertCommandKit

/// Lines and tabs as Go's strings.Split and lipgloss's tab conversion treat them.
struct StringGoTextTests {
    /// Go: strings.Split(s, "\n") — n newlines, n + 1 lines.
    @Test func lineSplitKeepsEmptyLines() {
        #expect("".lineSplit() == [""])
        #expect("a\n".lineSplit() == ["a", ""])
        #expect("a\r\nb".lineSplit() == ["a\r", "b"])
    }

    /// lipgloss: style.go maybeConvertTabs and get.go getLines — a tab is four spaces, a
    /// CRLF a newline.
    @Test func tabsAndCRLF() {
        #expect("a\tb".replacingTabs(width: 4) == "a    b")
        #expect("a\r\nb\rc".replacingCRLF() == "a\nb\rc")
    }

    /// Go: unicode.IsSpace — ASCII spaces, NEL, NBSP and the Unicode separators.
    @Test func goSpaces() {
        let spaces: [Unicode.Scalar] = [" ", "\t", "\r", "\u{85}", "\u{A0}", "\u{3000}"]
        let allSpaces = spaces.allSatisfy { $0.isGoSpace }
        #expect(allSpaces)
        let others: [Unicode.Scalar] = ["a", "\u{200B}"]
        let anySpace = others.contains { $0.isGoSpace }
        #expect(!anySpace)
    }
}
