import AlertPresentation
import Foundation
import Testing

@testable import AlertStyles

@MainActor
@Suite struct SpacerItemTests {
    @Test func aSpacerIsAnInvisibleTileThatTakesATilesPlace() {
        let spacer = SpacerItem()
        #expect(spacer.isHidden)
        #expect(spacer.arrangement == .tile)
        #expect(spacer.spacingClass == .tile)
        #expect(spacer.textDescription == "")
        let context = AlertItemContext(
            theme: .terminal, measurer: MonospaceTextMeasurer.cells, style: .alert,
            contentWidth: 30, tileSize: CGSize(width: 8, height: 3))
        spacer.updateLayout(in: context)
        #expect(spacer.alertLayout.itemSize == CGSize(width: 8, height: 3))
    }

    @Test func aSpacerHoldsAGridCellSoTheNextTileStartsAfterIt() throws {
        let view = AlertView(
            items: [
                ButtonItem(title: "A", actionIndex: 0, presentation: .tile), SpacerItem(),
                ButtonItem(title: "B", actionIndex: 1, presentation: .tile),
            ])
        view.gridColumns = 3
        try view.reloadData()
        let frames = try #require(view.layoutResult).itemFrames
        #expect(frames[1].minX > frames[0].maxX)
        #expect(frames[2].minX > frames[1].maxX)
        #expect(frames[0].minY == frames[2].minY, "one row of three")
    }
}

@MainActor @Test func aSpacerAsksForNoWidth() {
    let context = AlertItemContext(
        theme: .terminal, measurer: MonospaceTextMeasurer.cells, style: .alert, contentWidth: 10)
    #expect(SpacerItem().naturalWidth(in: context) == .zero)
}
