import AlertCommandKit
import AlertEngine

/// The keys that move the focus in whiptail's and dialog's boxes, as in the real programs:
///
/// - In a list (a menu, a check list, a radio list), Tab leaves the list for the buttons
///   and comes back, rather than stepping through the rows one by one (which would make
///   Tab then Enter answer with the next row). whiptail goes round the list, then every
///   button (OK first): Tab then Enter presses OK with the row the list was left on.
///   dialog's OK is what Enter presses while the list has the focus, so Tab goes round the
///   list and the buttons after OK (Cancel, Extra, Help): Tab then Enter presses Cancel.
///   Shift-Tab goes the other way.
/// - The arrows, Home, End and the page keys on a list's rows stay among the rows: Down on
///   the last row, or End, never reaches Cancel. dialog's rows go round the buttons with
///   Left and Right, as Tab does. whiptail's menus ignore Left and Right; its check and
///   radio lists take them as Up and Down, and ignore Home and End.
/// - On a button, in every box: whiptail's Left and Up go to the button before (from the
///   first, back to the list or the field), Right and Down to the one after, and stop at
///   the last; dialog's Left and Right go round (through the list or the field, else from
///   the last button to the first), and so do Up and Down beside a field. Other moves do
///   nothing there (Down does not leave Yes for No in dialog, nor End in either).
///
/// Back on the list, the focus is on the row it left.
@MainActor
enum DialogFocusOrder {
    /// What a box shows above its buttons, as far as the focus keys go.
    enum Control {
        /// A menu: one list item, a row a stop, Enter choosing the focused row.
        case menu
        /// A check list or a radio list, one item with a row a stop.
        case ticked
        /// One text field (an input box, a password box): Left and Up from the first button
        /// go back to it, as in both programs.
        case field
        /// Nothing the arrows reach (a message, a yes/no question, a text box, a form).
        case other
    }

