import AlertProtocol

/// An item that shows a grid of cells with one of them selected (a month calendar's days),
/// so a presenter that gives items accessible stand-ins can expose it as a grid of named
/// cells in rows rather than as one box: the built-in calendar adopts it, and so can a grid
/// of your own.
///
/// A presenter asks for every cell after each change the item reports: keep each
/// requirement O(1).
@MainActor
public protocol AlertGridShowingItem: AlertItem {
    /// The grid's name, read before its cells: the label it shows above them (a calendar's
    /// month, `November 2026`).
    var gridName: String { get }
    /// The number of rows of cells.
    var gridRows: Int { get }
    /// The number of cells in each row.
    var gridColumns: Int { get }
    /// The row and column of the selected cell (a calendar's chosen day), or nil when none
    /// is selected.
    var selectedGridCell: (row: Int, column: Int)? { get }

    /// The name of the cell at `row` and `column` (a calendar's `Friday 27 November 2026`),
    /// or nil for a cell that shows nothing (a day of the month before or after).
    func gridCellName(row: Int, column: Int) -> String?
}
