import Testing

@testable import AlertCommandKit

struct GlamourStylePrimitiveTests {
    // glamour ansi/style.go cascadeStylePrimitive: the child's attributes win where set;
    // its affixes alone unless cascading to a block.
    @Test func cascades() {
        let parent = GlamourStylePrimitive(
            blockPrefix: "\n", prefix: "> ", color: "252", bold: true)
        let child = GlamourStylePrimitive(color: "39")
        let element = GlamourStylePrimitive.cascade(parent, child, toBlock: false)
        #expect(element.color == "39" && element.bold == true && element.prefix.isEmpty)
        let block = GlamourStylePrimitive.cascade(parent, child, toBlock: true)
        #expect(block.prefix == "> " && block.blockPrefix == "\n")
    }

    // glamour ansi/elements.go renderText: nothing for empty text, no SGR without attributes.
    @Test func paints() {
        #expect(GlamourStylePrimitive(bold: true).paint("") == "")
        #expect(GlamourStylePrimitive().paint("x") == "x")
        #expect(GlamourStylePrimitive(bold: true).paint("x") == "\u{1B}[1mx\u{1B}[m")
    }
}
