import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor
@Suite struct ChoiceColumnsTests {
    /// Tags of one, two (wide) and one cell with a combining mark, and their descriptions.
    private let columns = ChoiceColumns(
        labels: ["漢字", "a", "e\u{301}x"], details: ["Kanji", "Latin", "Accent"])

    @Test func detailsStartInOneColumnPastTheWidestLabelByDisplayWidth() {
        let measurer = WideCellMeasurer()
        columns.measure(with: measurer, role: .message)
        #expect(columns.widestLabel == 4 && columns.gap == 2 && columns.widestDetail == 6)
        #expect(columns.rowWidth == 12)
        for row in 0..<3 {
            let pieces = columns.pieces(of: row, width: 30, measurer: measurer, role: .message)
            #expect(pieces.count == 2)
            #expect(pieces.first?.x == 0 && pieces.last?.x == 6, "row \(row)")
            #expect(pieces.last?.isDetail == true)
        }
        #expect(
            columns.pieces(of: 2, width: 30, measurer: measurer, role: .message).map(\.text)
                == ["e\u{301}x", "Accent"])
    }

    @Test func aNarrowRowKeepsTwoThirdsForTheLabelsAndCutsBothAtTheirEnds() {
        let long = ChoiceColumns(
            labels: ["a-very-long-tag", "b"], details: ["its description", "bee"])
        let measurer = MonospaceTextMeasurer.cells
        long.measure(with: measurer, role: .message)
        #expect(long.labelColumn(within: 100) == 15, "everything fits: the widest label")
        // 14 cells: 12 less the gap, two thirds of that is 8.
        let pieces = long.pieces(of: 0, width: 14, measurer: measurer, role: .message)
        #expect(pieces.map(\.x) == [0, 10])
        #expect(pieces.map(\.text) == ["a-very-…", "its…"])
        #expect(pieces.allSatisfy { measurer.width(of: $0.text, role: .message) <= 8 })
    }

    @Test func aRowWithoutDetailIsItsLabelAloneAndTheTextJoinsBoth() {
        let some = ChoiceColumns(labels: ["a", "b"], details: ["alpha"])
        #expect(some.detail(of: 0) == "alpha" && some.detail(of: 1) == nil)
        #expect(some.text(of: 0) == "a  alpha" && some.text(of: 1) == "b")
        #expect(some.searchedText(of: 0) == "a alpha" && some.searchedText(of: 1) == "b")
        let pieces = some.pieces(
            of: 1, width: 20, measurer: MonospaceTextMeasurer.cells, role: .message)
        #expect(pieces == [.init(text: "b", x: 0, isDetail: false)])
        #expect(some.isMeasured, "measured on first use")
    }

    @Test func aMeasurerThatMeasuresOtherwiseMeasuresTheColumnsAgain() {
        let columns = ChoiceColumns(labels: ["tag"], details: ["item"])
        columns.measureIfNeeded(with: MonospaceTextMeasurer.points, role: .button)
        let points = columns.rowWidth
        columns.measureIfNeeded(with: MonospaceTextMeasurer.cells, role: .button)
        #expect(columns.rowWidth == 9, "tag, two spaces and item, in cells")
        #expect(points != columns.rowWidth)
    }
}
