import Testing

@testable import AlertCommandKit

struct EmojiShortcodesTests {
    // goldmark-emoji's GitHub names, as gum's emoji type uses them.
    @Test func names() {
        #expect(EmojiShortcodes.emoji(named: "+1") == "👍")
        #expect(EmojiShortcodes.emoji(named: "tada") == "🎉")
        #expect(EmojiShortcodes.emoji(named: "not_an_emoji") == nil)
        #expect(EmojiShortcodes.table.count <= 400)
    }
}
