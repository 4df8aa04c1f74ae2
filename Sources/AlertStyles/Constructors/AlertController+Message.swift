extension AlertController {
    /// Shows a message with one button (action index 0) and returns the alert.
    @discardableResult
    public func showMessage(
        _ message: String, buttonTitle: String = "OK", options: AlertOptions = .init(),
        completion: (@MainActor (AlertResult) -> Void)? = nil
    ) -> AlertView {
        let view = AlertView(
            style: .alert,
            items: [
                MessageItem(message),
                ButtonItem(title: buttonTitle, role: .cancel, actionIndex: 0),
            ])
        show(view, options: options, completion: completion)
        return view
    }
}
