import AlertCommandKit
import AlertDialog
import AlertEngine

/// zenity's `--list`: rows to choose one from (or, with `--multiple`, several), or a check
/// list of ticked rows (`--checklist`) or one mark (`--radiolist`); the answer is
/// ``ZenityList/answer(_:)``.
@MainActor
enum ZenityListRunner {
    /// Shows `list` with the title and buttons of `box`; `context` gets the end.
    static func show(
        _ list: ZenityList, _ box: DialogQuestion, _ text: String,
        on controller: AlertController, _ context: DialogRunner.Context
    ) {
        let entries = list.rows.indices.map { row in
            let cells = list.shown(row)
            return DialogEntry(
                tag: cells.first ?? "", item: cells.dropFirst().joined(separator: "  "),
                isOn: list.isOn(row))
        }
        guard list.hasMarks else {
            showRows(list, entries, box, text, context)
            return
        }
        let (labels, details) = DialogRows.columns(entries, box.options)
        var chosen = RowSet(entries.indices.filter { entries[$0].isOn })
        if list.mode == .radiolist, let first = chosen.first { chosen = [first] }
        let items = ChecklistItem(packed: labels, details: details, chosen: chosen)
        items.isExclusive = list.mode == .radiolist
        let view = DialogRunner.alert(box, text, control: items, buttons: [.cancel, .ok])
        // j and k are letters of the list, as in zenity's.
        _ = DialectKeyPolicy.of(view)
        context.show(view) { result in
            let rows = Array(items.chosen)
            context.finish(DialogRunner.button(of: result), list.answer(rows))
        }
    }

