import Testing

@testable import AlertProtocol

@Test func insetsSumTheirSides() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.horizontal == 6)
    #expect(insets.vertical == 4)
    #expect(EdgeInsets(all: 5) == EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
    #expect(EdgeInsets.zero.horizontal == 0)
}