    /// Orders the focus keys on `view`, whose `control` (a list's rows, a field) is made of
    /// the targets `isRow` accepts; the buttons are its items that are a box's buttons
    /// (``DialogButton``'s action indices).
    /// A list's page keys move by `pageRows` rows as in each program (see ``pageMove``);
    /// nil leaves them to the view.
    /// A letter typed on a list's row does what it does in each program (see
    /// ``letterMove``), the rows read by `rowLabels` (what each shows first: its tag, or
    /// its item with `--notags`).
    static func install(
        on view: AlertView, dialect: DialogDialect, control: Control, pageRows: Int? = nil,
        rowLabels: PackedTexts = [],
        isRow: @escaping @MainActor (AlertFocusTarget) -> Bool
    ) {
        let isList = control == .menu || control == .ticked
        // dialog's OK is what Enter presses in a list, and no stop of its own there.
        let skipsOK = dialect == .dialog && isList
        var lastRow: AlertFocusTarget?
        let buttons: @MainActor () -> [AlertFocusTarget] = { [weak view] in
            guard let view else { return [] }
            return view.items.indices.filter { index in
                guard let action = (view.items[index] as? any AlertActionSource)?.actionIndex,
                    DialogButton.ok.actionIndex != action || !skipsOK
                else { return false }
                return (0...3).contains(action)
            }
            .map { AlertFocusTarget(item: $0, stop: 0) }
        }
        // The list's row it was left on, or the field.
        let leader: @MainActor () -> AlertFocusTarget? = { [weak view] in
            lastRow ?? view?.focusTargets.first(where: isRow)
        }
        // Tab (`step` 1) and Shift-Tab (-1) in a list, dialog's Left and Right everywhere:
        // from the control to the first or last button, from a button to the next one
        // round, the control when there is none (the buttons wrap in a box without one).
        let round: @MainActor (AlertFocusTarget, Int) -> AlertFocusTarget? = { from, step in
            let buttons = buttons()
            // A list whose only button is dialog's OK (`--nocancel`): Tab stays on the row.
            guard !buttons.isEmpty else { return isList ? from : nil }
            if isRow(from) {
                if isList { lastRow = from }
                return step > 0 ? buttons.first : buttons.last
            }
            let position = buttons.firstIndex(of: from).map { $0 + step } ?? (step > 0 ? 0 : -1)
            if buttons.indices.contains(position) { return buttons[position] }
            return leader() ?? buttons[(position + buttons.count) % buttons.count]
        }
        let policy = DialectKeyPolicy.of(view)
        if isList { policy.tab = { round($0, $1) } }
        // A list's rows are the stops of one item (a `ChecklistItem`): row n is stop n of
        // the item the focus is on, and there are as many as labels, so a key finds its
        // row in O(1), not by going through every stop of a long list.
        let rowCount: @MainActor () -> Int = { [weak view] in
            rowLabels.isEmpty ? view?.focusTargets.filter(isRow).count ?? 0 : rowLabels.count
        }
        let rowTarget = { (from: AlertFocusTarget, row: Int) in
            AlertFocusTarget(item: from.item, stop: row)
        }
        // The first row of the list's page, as the program scrolls it (the least scroll
        // that keeps the focused row in sight), followed at every key.
        var pageTop = 0
        // The rows by their first letter, at the first letter typed.
        var initials: RowInitials<String>?
        policy.arrows = { [weak view] key, from in
            if case .character(let letter) = key {
                // j and k move as they always did (the boxes' views leave them on); a
                // letter on a button is the view's own (dialog's hotkeys).
                guard isList, view != nil, letter != "j", letter != "k" else { return nil }
                // On a list box's button a letter moves nothing: dialog moves its list's
                // cursor behind the button (Enter still presses the button), newt's buttons
                // ignore letters.
                guard isRow(from) else { return .ignored }
                let row = from.stop
                let page = pageRows ?? rowCount()
                pageTop = scrolled(pageTop, toShow: row, pageRows: page)
                if initials == nil { initials = Self.initials(of: rowLabels) }
                let target = letterMove(
                    letter, from: row, initials: initials ?? RowInitials(), count: rowLabels.count,
                    pageTop: pageTop, pageRows: page, dialect: dialect, control: control)
                return target.map { .focus(rowTarget(from, $0)) } ?? .ignored
            }
            let step = key == .left || key == .up ? -1 : 1
            if isRow(from) {
                guard isList else { return nil }
                lastRow = from
                if let pageRows, key == .pageUp || key == .pageDown {
                    let row = from.stop
                    let move = pageMove(
                        from: row, rowCount: rowCount(), pageRows: pageRows, pageTop: &pageTop,
                        down: key == .pageDown, dialect: dialect)
                    return move.map { .focus(rowTarget(from, $0)) } ?? .ignored
                }
                if let pageRows {
                    pageTop = scrolled(pageTop, toShow: from.stop, pageRows: pageRows)
                }
                switch (dialect, key) {
                case (.dialog, .left), (.dialog, .right):
                    return round(from, step).map(AlertArrowMove.focus) ?? .ignored
                case (.whiptail, .left), (.whiptail, .right):
                    return control == .ticked ? .sameAs(key == .left ? .up : .down) : .ignored
                case (.whiptail, .home), (.whiptail, .end):
                    return control == .ticked ? .ignored : .within(isRow)
                default:
                    return .within(isRow)
                }
            }
            let buttons = buttons()
            guard let position = buttons.firstIndex(of: from) else { return nil }
            switch (dialect, key) {
            case (.dialog, .left), (.dialog, .right):
                return round(from, step).map(AlertArrowMove.focus) ?? .ignored
            case (.dialog, .up) where control == .field, (.dialog, .down) where control == .field:
                return round(from, step).map(AlertArrowMove.focus) ?? .ignored
            case (.whiptail, .left), (.whiptail, .up), (.whiptail, .right), (.whiptail, .down):
                let next = position + step
                if buttons.indices.contains(next) { return .focus(buttons[next]) }
                return next < 0 ? leader().map(AlertArrowMove.focus) ?? .ignored : .ignored
            // newt's form pages through its parts: from a button, Page Down goes to the last
            // one, Page Up back to the first part that takes the focus (the list, a field).
            case (.whiptail, .pageDown):
                return buttons.last.map(AlertArrowMove.focus) ?? .ignored
            case (.whiptail, .pageUp):
                return (leader() ?? buttons.first).map(AlertArrowMove.focus) ?? .ignored
            default:
                return .ignored
            }
        }
    }

