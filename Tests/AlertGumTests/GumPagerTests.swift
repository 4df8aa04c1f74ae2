import AlertCommandKit
import Testing

@testable import AlertGum

/// pager/command.go drops backspace overstrikes (`.\x08`) from standard input.
struct GumPagerTests {
    @Test(arguments: [
        ("N\u{8}NA\u{8}AM\u{8}ME\u{8}E", "NAME"), ("_\u{8}b", "b"), ("ab\u{8}\u{8}", "a\u{8}"),
        ("\u{8}x", "\u{8}x"), ("a\n\u{8}b", "a\n\u{8}b"), ("plain", "plain"),
    ])
    func overstrikesAreDroppedAsGumsExpressionDropsThem(_ text: String, _ shown: String) {
        #expect(GumPager.droppingOverstrikes(text) == shown)
    }
}
