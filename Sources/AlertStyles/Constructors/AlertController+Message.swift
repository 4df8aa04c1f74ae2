import AlertPresentation
import AlertProtocol
import AlertQueue

extension AlertController {
    /// Shows a message with one button (action index 0) and returns the alert. The button
    /// says OK in the user's language (``AlertStrings/current``) unless the call names it.
    @discardableResult
    public func showMessage(
        _ message: String, buttonTitle: String = AlertStrings.current.ok,
        options: AlertOptions = .init(), completion: (@MainActor (AlertResult) -> Void)? = nil
    ) -> AlertView {
        let view = Self.messageView(message, buttonTitle: buttonTitle)
        show(view, options: options, completion: completion)
        return view
    }

    /// The view ``showMessage(_:buttonTitle:options:completion:)`` shows.
    static func messageView(_ message: String, buttonTitle: String) -> AlertView {
        AlertView(
            style: .alert,
            items: [
                MessageItem(message),
                ButtonItem(markedTitle: buttonTitle, role: .cancel, actionIndex: 0),
            ])
    }
}
