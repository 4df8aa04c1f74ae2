import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// A filter without its query line: a plain list (`alert choose`), whose letters jump to
/// the next row starting with them.
extension FilterItem {
    /// The rows drawn: every visible row of a filter (its height never changes as it is
    /// typed into); a plain list only as many as it has (at least one), up to them.
    var rowsDrawn: Int {
        showsQuery ? shownRows : max(min(matches.count, shownRows), 1)
    }

    /// The lines of the item: the query line (a filter), a table's column names, the
    /// rows, and the count line when there is one.
    var lineCount: Int {
        linesAboveRows + rowsDrawn + (statusLine == nil ? 0 : 1)
    }

    /// The lines over the rows: the query line (a filter), then a table's column names.
    var linesAboveRows: Int {
        (showsQuery ? 1 : 0) + (table == nil ? 0 : 1)
    }

    /// The line under the rows: a filter's `matches/choices` (and ticks); a plain list's
    /// count while rows are coming, its ticks, or where the cursor is in a list longer
    /// than its rows; why the last answer was refused. Nil: a short plain list has none.
    var statusLine: String? {
        if let validationMessage { return validationMessage }
        let coming = isReceivingChoices ? "…" : ""
        guard !showsQuery else {
            let count = "\(matchCount)/\(choices.count)" + coming
            return picksSeveral ? count + " · \(ticked.count) ticked" : count
        }
        if picksSeveral {
            let most = selection.maximum.flatMap { $0 < choices.count ? " (at most \($0))" : nil }
            return "\(ticked.count) of \(choices.count.formattedWithGrouping)\(coming) ticked"
                + (most ?? "")
        }
        if isReceivingChoices { return choices.count.formattedWithGrouping + coming }
        guard matches.count > shownRows else { return nil }
        return "\((highlighted + 1).formattedWithGrouping)/\(matches.count.formattedWithGrouping)"
    }

    /// A plain list's keys: the arrows, Home, End and the pages move the highlight (O(1)),
    /// a letter jumps to the next row starting with it (O(log n) once the rows are
    /// indexed), Tab with ``tabMovesOn`` ticks and moves on (Shift-Tab up), and select-all
    /// (``AlertTextEdit/selectAll``) ticks every row or none.
    func handleListKey(_ key: AlertKeyInput) -> AlertItemResponse {
        if let response = cursorResponse(to: key) { return response }
        switch key {
        case .tab where tabMovesOn, .backTab where tabMovesOn:
            guard toggleHighlighted() else { return .ignored }
            _ = step(key == .tab ? 1 : -1)
            return .handled
        case .edit(.selectAll): return tickAll() ? .handled : .ignored
        case .character(let letter): return jump(to: letter) ? .handled : .ignored
        default: return .ignored
        }
    }

    /// A filter's and a plain list's keys that move the highlight: Up and Down by a row
    /// (round from one end to the other with ``wrapsAround``), Home and End to either end,
    /// Page Up and Page Down by the rows shown; handled when it moved, ignored at an end,
    /// nil for any other key. O(1).
    func cursorResponse(to key: AlertKeyInput) -> AlertItemResponse? {
        let moved: Bool
        switch key {
        case .up: moved = step(-1)
        case .down: moved = step(1)
        case .home: moved = moveHighlight(by: -highlighted)
        case .end: moved = moveHighlight(by: matches.count)
        case .pageUp: moved = moveHighlight(by: -shownRows)
        case .pageDown: moved = moveHighlight(by: shownRows)
        default: return nil
        }
        return moved ? .handled : .ignored
    }

    /// Moves the highlight a row down (`direction` 1) or up (-1); with ``wrapsAround``, from
    /// the last match to the first and back. False when it did not move. O(1).
    func step(_ direction: Int) -> Bool {
        if wrapsAround, matches.count > 1 {
            if direction > 0, highlighted == matches.count - 1 {
                return moveHighlight(by: -highlighted)
            }
            if direction < 0, highlighted == 0 { return moveHighlight(by: matches.count - 1) }
        }
        return moveHighlight(by: direction)
    }

    /// Ticks every row (up to the maximum, in order), or none when as many as may be are
    /// ticked already (gum's select-all); false when picking one. O(n).
    @discardableResult
    package func tickAll() -> Bool {
        guard picksSeveral, !choices.isEmpty else { return false }
        let most = min(choices.count, selection.maximum ?? choices.count)
        if ticked.count < most, remembersTickOrder {
            tickMore(0..<most)
            // Past the maximum (some ticked beyond the first `most`): the first `most` alone.
            if ticked.count > most { tick(0..<most) }
        } else if ticked.count < most {
            // In list order, the union with the first `most` is those alone: O(n / 64).
            ticked = RowSet(0..<most)
        } else {
            tick([])
        }
        validationMessage = nil
        return true
    }

