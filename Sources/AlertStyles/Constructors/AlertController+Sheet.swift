import AlertPresentation
import AlertProtocol
import AlertQueue

extension AlertController {
    /// Shows an action sheet and returns it.
    ///
    /// Each action becomes a button whose action index is its position in `actions`.
    /// Destructive actions keep their place and colour; the first cancel action goes last,
    /// set apart by the big separator (TBActionSheet's layout); the others are separated
    /// by small separators. A background tap dismisses the sheet. A chosen action's handler
    /// runs after the sheet is gone, then `completion`.
    @discardableResult
    public func showSheet(
        title: String? = nil, message: String? = nil, actions: [AlertAction],
        options: AlertOptions = .init(), completion: (@MainActor (AlertResult) -> Void)? = nil
    ) -> AlertView {
        let view = Self.sheetView(title: title, message: message, actions: actions)
        show(view, options: options, completion: completion)
        return view
    }

    /// The view ``showSheet(title:message:actions:options:completion:)`` shows.
    static func sheetView(title: String?, message: String?, actions: [AlertAction]) -> AlertView {
        var items: [any AlertItem] = []
        if let title { items.append(TitleItem(title)) }
        if let message { items.append(MessageItem(message)) }
        let buttons = actions.enumerated().map { index, action in
            let (title, mnemonic) = ButtonItem.parseMnemonic(action.title)
            let button = ButtonItem(
                title: title, role: action.role, actionIndex: index, handler: action.handler)
            button.mnemonic = mnemonic
            return button
        }
        let cancelIndex = actions.firstIndex { $0.role == .cancel }
        for (index, button) in buttons.enumerated() where index != cancelIndex {
            if !items.isEmpty { items.append(SeparatorItem(.small)) }
            items.append(button)
        }
        if let cancelIndex {
            if !items.isEmpty { items.append(SeparatorItem(.big)) }
            items.append(buttons[cancelIndex])
        }
        return AlertView(style: .actionSheet, items: items)
    }
}
