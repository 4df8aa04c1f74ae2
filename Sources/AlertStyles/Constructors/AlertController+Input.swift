import AlertPresentation
import AlertProtocol
import AlertQueue

extension AlertController {
    /// Shows a text input alert and returns it.
    ///
    /// A text field (focused, result key "text") above Cancel (action index 0) and OK
    /// (action index 1), titled in the user's language unless the call names them. Enter in
    /// the field activates OK. `completion` gets the text for OK and nil for Cancel or any
    /// other way out.
    ///
    /// `validate`, when given, is the rule the text must follow: it returns nil for text
    /// that fits, else the message shown under the field until the next try, and OK waits until the text fits
    /// (Cancel never waits). It comes last, so that a trailing closure stays the completion.
    @discardableResult
    public func showInput(
        title: String?, message: String? = nil, placeholder: String = "",
        isSecure: Bool = false, maxLength: Int? = nil,
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok,
        options: AlertOptions = .init(), completion: (@MainActor (String?) -> Void)? = nil,
        validate: (@MainActor (String) -> String?)? = nil
    ) -> AlertView {
        let view = Self.inputView(
            title: title, message: message, placeholder: placeholder, isSecure: isSecure,
            maxLength: maxLength, validate: validate, cancelTitle: cancelTitle, okTitle: okTitle)
        show(view, options: options) { result in
            completion?(Self.enteredText(result))
        }
        return view
    }

    /// The view that
    /// ``showInput(title:message:placeholder:isSecure:maxLength:cancelTitle:okTitle:options:completion:validate:)``
    /// shows.
    static func inputView(
        title: String?, message: String?, placeholder: String, isSecure: Bool, maxLength: Int?,
        validate: (@MainActor (String) -> String?)? = nil, cancelTitle: String, okTitle: String
    ) -> AlertView {
        // A negative limit counts as zero, so this cannot throw.
        let field = try! TextFieldItem(
            placeholder: placeholder, isSecure: isSecure, maxLength: maxLength.map { max($0, 0) })
        field.validation = validate
        return controlView(
            title: title, message: message, control: field, cancelTitle: cancelTitle,
            okTitle: okTitle)
    }

    /// The alert of a constructor that asks through one control: the title and message
    /// (each when given), `control`, then Cancel (action index 0) and OK (index 1).
    static func controlView(
        title: String?, message: String?, control: any AlertItem, cancelTitle: String,
        okTitle: String
    ) -> AlertView {
        var items: [any AlertItem] = []
        if let title { items.append(TitleItem(title)) }
        if let message { items.append(MessageItem(message)) }
        items += [
            control, ButtonItem(markedTitle: cancelTitle, role: .cancel, actionIndex: 0),
            ButtonItem(markedTitle: okTitle, actionIndex: 1),
        ]
        return AlertView(style: .alert, items: items)
    }

    /// The typed text when the alert ended with OK, else nil.
    static func enteredText(_ result: AlertResult) -> String? {
        result.reason == .action(index: 1) ? result.text : nil
    }
}
