import Testing

@testable import TerminalKit

@Suite struct SVGRectMergerTests {
    private let red = SVGColor(red: 255, green: 0, blue: 0)
    private let blue = SVGColor(red: 0, green: 0, blue: 255)

    @Test func extendsTheRectangleDirectlyAboveOnly() {
        var merger = SVGRectMerger()
        merger.add(.init(x: 0, y: 0, width: 10, height: 5, color: red))
        merger.endRow()
        merger.add(.init(x: 0, y: 5, width: 10, height: 5, color: red))
        merger.add(.init(x: 10, y: 5, width: 10, height: 5, color: blue))
        merger.endRow()
        merger.endRow()
        merger.add(.init(x: 0, y: 15, width: 10, height: 5, color: red))
        #expect(
            merger.rects == [
                .init(x: 0, y: 0, width: 10, height: 10, color: red),
                .init(x: 10, y: 5, width: 10, height: 5, color: blue),
                .init(x: 0, y: 15, width: 10, height: 5, color: red),
            ])
    }

    @Test func keepsDifferentWidthsAndColoursApartAndDropsEmptyOnes() {
        var merger = SVGRectMerger()
        merger.add(.init(x: 0, y: 0, width: 10, height: 5, color: red))
        merger.add(.init(x: 0, y: 0, width: 0, height: 5, color: red))
        merger.endRow()
        merger.add(.init(x: 0, y: 5, width: 12, height: 5, color: red))
        merger.add(.init(x: 0, y: 10, width: 12, height: 5, color: blue))
        #expect(merger.rects.count == 3)
    }
}
