extension AlertController {
    /// Shows a text input alert and returns it.
    ///
    /// A text field (focused, result key "text") above Cancel (action index 0) and OK
    /// (action index 1). Enter in the field activates OK. `completion` gets the text for OK
    /// and nil for Cancel or any other way out.
    @discardableResult
    public func showInput(
        title: String?, message: String? = nil, placeholder: String = "",
        isSecure: Bool = false, maxLength: Int? = nil, options: AlertOptions = .init(),
        completion: (@MainActor (String?) -> Void)? = nil
    ) -> AlertView {
        var items: [any AlertItem] = []
        if let title { items.append(TitleItem(title)) }
        if let message { items.append(MessageItem(message)) }
        // A negative limit counts as zero, so this cannot throw.
        let field = try! TextFieldItem(
            placeholder: placeholder, isSecure: isSecure, maxLength: maxLength.map { max($0, 0) })
        items +=
            [
                field,
                ButtonItem(title: "Cancel", role: .cancel, actionIndex: 0),
                ButtonItem(title: "OK", actionIndex: 1),
            ] as [any AlertItem]
        let view = AlertView(style: .alert, items: items)
        show(view, options: options) { result in
            completion?(result.reason == .action(index: 1) ? result.values["text"] : nil)
        }
        return view
    }
}
