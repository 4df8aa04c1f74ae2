/// Turns an alert into plain text lines: no colour, no escape sequence, caller text
/// sanitised (control characters and escape sequences removed).
@MainActor
enum PlainPromptFormatter {
    /// The whole prompt, ending with a newline.
    static func prompt(for alert: any AlertPresentable) -> String {
        var lines: [String] = []
        guard let view = alert as? AlertView else {
            lines.append(alert.style == .actionSheet ? "[Sheet]" : "[Alert]")
            lines.append("Press Enter or type q to dismiss.")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append(view.style == .actionSheet ? "[Sheet]" : "[Alert]")
        for item in view.items {
            lines.append(contentsOf: describe(item))
        }
        let buttons = numberedButtons(view)
        if !buttons.isEmpty {
            lines.append(
                buttons.enumerated().map { "\($0.offset + 1)) \(clean($0.element.title))" }
                    .joined(separator: "  "))
        }
        lines.append(hint(for: view))
        return lines.filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
    }

    /// The buttons a number picks, in order: the enabled ones.
    static func numberedButtons(_ view: AlertView) -> [ButtonItem] {
        view.buttons.filter(\.isEnabled)
    }

    /// `text` sanitised to one line: a line feed becomes U+FFFD, so a button title, a
    /// placeholder or a field's text cannot forge a prompt line of its own.
    static func clean(_ text: String) -> String {
        TextSanitizer.sanitize(text, keepingNewlines: false)
    }

    /// `text` sanitised with its line feeds kept: titles and messages may span lines.
    static func cleanLines(_ text: String) -> String {
        TextSanitizer.sanitize(text, keepingNewlines: true)
    }

    private static func describe(_ item: any AlertItem) -> [String] {
        switch item {
        case let title as TitleItem:
            return [cleanLines(title.text)]
        case let message as MessageItem:
            return [cleanLines(message.text)]
        case let countdown as CountdownItem:
            return [clean(countdown.text)]
        case let progress as ProgressItem:
            return ["Progress: \(Int((progress.fraction * 100).rounded()))%"]
        case let image as ImageItem:
            return ["[Image: \(clean(image.image.altText))]"]
        case let field as TextFieldItem:
            let shown = field.isSecure ? "(hidden)" : clean(field.text)
            let placeholder = field.placeholder.isEmpty ? "" : " (\(clean(field.placeholder)))"
            return ["Text field\(placeholder): \(shown)"]
        case let picker as DatePickerItem:
            return ["Date: \(picker.displayText)"]
        default:
            return []
        }
    }

    private static func hint(for view: AlertView) -> String {
        if view.items.contains(where: { $0 is TextFieldItem }) {
            return "Type the text and press Enter (#n picks button n, esc cancels):"
        }
        if view.items.contains(where: { $0 is DatePickerItem }) {
            return "Type a date YYYY-MM-DD or YYYY-MM-DD HH:MM, or a number (q cancels):"
        }
        return "Type a number and press Enter (Enter alone picks the default, q cancels):"
    }
}
