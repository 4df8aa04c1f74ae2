import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor private func entries(_ count: Int) -> [AlertGridEntry] {
    (0..<count).map { AlertGridEntry(title: "T\($0)", image: .symbol("★", altText: "star \($0)")) }
}

@MainActor @Test func gridMarginsAreEvenAndTheLastRowIsLeftAligned() throws {
    let (controller, window, _) = makeController()
    let log = ResultLog()
    let view = controller.showGrid(
        title: "Share", items: entries(5), columns: 3, completion: log.record)
    try expectLaidOut(view)
    let result = try #require(view.layoutResult)
    let frames = result.itemFrames
    #expect(view.items.filter { $0 is SpacerItem }.count == 1)
    let tiles = Array(frames[1...6])
    let spacing = AlertTheme.standard.gridSpacing
    // Even margins: left and right alike, and equal to the gap between tiles and rows.
    #expect(abs(tiles[0].minX - (result.frame.width - tiles[2].maxX)) < 0.001)
    #expect(abs(tiles[0].minX - spacing) < 0.001)
    // The gap between tiles equals the gap between rows, above and below the grid.
    #expect(abs(tiles[1].minX - tiles[0].maxX - spacing) < 0.001)
    #expect(abs(tiles[3].minY - tiles[0].maxY - spacing) < 0.001)
    #expect(abs(tiles[0].minY - frames[0].maxY - spacing) < 0.001)
    #expect(abs(frames[7].minY - tiles[5].maxY - spacing) < 0.001)
    // The last row starts at the left.
    #expect(tiles[3].minX == tiles[0].minX)
    #expect(tiles[4].minX == tiles[1].minX)
    #expect(view.buttons.last?.actionIndex == 5)
    #expect(window.activateAction(4))
    #expect(log.results.map(\.reason) == [.action(index: 4)])
}

@MainActor @Test func fullGridsNeedNoSpacers() throws {
    let (controller, _, _) = makeController()
    let view = controller.showGrid(title: nil, items: entries(4), columns: 2, cancelTitle: nil)
    #expect(!view.items.contains { $0 is SpacerItem })
    try expectLaidOut(view)
}