    /// A plain list, as GTK's tree view under zenity takes its keys: the headings (a stop
    /// of their own, ``ZenityListHeadingItem``), the rows (one list item, its rows data, not
    /// a view each), then Cancel and OK, Tab going from the rows to Cancel, then OK.
    ///
    /// The list has the focus but no cursor at first, so Enter does nothing; the first
    /// arrow key puts the cursor on the first row (selected in a single-choice list, so
    /// Down then goes on to the second; with `--multiple` nothing is selected, and Up or
    /// Down selects the first row where it is). Each move selects the row it reaches alone;
    /// Space selects the focused row alone, or in a `--multiple` list ticks or unticks it
    /// (GTK's Ctrl+Space). A click on a row puts the cursor there and selects it alone.
    /// Enter on a row answers that row alone (in an `--editable` list it edits the cell
    /// under the cursor); OK answers the rows selected (none: an empty answer, exit 0), as
    /// zenity's does. A letter typed searches, as GTK's tree view does: the cursor goes to
    /// the first row starting with what was typed (letter case aside), Up and Down to the
    /// match before or after, Backspace takes a letter back, Enter answers the row found,
    /// Esc and Tab end the search (so does a pause of five seconds).
    private static func showRows(
        _ given: ZenityList, _ entries: [DialogEntry], _ box: DialogQuestion, _ text: String,
        _ context: DialogRunner.Context
    ) {
        // The list as its cells are edited (`--editable`) and sorted.
        var list = given
        let editor = list.isEditable ? ZenityCellEditor(columns: list.columns.count) : nil
        let isMultiple = list.mode == .multiple
        let (labels, details) = DialogRows.columns(entries, box.options)
        // A --multiple list marks the rows selected; a single-choice list's selection is
        // its cursor, drawn as the focus.
        let items = ChecklistItem(packed: labels, details: details)
        items.showsMarks = isMultiple
        items.centresMenuRows = false
        let rowCount = labels.count
        // The columns' headings: a line over the rows in their columns, a stop of its own,
        // whose headings sort the rows.
        let heading =
            list.showsHeadings
            ? ZenityListHeadingItem(
                titles: list.hasMarks ? Array(list.columns.dropFirst()) : list.columns,
                list: items) : nil
        let controls: [any AlertItem] = [heading].compactMap { $0 } + [items]
        let view = DialogRunner.alert(box, text, controls: controls, buttons: [.cancel, .ok])
        let listIndex = view.items.firstIndex { $0 === items }
        let rowOf = { [weak view] (target: AlertFocusTarget?) -> Int? in
            guard let view, let target, view.items.indices.contains(target.item),
                view.items[target.item] === items
            else { return nil }
            return target.stop
        }
        let target = { (row: Int) -> AlertFocusTarget? in
            guard (0..<rowCount).contains(row), let listIndex else { return nil }
            return AlertFocusTarget(item: listIndex, stop: row)
        }
        // Whether an arrow key has put the cursor on the list yet; the rows selected.
        var hasCursor = false
        var selected: RowSet = []
        let select = { [weak view] (rowsSelected: RowSet) in
            selected = rowsSelected
            if isMultiple {
                items.choose(rowsSelected)
                view?.setNeedsDisplay()
            }
        }
        // The row whose cursor cell is marked, in an editable list.
        var markedRow: Int?
        // Row `row` shown as the editor shows it (the cell edited, the cursor's cell).
        let relabel = { (row: Int) in
            guard (0..<rowCount).contains(row), let editor else { return }
            let cells = editor.shown(list.shown(row), row: row, cursorRow: markedRow)
            items.shownInstead[row] = (cells.first ?? "", cells.dropFirst().joined(separator: "  "))
        }
        let policy = DialectKeyPolicy.of(view)
        // No letter presses a button (a desktop presses them with Alt and the letter).
        policy.letters = { _, _ in false }
        let buttonTarget = { [weak view] (button: DialogButton) -> AlertFocusTarget? in
            view?.focusTargets.first {
                (view?.items[$0.item] as? any AlertActionSource)?.actionIndex
                    == button.actionIndex
            }
        }
        let headingTarget = { [weak view] () -> AlertFocusTarget? in
            guard let heading, let index = view?.items.firstIndex(where: { $0 === heading })
            else { return nil }
            return AlertFocusTarget(item: index, stop: 0)
        }
        // Tab: the headings, the rows, Cancel, OK, round; Shift-Tab the other way.
        var lastRow = 0
        items.rowClicked = { row in
            hasCursor = true
            lastRow = row
            select([row])
        }
        policy.tab = { from, step in
            let ring = [headingTarget(), target(lastRow), buttonTarget(.cancel), buttonTarget(.ok)]
                .compactMap { $0 }
            if let row = rowOf(from) { lastRow = row }
            let rowsAt = heading == nil ? 0 : 1
            let position = rowOf(from) != nil ? rowsAt : ring.firstIndex(of: from) ?? 0
            guard !ring.isEmpty else { return nil }
            let next = ring[(position + step + ring.count) % ring.count]
            // From the headings the list gets a cursor, on its row, with nothing selected
            // (an arrow then selects the row where the cursor is), as GTK's tree view does.
            if from == headingTarget(), rowOf(next) != nil { hasCursor = true }
            return next
        }
        let pageRows = max(DialogRows.pageRows(box, text: text) ?? 10, 1)
        policy.arrows = { key, from in
            // The headings' Left and Right are theirs; nothing else moves from them.
            if from == headingTarget() { return key == .left || key == .right ? nil : .ignored }
            guard let row = rowOf(from) else {
                // On a button: Left and Right between Cancel and OK (no further), Up back
                // to the list.
                switch key {
                case .left: return buttonTarget(.cancel).map(AlertArrowMove.focus) ?? .ignored
                case .right: return buttonTarget(.ok).map(AlertArrowMove.focus) ?? .ignored
                case .up: return target(lastRow).map(AlertArrowMove.focus) ?? .ignored
                default: return .ignored
                }
            }
            let last = rowCount - 1
            switch key {
            case .up, .down, .home, .end, .pageUp, .pageDown: break
            default: return .ignored
            }
            if !hasCursor {
                hasCursor = true
                if !isMultiple { selected = [0] }
            }
            let next: Int
            switch key {
            case .up, .down:
                // Nothing selected: the key selects the cursor's row, where it is.
                if selected.isEmpty {
                    next = row
                } else {
                    next = min(max(row + (key == .up ? -1 : 1), 0), last)
                }
            case .home: next = 0
            case .end: next = last
            case .pageUp: next = max(row - pageRows, 0)
            case .pageDown: next = min(row + pageRows, last)
            default: return .ignored
            }
            select([next])
            lastRow = next
            return target(next).map(AlertArrowMove.focus) ?? .ignored
        }
        // Type-ahead, as GTK's tree view searches: the text typed so far (nil: no search),
        // which match of it the cursor is on (1: the first), and when it was last typed
        // into (the search closes after five seconds).
        var search: String?
        var match = 0
        // The row Enter was pressed on, when it answers it.
        var enteredRow: Int?
        var searchedAt = ContinuousClock.now
        let find = { [weak view] (text: String, wanted: Int) -> Bool in
            // GTK's search first unselects every row, then selects the match it finds.
            select([])
            guard !text.isEmpty, wanted >= 1,
                let found = list.row(startingWith: text, matching: wanted)
            else { return false }
            match = wanted
            lastRow = found
            select([found])
            if let target = target(found) { _ = view?.focus(target) }
            return true
        }
        // An editable list's row `row` drawn again, its cells as the editor shows them.
        let redraw = { [weak view] (row: Int) in
            relabel(row)
            view?.setNeedsDisplay()
        }
        let startEditing = { (row: Int) in
            guard let editor else { return }
            let cells = list.shown(row)
            editor.start(
                row: row, text: cells.indices.contains(editor.column) ? cells[editor.column] : "")
            redraw(row)
        }
        policy.meaning = { [weak view] key in
            guard let view, let row = rowOf(view.focusedTarget) else { return key }
            let none = AlertKeyInput.text("")
            // A cell being edited takes every key but Alt and a letter (a button's).
            if let editor, let edited = editor.editing?.row {
                switch editor.handle(key) {
                case .kept(let edited, let text):
                    list.setCell(row: edited, column: editor.column, to: text)
                    redraw(edited)
                case .edited, .dropped: redraw(edited)
                case .unused:
                    if case .mnemonic = key { return key }
                }
                return none
            }
            // Left and Right move an editable list's cursor to the cell beside.
            if let editor, search == nil, hasCursor, key == .left || key == .right {
                if editor.moveColumn(by: key == .left ? -1 : 1) { redraw(row) }
                return none
            }
            if search != nil, ContinuousClock.now - searchedAt > .seconds(5) { search = nil }
            // Whether this key starts the search on a list with no cursor yet.
            var placesCursor = false
            if search == nil {
                // A letter starts the search; Space too while the list has no cursor.
                switch key {
                case .character(let letter) where letter != " " || !hasCursor: search = ""
                case .text(let text) where !text.isEmpty: search = ""
                default: break
                }
                placesCursor = search != nil && !hasCursor
                if placesCursor { hasCursor = true }
            }
            if let typed = search {
                searchedAt = .now
                var text = typed
                switch key {
                case .character(let letter): text += String(letter)
                case .text(let more): text += more
                case .backspace: text = String(typed.dropLast())
                // Up and Down go to the match before or after; where there is none the
                // cursor stays on the one it was on.
                case .up, .down:
                    if !find(typed, match + (key == .up ? -1 : 1)) { _ = find(typed, match) }
                    return none
                // Enter answers the row found (a selected row); Esc and Tab end the search
                // alone.
                case .enter, .submit:
                    search = nil
                    guard selected.contains(row) else { return none }
                    // An editable list edits the row found, as Enter on a row does.
                    if editor != nil {
                        startEditing(row)
                        return none
                    }
                    enteredRow = row
                    return key
                case .escape, .tab, .backTab:
                    search = nil
                    return none
                default:
                    return none
                }
                search = text
                // Where nothing is found, the cursor the search put on the first row
                // selects it in a single-choice list.
                if !find(text, 1), placesCursor, !isMultiple { select([0]) }
                return none
            }
            switch key {
            // Before any arrow key the list has no cursor: GTK's does nothing with Enter.
            case .enter where !hasCursor:
                return none
            // Enter on an editable list's row edits its cell in the cursor's column.
            case .enter where editor != nil:
                startEditing(row)
                return none
            // Space selects the focused row alone; in a --multiple list it ticks or
            // unticks it among the others (GTK's Ctrl+Space).
            case .character(" "):
                select(isMultiple ? selected.symmetricDifference([row]) : [row])
                lastRow = row
                return none
            // Ctrl+A selects every row of a --multiple list.
            case .edit(.selectAll) where isMultiple:
                select(RowSet(0..<rowCount))
                return none
            // A single-choice list has nothing to select all of.
            case .edit(.selectAll):
                return none
            // Enter on a row answers that row alone.
            case .enter, .submit:
                enteredRow = row
                return key
            default: return key
            }
        }
        // The rows sorted by a heading's column, the selection and the cursor going with
        // their rows.
        heading?.sort = { [weak view] column, ascending in
            let keys = list.rows.indices.map { row in
                let cells = list.shown(row)
                return cells.indices.contains(column) ? cells[column] : ""
            }
            // Stable: rows of one key keep their order, either way.
            let order = list.rows.indices.sorted { first, second in
                let (a, b) = ascending ? (keys[first], keys[second]) : (keys[second], keys[first])
                if a == b { return first < second }
                return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
            }
            var position = Array(repeating: 0, count: order.count)
            for (index, row) in order.enumerated() { position[row] = index }
            list.rows = order.map { list.rows[$0] }
            // The list's rows (their cells, shown cells and marks) in the new order.
            items.reorderRows(order)
            selected = RowSet(selected.map { position[$0] })
            markedRow = markedRow.map { position[$0] }
            // The cursor goes with its row; a list without a cursor yet gets one on its
            // first row, whatever the order.
            if hasCursor, position.indices.contains(lastRow) {
                lastRow = position[lastRow]
                if let view, rowOf(view.focusedTarget) != nil, let moved = target(lastRow) {
                    _ = view.focus(moved)
                }
            }
            view?.setNeedsLayout()
        }
        // An editable list's cursor cell is marked on the row the cursor is on, once it has
        // one.
        if editor != nil {
            view.onNeedsDisplay = { _ in
                let wanted = hasCursor ? lastRow : nil
                guard wanted != markedRow else { return }
                let old = markedRow
                markedRow = wanted
                if let old { relabel(old) }
                if let wanted { redraw(wanted) }
            }
        }
        context.show(view) { result in
            // Enter on a row answers that row alone.
            if let row = enteredRow {
                return context.finish(.ok, list.answer([row]))
            }
            context.finish(DialogRunner.button(of: result), list.answer(Array(selected)))
        }
    }
}