    /// The first row of a page of `pageRows` rows that starts at `top` and is scrolled the
    /// least that shows row `row`: the way both programs scroll their lists.
    static func scrolled(_ top: Int, toShow row: Int, pageRows: Int) -> Int {
        min(max(top, row - max(pageRows, 1) + 1), row)
    }

    /// Where Page Down (`down`) or Page Up takes the focus from row `row` of `rowCount`, a
    /// page being `pageRows` rows whose first is `pageTop` (kept up to date); nil where
    /// it does not move. whiptail (newt) moves the row by a page down and by a page less one
    /// up; dialog goes down a page, and up to the page's first row, or from there a page up.
    static func pageMove(
        from row: Int, rowCount: Int, pageRows: Int, pageTop: inout Int, down: Bool,
        dialect: DialogDialect
    ) -> Int? {
        let page = max(pageRows, 1)
        let last = rowCount - 1
        pageTop = scrolled(pageTop, toShow: row, pageRows: page)
        let target: Int
        switch (dialect, down) {
        case (.whiptail, true): target = min(row + page, last)
        case (.whiptail, false): target = max(row - (page - 1), 0)
        case (.dialog, true): target = min(row + page, last)
        case (.dialog, false):
            if row != pageTop {
                target = pageTop
            } else if pageTop > 0 {
                target = row - min(pageTop, page)
            } else {
                return nil
            }
        }
        pageTop = scrolled(pageTop, toShow: target, pageRows: page)
        return target == row ? nil : target
    }

    /// The rows of `labels` by what each shows first, upper-cased: O(n), once.
    static func initials(of labels: PackedTexts) -> RowInitials<String> {
        RowInitials(labels.indices) { labels[$0].first.map { String($0).uppercased() } }
    }

    /// What `letter` typed on row `row` does, the `count` rows found by their first letter
    /// in `initials` (``initials(of:)``) and the page starting at `pageTop` (`pageRows`
    /// rows):
    /// - whiptail's menu (newt's list box) jumps on a letter of the alphabet only: to the
    ///   next row after this one that starts with it when this one does, else to the first
    ///   that does (without going round); its check and radio lists ignore letters.
    /// - dialog goes to the next row round whose label starts with the letter (letter case
    ///   aside); else a digit 1–9 goes to that row of the page; else nothing (a button's
    ///   hotkey does not press it from the list).
    ///
    /// The row the focus goes to, or nil where it stays. O(log n).
    static func letterMove(
        _ letter: Character, from row: Int, initials: RowInitials<String>, count: Int,
        pageTop: Int, pageRows: Int, dialect: DialogDialect, control: Control
    ) -> Int? {
        let wanted = String(letter).uppercased()
        switch dialect {
        case .whiptail:
            guard control == .menu, letter.isASCII, letter.isLetter else { return nil }
            let startsHere = initials.first(keyed: wanted, from: row) == row
            return initials.first(keyed: wanted, from: startsHere ? row + 1 : 0)
        case .dialog:
            if let found = initials.next(keyed: wanted, after: row) {
                return found == row ? nil : found
            }
            guard let digit = letter.wholeNumberValue, (1...9).contains(digit), letter.isASCII
            else { return nil }
            return digit - 1 < min(pageRows, count - pageTop) ? pageTop + digit - 1 : nil
        }
    }
}
