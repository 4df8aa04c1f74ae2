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
        /// A menu, a button a row.
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
    static func install(
        on view: AlertView, dialect: DialogDialect, control: Control,
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
            guard !buttons.isEmpty else { return nil }
            if isRow(from) {
                if isList { lastRow = from }
                return step > 0 ? buttons.first : buttons.last
            }
            let position = buttons.firstIndex(of: from).map { $0 + step } ?? (step > 0 ? 0 : -1)
            if buttons.indices.contains(position) { return buttons[position] }
            return leader() ?? buttons[(position + buttons.count) % buttons.count]
        }
        if isList { view.interaction.tabOrder = { round($0, $1) } }
        view.interaction.arrowOrder = { key, from in
            // j and k move as they always did (the boxes' views leave them on).
            if case .character = key { return nil }
            let step = key == .left || key == .up ? -1 : 1
            if isRow(from) {
                guard isList else { return nil }
                lastRow = from
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
            default:
                return .ignored
            }
        }
    }
}
