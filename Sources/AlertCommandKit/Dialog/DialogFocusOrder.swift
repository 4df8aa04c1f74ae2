import AlertEngine

/// The keys that move the focus in whiptail's and dialog's lists (menus, check lists, radio
/// lists), as in the real programs:
///
/// - Tab leaves the list for the buttons and comes back, rather than stepping through the
///   rows one by one (which would make Tab then Enter answer with the next row). whiptail
///   goes round the list, then every button (OK first): Tab then Enter presses OK with the
///   row the list was left on. dialog's OK is what Enter presses while the list has the
///   focus, so Tab goes round the list and the buttons after OK (Cancel, Extra, Help): Tab
///   then Enter presses Cancel. Shift-Tab goes the other way.
/// - The arrows, Home, End and the page keys on a list's rows stay among the rows: Down on
///   the last row, or End, never reaches Cancel. dialog's rows go round the buttons with
///   Left and Right, as Tab does. whiptail's menus ignore Left and Right; its check and
///   radio lists take them as Up and Down, and ignore Home and End.
/// - On a button: whiptail's Left and Up go to the button before (from OK, to the list),
///   Right and Down to the one after, and stop at the last; dialog's Left and Right go round
///   as Shift-Tab and Tab do. Other moves do nothing there.
///
/// Back on the list, the focus is on the row it left.
@MainActor
enum DialogFocusOrder {
    /// What kind of list the rows are.
    enum Rows {
        /// A menu, a button a row.
        case menu
        /// A check list or a radio list, one item with a row a stop.
        case ticked
    }

    /// Orders the focus keys on `view`, whose list rows (of kind `rows`) are the targets
    /// `isRow` accepts; the buttons are its items that are a box's buttons
    /// (``DialogButton``'s action indices).
    static func install(
        on view: AlertView, dialect: DialogDialect, rows: Rows,
        isRow: @escaping @MainActor (AlertFocusTarget) -> Bool
    ) {
        var lastRow: AlertFocusTarget?
        let buttons: @MainActor () -> [AlertFocusTarget] = { [weak view] in
            guard let view else { return [] }
            return view.items.indices.filter { index in
                guard let action = (view.items[index] as? any AlertActionSource)?.actionIndex,
                    DialogButton.ok.actionIndex != action || dialect == .whiptail
                else { return false }
                return (0...3).contains(action)
            }
            .map { AlertFocusTarget(item: $0, stop: 0) }
        }
        let list: @MainActor () -> AlertFocusTarget? = { [weak view] in
            lastRow ?? view?.focusTargets.first(where: isRow)
        }
        // Tab (`step` 1) and Shift-Tab (-1): from the list to the first or last button,
        // from a button to the next one round, the list when there is none.
        let round: @MainActor (AlertFocusTarget, Int) -> AlertFocusTarget? = { from, step in
            let buttons = buttons()
            guard !buttons.isEmpty else { return nil }
            if isRow(from) {
                lastRow = from
                return step > 0 ? buttons.first : buttons.last
            }
            let position = buttons.firstIndex(of: from).map { $0 + step } ?? (step > 0 ? 0 : -1)
            return buttons.indices.contains(position) ? buttons[position] : list()
        }
        view.interaction.tabOrder = { round($0, $1) }
        view.interaction.arrowOrder = { key, from in
            let step = key == .left || key == .up ? -1 : 1
            if isRow(from) {
                switch (dialect, key) {
                case (.dialog, .left), (.dialog, .right):
                    return round(from, step).map(AlertArrowMove.focus) ?? .ignored
                case (.whiptail, .left), (.whiptail, .right):
                    return rows == .ticked ? .sameAs(key == .left ? .up : .down) : .ignored
                case (.whiptail, .home), (.whiptail, .end):
                    return rows == .ticked ? .ignored : .within(isRow)
                default:
                    return .within(isRow)
                }
            }
            let buttons = buttons()
            guard let position = buttons.firstIndex(of: from) else { return nil }
            switch (dialect, key) {
            case (.dialog, .left), (.dialog, .right):
                return round(from, step).map(AlertArrowMove.focus) ?? .ignored
            case (.whiptail, .left), (.whiptail, .up), (.whiptail, .right), (.whiptail, .down):
                let next = position + step
                if buttons.indices.contains(next) { return .focus(buttons[next]) }
                return next < 0 ? list().map(AlertArrowMove.focus) ?? .ignored : .ignored
            default:
                return .ignored
            }
        }
    }
}
