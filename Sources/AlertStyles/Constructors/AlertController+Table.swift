import AlertPresentation
import AlertProtocol
import AlertQueue

extension AlertController {
    /// Shows `rows` as a table under the names of its `columns` and passes the index of the
    /// row chosen (into `rows`) to `completion`, nil for Cancel or any other way out.
    ///
    /// The title and message, then the table: the column names over the rows, each column
    /// as wide as its widest cell and lined up (widths as the presenter measures them: East
    /// Asian wide characters take two cells on a terminal); where the table is wider than
    /// the alert, the widest columns are cut first, with an ellipsis. Rows are data, as a
    /// menu's are: a table of 100,000 rows costs their cells, not a view per row; ten show
    /// at once and the list scrolls with its cursor. The cursor starts on the first row, so
    /// Enter alone chooses it; the arrows, Home, End and the page keys move it, and a
    /// letter goes to the next row whose first cell starts with it. A row with fewer cells
    /// than there are columns has empty ones; extra cells are dropped. In plain mode (and
    /// to a screen reader) each row reads as its cells two spaces apart, under a
    /// `Columns:` line. Measuring the table is O(total length of its cells), once.
    @discardableResult
    public func showTable(
        title: String?, message: String? = nil, columns: [String], rows: [[String]],
        cancelTitle: String? = AlertStrings.current.cancel, options: AlertOptions = .init(),
        completion: (@MainActor (Int?) -> Void)? = nil
    ) -> AlertView {
        let (view, list) = Self.tableView(
            title: title, message: message, columns: columns, rows: rows,
            cancelTitle: cancelTitle)
        show(view, options: options) { result in
            completion?(Self.chosenRow(result, in: list))
        }
        return view
    }

    /// Shows `rows` as a table under the names of its `columns` and returns the index of
    /// the row chosen (into `rows`), or nil for Cancel or any other way out. The alert is
    /// the one ``showTable(title:message:columns:rows:cancelTitle:options:completion:)``
    /// shows.
    public func chooseRow(
        _ title: String?, message: String? = nil, columns: [String], rows: [[String]],
        cancelTitle: String? = AlertStrings.current.cancel, options: AlertOptions = .init()
    ) async -> Int? {
        let (view, list) = Self.tableView(
            title: title, message: message, columns: columns, rows: rows,
            cancelTitle: cancelTitle)
        return Self.chosenRow(await present(view, options: options), in: list)
    }

    /// The view of a table: a menu (see ``menuView(title:message:labels:details:cancelTitle:)``)
    /// whose list holds `rows` under the names of `columns`.
    package static func tableView(
        title: String?, message: String?, columns: [String], rows: [[String]],
        cancelTitle: String?
    ) -> (AlertView, FilterItem) {
        let list = FilterItem(
            table: TableColumns(names: columns, rows: rows),
            visibleRows: min(max(rows.count, 1), 10), placeholder: "")
        return (
            menuView(title: title, message: message, list: list, cancelTitle: cancelTitle), list
        )
    }
}
