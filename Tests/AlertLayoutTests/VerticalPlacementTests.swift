import Foundation
import Testing

@testable import AlertLayout

@Suite struct VerticalPlacementTests {
    static func y(_ height: CGFloat, offset: CGFloat) -> CGFloat {
        VerticalPlacement.clampedY(
            entryMinY: 20, entryHeight: 30, height: height, offset: offset, bandMinY: 10,
            bandMaxY: 60)
    }

    @Test func membersAreCentredInTheirEntry() {
        #expect(Self.y(30, offset: 0) == 20)
        #expect(Self.y(10, offset: 0) == 30)
    }

    @Test func offsetsMoveWithinTheBandOnly() {
        #expect(Self.y(10, offset: 5) == 35)
        #expect(Self.y(10, offset: 100) == 50)
        #expect(Self.y(10, offset: -100) == 10)
    }
}
