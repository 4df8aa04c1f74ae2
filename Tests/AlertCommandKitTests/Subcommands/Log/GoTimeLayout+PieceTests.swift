import Testing

@testable import AlertCommandKit

struct GoTimeLayoutPieceTests {
    // time/format.go nextStdChunk reads left to right; text between elements is kept.
    @Test func cutsALayoutIntoTextAndElements() {
        let pieces = GoTimeLayout.pieces(of: "at 15:04, Jan _2")
        #expect(
            pieces == [
                .text("at "), .element(.hour), .text(":"), .element(.zeroMinute), .text(", "),
                .element(.month), .text(" "), .element(.spacePaddedDay),
            ])
        #expect(GoTimeLayout.pieces(of: "") == [])
        #expect(GoTimeLayout.pieces(of: "héllo") == [.text("héllo")])
    }
}