    /// Moves the highlight to the next row after it whose first letter is `letter` (case
    /// ignored), wrapping round; false when no other row starts with it. A plain list's
    /// rows are its choices in order, so a row is its choice's index.
    func jump(to letter: Character) -> Bool {
        guard !showsQuery, let scalar = letter.unicodeScalars.first,
            letter.unicodeScalars.count == 1
        else { return false }
        if rowsByInitial == nil {
            rowsByInitial = RowInitials()
            indexInitials(of: choices.indices)
        }
        // The first row after the highlighted one (a binary search), else the first.
        guard let target = rowsByInitial?.next(keyed: FuzzyMatcher.fold(scalar), after: highlighted)
        else { return false }
        return moveHighlight(by: target - highlighted)
    }

    /// Adds the rows of `range` to ``rowsByInitial``, by their first letters folded.
    func indexInitials(of range: Range<Int>) {
        for row in range {
            rowsByInitial?.add(row, key: choices.firstScalar(of: row).map(FuzzyMatcher.fold))
        }
    }

    /// What plain mode asks for in a plain list.
    var listTextFormat: String {
        picksSeveral
            ? "the numbers of your choices, such as 1,3 or 2-4, or one written out in full"
            : "the number of your choice, or the choice written out in full"
    }

    /// Plain mode's line in a plain list (not a choice written out in full): numbers such
    /// as `3` (picking one) or `1,3` and `2-4` (picking several; none is an empty line)
    /// highlight or tick those rows; anything else is refused (false), there being no
    /// query to search with.
    func pickListRows(_ line: String) -> Bool {
        guard picksSeveral else {
            guard let number = Int(line), line.allSatisfy(\.isASCII), number >= 1,
                number <= matches.count
            else { return false }
            moveHighlight(by: number - 1 - highlighted)
            validationMessage = nil
            return true
        }
        guard let rows = ChecklistItem.rows(in: line, count: matches.count) else {
            return false
        }
        tick(Set(rows.map { matches[$0] }))
        validationMessage = nil
        return true
    }

    /// `List:` and every row, numbered (`1. [x] first` when picking several, its ticks
    /// counted under them), then why the last answer was refused: plain lines are for
    /// screen readers and logs, so none is left out.
    var listDescription: String {
        var lines = ["List:"]
        lines.reserveCapacity(choices.count + 4)
        if let table { lines.append("Columns: " + table.names.joined(separator: "  ")) }
        for (row, index) in matches.enumerated() {
            let mark = picksSeveral ? (ticked.contains(index) ? "[x] " : "[ ] ") : ""
            let text = columns?.text(of: index) ?? choices[index]
            lines.append("\(row + 1). \(mark)\(ChecklistItem.oneLine(text))")
        }
        if picksSeveral { lines.append("ticked: \(ticked.count)") }
        if let validationMessage { lines.append("— not accepted: \(validationMessage)") }
        return lines.joined(separator: "\n")
    }
}

extension FilterItem: AlertClickableItem {
    /// A click on a row highlights it (and ticks or unticks it when picking several) and
    /// focuses the list; a second click on the highlighted row of a list picking one
    /// answers, as a menu's row did. A click on the query line focuses the filter.
    package func handleClick(at point: CGPoint, size: CGSize, context: AlertDrawContext)
        -> AlertItemResponse
    {
        let line = context.measurer.lineHeight(for: .message)
        guard line > 0 else { return .focusStop(0) }
        let row = Int((point.y / line).rounded(.down)) - linesAboveRows
        let rank = firstVisible + row
        guard row >= 0, row < rowsDrawn, matches.indices.contains(rank) else {
            return .focusStop(0)
        }
        let wasHighlighted = rank == highlighted && context.isFocused
        moveHighlight(by: rank - highlighted)
        if picksSeveral {
            toggleHighlighted()
        } else if wasHighlighted {
            return .submit
        }
        return .focusStop(0)
    }
}

extension FilterItem: AlertStopDescribingItem {
    /// The list as it reads where one line is all there is (a screen reader's name for it,
    /// a terminal too small for the card): the highlighted row (`[x] 3. third` when picking
    /// several, `3. third` else), after the query and the count of matches in a filter
    /// (`> th · 3/12 third`). O(the row's length): never every row.
    package func textDescription(forStop stop: Int) -> String? {
        let query = "> \(ChecklistItem.oneLine(self.query)) · "
        guard matches.indices.contains(highlighted) else {
            return showsQuery ? query + "no match" : nil
        }
        let index = matches[highlighted]
        let mark = picksSeveral ? (ticked.contains(index) ? "[x] " : "[ ] ") : ""
        let text = ChecklistItem.oneLine(rowText(index))
        guard showsQuery else { return "\(mark)\(highlighted + 1). \(text)" }
        return query + "\(highlighted + 1)/\(matches.count) \(mark)\(text)"
    }
}

extension Int {
    /// The number with a comma between each group of three digits (`12,480`), as fzf
    /// counts what it reads.
    package var formattedWithGrouping: String {
        let digits = String(magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return self < 0 ? "-" + grouped : grouped
    }
}
