import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// The rows of a table, in columns lined up under their names: each column as wide as its
/// widest cell (or name), two spaces apart; in a row too narrow for them all, the widest
/// columns give up room first, their cells cut with an ellipsis, so some of every column
/// shows.
///
/// Widths are the measurer's (a terminal counts East Asian wide characters as two cells),
/// never character counts. Measuring is O(total length of the cells); drawing a row is
/// O(its length).
@MainActor
package final class TableColumns: MeasuredColumns {
    /// The columns' names, drawn over them.
    package let names: [String]
    /// The rows' cells, as many a row as there are names (missing ones empty, extra ones
    /// dropped).
    package let rows: [[String]]
    /// Each column's widest cell or name, at the last ``measure(with:role:)``.
    package private(set) var widths: [CGFloat] = []
    /// The space between two columns: two spaces.
    package private(set) var gap: CGFloat = 0
    /// The measurer and role of the last ``measure(with:role:)``.
    package private(set) var lastMeasure: (measurer: any AlertTextMeasuring, role: AlertTextRole)?

    /// The table of `rows` under `names` (at least one column: no name is one nameless
    /// column).
    package init(names: [String], rows: [[String]]) {
        let names = names.isEmpty ? [""] : names
        self.names = names
        self.rows = rows.map { row in
            names.indices.map { row.indices.contains($0) ? row[$0] : "" }
        }
    }

    /// `row`'s cells as one line of text, two spaces apart, without the empty cells at its
    /// end: what the list shows in plain mode, reads to a screen reader, and searches.
    package func text(of row: Int) -> String {
        guard rows.indices.contains(row) else { return "" }
        let cells = rows[row]
        guard let last = cells.lastIndex(where: { !$0.isEmpty }) else { return "" }
        return cells[...last].joined(separator: "  ")
    }

    /// Measures every cell, name and the gap with `measurer` in `role`. O(total length).
    package func measure(with measurer: any AlertTextMeasuring, role: AlertTextRole) {
        widths = names.indices.map { column in
            rows.reduce(measurer.width(of: names[column], role: role)) { widest, row in
                max(widest, measurer.width(of: row[column], role: role))
            }
        }
        gap = measurer.width(of: "  ", role: role)
        lastMeasure = (measurer, role)
    }

    /// The width of a row with every column whole.
    package var rowWidth: CGFloat {
        widths.reduce(0, +) + gap * CGFloat(max(widths.count - 1, 0))
    }

    /// Each column's width in a row `width` wide: its widest cell when they all fit; else
    /// the room is shared out narrowest column first, each taking what it needs up to an
    /// equal share of what is left, so a narrow column stays whole and the wide ones are
    /// cut alike. O(columns × log columns).
    package func columnWidths(within width: CGFloat) -> [CGFloat] {
        guard rowWidth > width else { return widths }
        var room = max(width - gap * CGFloat(max(widths.count - 1, 0)), 0)
        var shared = widths
        let order = widths.indices.sorted { widths[$0] < widths[$1] }
        for (place, column) in order.enumerated() {
            let share = (room / CGFloat(order.count - place)).rounded(.down)
            shared[column] = min(widths[column], share)
            room -= shared[column]
        }
        return shared
    }

    /// One cell as drawn: its text (cut to its column) and where it starts.
    package struct Piece: Equatable {
        /// The text, cut with an ellipsis when its column is too narrow.
        package var text: String
        /// Where it starts, from the row's left edge.
        package var x: CGFloat
        /// Its column.
        package var column: Int
    }

    /// The cells of `cells` (a row's, or the names) in a row `width` wide, each cut to its
    /// column; a column with no room is left out. O(length of the row) once measured (it
    /// is measured now if it never was, or was by a measurer that measures otherwise).
    package func pieces(
        of cells: [String], width: CGFloat, measurer: any AlertTextMeasuring,
        role: AlertTextRole
    ) -> [Piece] {
        guard width > 0 else { return [] }
        measureIfNeeded(with: measurer, role: role)
        let columns = columnWidths(within: width)
        var pieces: [Piece] = []
        var x: CGFloat = 0
        for column in columns.indices where column < cells.count {
            if columns[column] > 0, x < width {
                let room = min(columns[column], width - x)
                let text = measurer.fitting(cells[column], role: role, maxWidth: room, cut: .end)
                pieces.append(Piece(text: text, x: x, column: column))
            }
            x += columns[column] + gap
        }
        return pieces
    }
}
