import AlertEngine

/// Tab in whiptail's and dialog's lists (menus, check lists, radio lists): it leaves the
/// list for the buttons and comes back, as in the real programs, rather than stepping
/// through the rows one by one (which would make Tab then Enter answer with the next row).
///
/// - whiptail goes round the list, then every button (OK first): Tab then Enter presses OK
///   with the row the list was left on.
/// - dialog's OK is what Enter presses while the list has the focus, so Tab goes round the
///   list and the buttons after OK (Cancel, Extra, Help): Tab then Enter presses Cancel.
///
/// Shift-Tab goes the other way. Back on the list, the focus is on the row it left.
@MainActor
enum DialogTabOrder {
    /// Orders Tab on `view`, whose list rows are the targets `isRow` accepts; the buttons
    /// are its items that are a box's buttons (``DialogButton``'s action indices).
    static func install(
        on view: AlertView, dialect: DialogDialect,
        isRow: @escaping @MainActor (AlertFocusTarget) -> Bool
    ) {
        var lastRow: AlertFocusTarget?
        view.interaction.tabOrder = { [weak view] from, step in
            guard let view else { return nil }
            let buttons = view.items.indices.filter { index in
                guard let action = (view.items[index] as? any AlertActionSource)?.actionIndex,
                    DialogButton.ok.actionIndex != action || dialect == .whiptail
                else { return false }
                return (0...3).contains(action)
            }
            .map { AlertFocusTarget(item: $0, stop: 0) }
            guard !buttons.isEmpty else { return nil }
            if isRow(from) {
                lastRow = from
                return step > 0 ? buttons.first : buttons.last
            }
            // A button (or dialog's OK, reached by the arrows): the next one round, the list
            // when there is none.
            let position = buttons.firstIndex(of: from).map { $0 + step } ?? (step > 0 ? 0 : -1)
            guard buttons.indices.contains(position) else {
                return lastRow ?? view.focusTargets.first(where: isRow)
            }
            return buttons[position]
        }
    }
}
