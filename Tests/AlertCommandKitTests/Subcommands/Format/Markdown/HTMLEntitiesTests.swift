import Testing

@testable import AlertCommandKit

struct HTMLEntitiesTests {
    // Go's html.UnescapeString, as glamour applies it to text.
    @Test func references() {
        #expect(HTMLEntities.reference(in: Array("&amp;x"), at: 0)! == ("&", 5))
        #expect(HTMLEntities.reference(in: Array("&#128512;"), at: 0)! == ("😀", 9))
        #expect(HTMLEntities.reference(in: Array("&#x0;"), at: 0)! == ("\u{FFFD}", 5))
        #expect(HTMLEntities.reference(in: Array("&nope;"), at: 0) == nil)
        #expect(HTMLEntities.reference(in: Array("& amp;"), at: 0) == nil)
    }
}
