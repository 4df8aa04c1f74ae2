import Testing

@testable import AlertCommandKit

struct GlamourStyleBlockTests {
    // glamour ansi/style.go cascadeStyle / cascadeStyles: indentation cascades; cascading
    // from nothing takes the margin of the empty start, so a heading's margin is dropped.
    @Test func cascades() {
        let parent = GlamourStyleBlock(indent: 2, margin: 2)
        let child = GlamourStyleBlock(primitive: GlamourStylePrimitive(prefix: "## "))
        #expect(GlamourStyleBlock.cascade(parent, child, toBlock: false).indent == nil)
        #expect(GlamourStyleBlock.cascade(parent, child, toBlock: true).indent == 2)
        #expect(GlamourStyleBlock.cascading(parent, child).margin == nil)
        #expect(GlamourStyleBlock.cascade(parent, child, toBlock: true).margin == 2)
        #expect(GlamourStyleBlock.cascading(parent, child).primitive.prefix == "## ")
    }
}
