import AlertCommandKit
import Testing

@testable import AlertDialog

/// Line breaks in a box's text, as each program reads them.
struct DialogTextTests {
    @Test func whiptailBreaksAtPairsAndNewlines() {
        #expect(DialogText.expanded("a\\nb\nc", as: .whiptail) == "a\nb\nc")
    }

    @Test func dialogBreaksAtNewlinesUnlessTheTextHasPairs() {
        #expect(DialogText.expanded("a\nb", as: .dialog) == "a\nb")
        #expect(DialogText.expanded("one \\n\ntwo\nthree", as: .dialog) == "one \ntwo three")
    }
}
