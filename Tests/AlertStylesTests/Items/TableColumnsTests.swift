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

/// A query over a table matches any cell, and each matched letter is drawn strong where
/// its cell shows it: the text searched is the row as it reads, cells two spaces apart.
@MainActor @Test func aTableFilterDrawsItsMatchedLettersInTheirCells() {
    let table = TableColumns(
        names: ["Name", "Size"], rows: [["report.pdf", "250 KB"], ["notes.txt", "2 MB"]])
    let filter = FilterItem(table: table, visibleRows: 4, showsQuery: true)
    filter.updateLayout(in: cellContext)
    filter.setQuery("mb")
    #expect(filter.chosen == "notes.txt  2 MB")
    let context = AlertItemContext(
        theme: .terminal, measurer: MonospaceTextMeasurer.cells, style: .alert,
        contentWidth: 30, topInset: 0, bottomInset: 0)
    filter.updateLayout(in: context)
    let strong = drawnInCells(filter).commands.compactMap { command -> (String, CGFloat)? in
        guard case .emphasizedText(let text, let origin, _, _, .strong) = command,
            origin.y == 2
        else { return nil }
        return (text, origin.x)
    }
    // Row 2 (under the query and the names): "2 MB" starts at column 12 (the widest name,
    // report.pdf, and the gap), so M and B are at 14 and 15.
    #expect(strong.map(\.0) == ["M", "B"], "\(strong)")
    #expect(strong.map(\.1) == [14, 15])
}
