import Testing

@testable import TerminalKit

@Suite struct XMLEscapingTests {
    @Test func escapesTheFiveMarkupCharacters() {
        #expect(
            XMLEscaping.escape("<a href=\"x\">&'</a>")
                == "&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;")
    }

    @Test func replacesCharactersXMLForbidsAndKeepsTheRest() {
        #expect(XMLEscaping.escape("a\u{1}b\u{FFFF}c\td中😀") == "a\u{FFFD}b\u{FFFD}c\td中😀")
    }
}
