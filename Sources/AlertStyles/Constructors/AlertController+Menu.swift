import AlertPresentation
import AlertProtocol
import AlertQueue

extension AlertController {
    /// Shows a menu, one button per choice, and passes the value of the one chosen to
    /// `completion`.
    ///
    /// The alert of ``showAlert(title:message:icon:cancelTitle:otherTitles:options:completion:)``
    /// with the choices' labels for `otherTitles`: choice `i` has action index `i + 1`, the
    /// cancel button (nil: none) index 0, placed last below two or more buttons. Choices with
    /// a detail show it in a second column, the details lined up (see ``AlertChoice``).
    /// `completion` gets the chosen choice's value, and nil for Cancel or any other way out.
    /// Choices are told apart by their place, so equal labels are different answers. The
    /// first choice has the focus first, so Enter alone chooses it. Home, End, Page Up and
    /// Page Down go through the choices only (End is the last choice, never Cancel); the
    /// arrows walk on to Cancel.
    @discardableResult
    public func showMenu<Value>(
        title: String?, message: String? = nil, choices: [AlertChoice<Value>],
        cancelTitle: String? = AlertStrings.current.cancel, options: AlertOptions = .init(),
        completion: (@MainActor (Value?) -> Void)? = nil
    ) -> AlertView {
        let (labels, details) = AlertChoice.columns(of: choices)
        let view = Self.menuView(
            title: title, message: message, labels: labels, details: details,
            cancelTitle: cancelTitle)
        show(view, options: options) { result in
            completion?(
                Self.chosenRow(result).flatMap { AlertChoice.values(of: choices, at: [$0]).first })
        }
        return view
    }

    /// Offers `choices` in a menu and returns the value of the one chosen, or nil for
    /// Cancel or any other way out. The alert is the one
    /// ``showMenu(title:message:choices:cancelTitle:options:completion:)`` shows.
    public func choose<Value>(
        _ title: String?, message: String? = nil, choices: [AlertChoice<Value>],
        cancelTitle: String? = AlertStrings.current.cancel, options: AlertOptions = .init()
    ) async -> Value? {
        let (labels, details) = AlertChoice.columns(of: choices)
        let view = Self.menuView(
            title: title, message: message, labels: labels, details: details,
            cancelTitle: cancelTitle)
        let row = Self.chosenRow(await present(view, options: options))
        return row.flatMap { AlertChoice.values(of: choices, at: [$0]).first }
    }

    /// The view of a menu: the title and message, a button per label (action index `i + 1`;
    /// with `details`, in two columns shared by every row), and the cancel button (index 0)
    /// beside one other button or last below more. The first row has the focus first (set
    /// `initialFocusActionIndex` for another). Home, End and the page keys on a row stay
    /// among the rows (rows added later, with action indices from 1, count too). With no
    /// button at all, a background tap dismisses it.
    package static func menuView(
        title: String?, message: String?, labels: [String], details: [String]?,
        cancelTitle: String?
    ) -> AlertView {
        var items: [any AlertItem] = []
        if let title { items.append(TitleItem(title)) }
        if let message { items.append(MessageItem(message)) }
        let columns = details.map { ChoiceColumns(labels: labels, details: $0) }
        let rows = labels.enumerated().map { row, label in
            let button = ButtonItem(title: label, actionIndex: row + 1)
            button.columns = columns
            button.columnRow = row
            button.drawsMnemonic = false
            return button
        }
        let buttons = placingCancel(cancelTitle, among: rows)
        let view = AlertView(items: items + buttons)
        if buttons.isEmpty { view.allowsBackgroundDismissal = true }
        // A menu starts on its first row, as whiptail's does (an alert on its last button).
        if !labels.isEmpty { view.initialFocusActionIndex = 1 }
        view.interaction.keyPolicy = MenuKeyPolicy(view: view)
        return view
    }

    /// A menu's keys: Home, End and the page keys on a row stay among the rows (actions
    /// with an index above 0); the rest are the standard keys.
    private struct MenuKeyPolicy: AlertKeyPolicy {
        weak var view: AlertView?

        func arrowMove(_ key: AlertKeyInput, from: AlertFocusTarget) -> AlertArrowMove? {
            guard key == .home || key == .end || key == .pageUp || key == .pageDown,
                let view
            else { return nil }
            let isRow: @MainActor (AlertFocusTarget) -> Bool = { target in
                ((view.items[target.item] as? ButtonItem)?.actionIndex ?? 0) > 0
            }
            return isRow(from) ? .within(isRow) : nil
        }
    }

    /// The menu row (0-based) a result chose, or nil for Cancel or any other way out.
    static func chosenRow(_ result: AlertResult) -> Int? {
        guard case .action(let index) = result.reason, index > 0 else { return nil }
        return index - 1
    }
}
