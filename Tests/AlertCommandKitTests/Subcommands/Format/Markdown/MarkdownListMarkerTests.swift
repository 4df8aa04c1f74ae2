import Testing

@testable import AlertCommandKit

struct MarkdownListMarkerTests {
    // CommonMark list items: the content column follows the marker and its spaces.
    @Test func readsMarkers() throws {
        let bullet = try #require(MarkdownListMarker("  -   item"))
        #expect(bullet.ordered == false)
        #expect(bullet.contentColumn == 6)
        #expect(bullet.content == "item")
        let number = try #require(MarkdownListMarker("12) twelve"))
        #expect(number.ordered && number.number == 12 && number.symbol == ")")
        #expect(MarkdownListMarker("-no space") == nil)
        #expect(MarkdownListMarker("1234567890. too long") == nil)
        #expect(MarkdownListMarker("    - code") == nil)
        #expect(try #require(MarkdownListMarker("-")).content.isEmpty)
    }
}
