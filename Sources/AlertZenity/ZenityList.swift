import AlertCommandKit
import AlertDialog

/// What `--list` takes: the columns, the rows (the values after the options, a row per
/// column count) and how the answer is written.
package struct ZenityList: Hashable, Sendable {
    /// How rows are chosen.
    package enum Mode: Hashable, Sendable {
        /// One row.
        case single
        /// `--multiple`: any number of rows.
        case multiple
        /// `--checklist`: the first column is a check box (`TRUE`/`FALSE`).
        case checklist
        /// `--radiolist`: the first column is a radio mark; one row.
        case radiolist
    }

    /// The columns' headings (`--column`).
    package var columns: [String] = []
    /// The rows' cells, each as many as ``columns`` (the last row read from standard input
    /// may have fewer: see ``fill(with:)``).
    package var rows: [[String]] = []
    /// Whether the rows come from standard input, one cell a line (no row was given after
    /// the options), as zenity reads them.
    package var readsStandardInput = false
    /// How rows are chosen.
    package var mode = Mode.single
    /// `--print-column N` (1-based, counting a check column) or nil for `ALL`.
    package var printColumn: Int? = 1
    /// Whether the columns' headings are shown above the rows (not with `--hide-header`).
    package var showsHeadings = true
    /// `--separator`: between the rows chosen and between the columns of `ALL`.
    package var separator = "|"
    /// `--editable`: the cells can be edited, and the answer prints them as edited.
    package var isEditable = false

    /// Creates an empty single-choice list.
    package init() {}

    /// Makes `values` the rows, as many cells a row as there are columns, in order; a last
    /// row they do not fill keeps the cells it has (zenity prints a missing cell as
    /// `(null)`). O(values).
    package mutating func fill(with values: [String]) {
        let width = max(columns.count, 1)
        rows = stride(from: 0, to: values.count, by: width).map {
            Array(values[$0..<min($0 + width, values.count)])
        }
    }

    /// The row that is match number `wanted` (1: the first, from the top) of the rows
    /// whose first shown cell starts with `prefix`, letter case aside, as GTK's tree view
    /// searches what is typed on it; nil when there are fewer matches. O(rows × prefix).
    package func row(startingWith prefix: String, matching wanted: Int) -> Int? {
        let prefix = prefix.lowercased()
        var count = 0
        for row in rows.indices
        where shown(row).first?.lowercased().hasPrefix(prefix) == true {
            count += 1
            if count == wanted { return row }
        }
        return nil
    }

    /// Sets the cell of row `row` in shown column `column` (a mark column not counted) to
    /// `text`; a row short of that column gets empty cells up to it.
    package mutating func setCell(row: Int, column: Int, to text: String) {
        let index = column + (hasMarks ? 1 : 0)
        guard rows.indices.contains(row), index >= 0, index < columns.count else { return }
        while rows[row].count <= index { rows[row].append("") }
        rows[row][index] = text
    }

    /// Whether the first column is a check or radio mark.
    package var hasMarks: Bool { mode == .checklist || mode == .radiolist }

    /// Whether row `row` starts ticked (a `TRUE` mark, any case).
    package func isOn(_ row: Int) -> Bool {
        hasMarks && rows[row].first?.uppercased() == "TRUE"
    }

    /// The cells a row shows: all but a mark column (a missing cell empty).
    package func shown(_ row: Int) -> [String] {
        let cells = padded(row, with: "")
        return hasMarks ? Array(cells.dropFirst()) : cells
    }

    /// Row `row`'s cells, a missing one `filler`.
    private func padded(_ row: Int, with filler: String) -> [String] {
        let cells = rows[row]
        guard cells.count < columns.count else { return cells }
        return cells + Array(repeating: filler, count: columns.count - cells.count)
    }

    /// The answer for the rows `chosen` (in list order), as zenity writes it: the print
    /// column of each (every shown column for `ALL`, joined by the separator), joined by the
    /// separator, then a newline; nothing at all when no row is chosen. O(rows × columns).
    package func answer(_ chosen: [Int]) -> String {
        guard !chosen.isEmpty else { return "" }
        let values = chosen.map { row -> String in
            let cells = padded(row, with: "(null)")
            guard let column = printColumn else {
                return (hasMarks ? Array(cells.dropFirst()) : cells).joined(separator: separator)
            }
            return cells.indices.contains(column - 1) ? cells[column - 1] : ""
        }
        return values.joined(separator: separator) + "\n"
    }
}
