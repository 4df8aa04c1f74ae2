import Testing

@testable import AlertCommandKit

/// gum's --align values as lipgloss positions (internal/decode/align.go).
struct TextBlockStylePositionTests {
    /// gum: internal/decode/align.go — middle is not in the map (position 0), top is 0,
    /// bottom 1; lipgloss: set.go Align with one position sets the horizontal alignment.
    @Test(arguments: [
        (TextBlockStyle.Position.left, "ab    "), (.top, "ab    "), (.middle, "ab    "),
        (.center, "  ab  "), (.right, "    ab"), (.bottom, "    ab"),
    ])
    func gumAlignValuesAlignHorizontally(position: TextBlockStyle.Position, expected: String) {
        let style = TextBlockStyle(align: position, width: 6)
        #expect(style.render("ab", profile: .noTTY) == expected)
    }
}
