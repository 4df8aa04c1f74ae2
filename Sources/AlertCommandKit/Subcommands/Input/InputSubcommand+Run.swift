import AlertEngine
import AlertTerminal

extension InputSubcommand {
    /// Asks for a line of text, `value` already typed in the field, masked when `isSecure`;
    /// OK is refused until the text meets `rule`. Its outcome is the text, and Cancel
    /// declines.
    @MainActor
    static func present(
        title: String?, placeholder: String, value: String, isSecure: Bool,
        rule: CommandTextRule?, on controller: AlertController, options: AlertOptions,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        var validate: (@MainActor (String) -> String?)?
        if let rule { validate = { text in rule.problem(with: text) } }
        let view = controller.showInput(
            title: title, placeholder: placeholder, isSecure: isSecure, options: options,
            completion: { text in
                completion(text.map { .accepted(answer: $0) } ?? .declined)
            }, validate: validate)
        if !value.isEmpty,
            let field = view.items.lazy.compactMap({ $0 as? any AlertTextInputItem }).first,
            field.insertText(value)
        {
            view.setNeedsDisplay()
        }
        return view
    }
}
