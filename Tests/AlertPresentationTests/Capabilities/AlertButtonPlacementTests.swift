import Foundation
import Testing

@testable import AlertPresentation

@Test func aPlacementAsksForRoomForATitleInEachOfItsPlaces() {
    let theme = AlertTheme.terminal
    #expect(AlertButtonPlacement.stacked.contentWidth(showingWhole: 30, theme: theme) == 30)
    // Three buttons of 10 in a row, with the theme's 2-cell spacing between them.
    let row = AlertButtonPlacement.row(index: 1, count: 3)
    #expect(row.contentWidth(showingWhole: 10, theme: theme) == 34)
    #expect(
        AlertButtonPlacement.row(index: 0, count: 0).contentWidth(showingWhole: 10, theme: theme)
            == 10)
    // Four tiles of 6, each with the grid spacing of 2.
    let tile = AlertButtonPlacement.tile(column: 0, columns: 4)
    #expect(tile.contentWidth(showingWhole: 6, theme: theme) == 32)
}
