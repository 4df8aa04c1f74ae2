import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor
@Suite struct TableColumnsTests {
    /// Names, then rows with a wide cell (two cells a character), a short row and a long
    /// one.
    private let table = TableColumns(
        names: ["Name", "Size", "Kind"],
        rows: [["漢字.txt", "2 KB", "text"], ["a", "250 KB"], ["b", "1", "dir", "extra"]])

    @Test func eachColumnIsAsWideAsItsWidestCellByDisplayWidthAndRowsAreSquared() {
        let measurer = WideCellMeasurer()
        table.measure(with: measurer, role: .message)
        // 漢字.txt is 8 cells; 250 KB 6; Kind and text 4.
        #expect(table.widths == [8, 6, 4] && table.gap == 2)
        #expect(table.rowWidth == 22)
        #expect(table.rows[1] == ["a", "250 KB", ""], "a missing cell is empty")
        #expect(table.rows[2] == ["b", "1", "dir"], "an extra cell is dropped")
        let pieces = table.pieces(
            of: table.rows[0], width: 40, measurer: measurer, role: .message)
        #expect(pieces.map(\.x) == [0, 10, 18])
        #expect(pieces.map(\.text) == ["漢字.txt", "2 KB", "text"])
        #expect(table.text(of: 1) == "a  250 KB", "no empty cell at the end")
        #expect(table.searchedText(of: 0) == "漢字.txt 2 KB text")
    }

    /// Too narrow, the room is shared narrowest column first: the narrow column stays
    /// whole and the wide ones are cut alike, at their ends.
    @Test func aNarrowRowCutsTheWidestColumnsFirst() {
        let wide = TableColumns(
            names: ["Path", "N", "Description"],
            rows: [["/usr/share/doc/very-long", "1", "a rather long description"]])
        let measurer = MonospaceTextMeasurer.cells
        wide.measure(with: measurer, role: .message)
        #expect(wide.columnWidths(within: 100) == [24, 1, 25], "everything fits")
        // 25 cells: 21 once the gaps are taken; N keeps its 1, the others 10 each.
        #expect(wide.columnWidths(within: 25) == [10, 1, 10])
        let pieces = wide.pieces(
            of: wide.rows[0], width: 25, measurer: measurer, role: .message)
        #expect(pieces.map(\.x) == [0, 12, 15])
        #expect(
            pieces.map(\.text) == ["/usr/shar…", "1", "a rather…"], "a space before the cut goes")
        #expect(pieces.allSatisfy { measurer.width(of: $0.text, role: .message) <= 10 })
    }

    @Test func noNameIsOneNamelessColumn() {
        let bare = TableColumns(names: [], rows: [["x", "y"]])
        #expect(bare.names == [""] && bare.rows == [["x"]])
        let blank = TableColumns(names: ["A", "B"], rows: [[], ["", "b"]])
        #expect(blank.text(of: 0) == "" && blank.text(of: 1) == "  b", "a blank row reads empty")
    }
}
