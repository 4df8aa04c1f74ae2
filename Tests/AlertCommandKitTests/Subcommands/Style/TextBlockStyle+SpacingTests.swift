import Testing

@testable import AlertCommandKit

/// --padding and --margin read as gum's ParsePadding reads them (style/spacing.go).
struct TextBlockStyleSpacingTests {
    private typealias Spacing = TextBlockStyle.Spacing

    /// gum: style/spacing.go ParsePadding — one, two or four integers.
    @Test func oneTwoOrFourValues() {
        #expect(Spacing(gum: "3") == Spacing(top: 3, right: 3, bottom: 3, left: 3))
        #expect(Spacing(gum: "1 2") == Spacing(top: 1, right: 2, bottom: 1, left: 2))
        #expect(Spacing(gum: "1 2 3 4") == Spacing(top: 1, right: 2, bottom: 3, left: 4))
        #expect(Spacing(gum: "-1 +2") == Spacing(top: -1, right: 2, bottom: -1, left: 2))
    }

    /// gum: style/spacing.go ParsePadding — three values, five, a bad token, an empty text
    /// or a double space all give zeros.
    @Test(arguments: ["1 2 3", "1 2 3 4 5", "1 x", "", "1  2", " 1", "1.5", "1,2"])
    func anythingElseIsZero(text: String) {
        #expect(Spacing(gum: text) == Spacing())
    }
}
