import AlertEngine

/// The cell editing of zenity's `--list --editable`, as GTK's tree view edits a cell in
/// place: Left and Right move the cursor's column among the shown ones (no further than
/// the first and the last), Enter on a row edits its cell in that column, the text
/// selected (typing replaces it, End then appends); while editing, the keys edit the text,
/// Enter and Tab keep it, Esc drops it.
@MainActor
final class ZenityCellEditor {
    /// What a key did while a cell was edited.
    enum Outcome: Equatable {
        /// The text changed, or the caret moved.
        case edited
        /// The edit is kept: `text` goes into the row's cell in ``column``.
        case kept(row: Int, text: String)
        /// The edit is dropped.
        case dropped
        /// The key does nothing in an edit.
        case unused
    }

    /// The number of shown columns.
    let columns: Int
    /// The cursor's column, among the shown ones.
    private(set) var column = 0
    /// The row whose cell is being edited and its text, or nil.
    private(set) var editing: (row: Int, buffer: AlertTextBuffer)?

    /// An editor of `columns` shown columns.
    init(columns: Int) {
        self.columns = max(columns, 1)
    }

    /// Moves the cursor's column by `step`; false at an edge.
    func moveColumn(by step: Int) -> Bool {
        let moved = min(max(column + step, 0), columns - 1)
        defer { column = moved }
        return moved != column
    }

    /// Starts editing row `row`'s cell, which holds `text`, all of it selected.
    func start(row: Int, text: String) {
        guard var buffer = try? AlertTextBuffer(text: text) else { return }
        _ = buffer.selectAll()
        editing = (row, buffer)
    }

    /// Applies `key` to the edit under way (`.unused` when there is none).
    func handle(_ key: AlertKeyInput) -> Outcome {
        guard let row = editing?.row, var buffer = editing?.buffer else { return .unused }
        switch key {
        case .enter, .submit, .tab, .backTab:
            editing = nil
            return .kept(row: row, text: buffer.text)
        case .escape:
            editing = nil
            return .dropped
        case .character(let letter): _ = buffer.insert(String(letter))
        case .text(let text): _ = buffer.insert(text)
        case .backspace: _ = buffer.backspace()
        case .left: _ = buffer.moveLeft()
        case .right: _ = buffer.moveRight()
        case .home: _ = buffer.moveHome()
        case .end: _ = buffer.moveEnd()
        case .edit(let edit): _ = buffer.apply(edit)
        default: return .unused
        }
        editing = (row, buffer)
        return .edited
    }

    /// Row `row`'s `cells` as drawn: the cell being edited with a caret (`▏`) where the
    /// cursor is, or on `cursorRow` the cursor's cell in brackets.
    func shown(_ cells: [String], row: Int, cursorRow: Int?) -> [String] {
        var cells = cells
        guard cells.indices.contains(column) else { return cells }
        if let (edited, buffer) = editing, edited == row {
            let text = buffer.text
            let caret = text.index(text.startIndex, offsetBy: buffer.cursor)
            cells[column] = text[..<caret] + "▏" + text[caret...]
        } else if row == cursorRow {
            cells[column] = "[" + cells[column] + "]"
        }
        return cells
    }
}
