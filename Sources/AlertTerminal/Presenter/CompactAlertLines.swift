import AlertPresentation
import AlertProtocol
import TerminalKit

/// An alert in as few lines as a terminal too small for its card has: what the alert is
/// about, the control that has the focus as it is now, and the keys that end it. The
/// control comes first when only one line fits, so that what is typed or chosen can
/// always be seen; each line is cut to the width, never wrapped.
///
/// ```
/// Delete everything?
/// [Yes]  No
/// ⏎ Yes · esc cancels
/// ```
@MainActor
enum CompactAlertLines {
    /// At most `height` lines of at most `width` cells for `interaction`'s alert.
    static func lines(for interaction: AlertInteraction, width: Int, height: Int) -> [String] {
        guard width > 0, height > 0 else { return [] }
        let header = headerLine(interaction)
        let control = controlLine(interaction)
        let keys = keysLine(interaction)
        var lines: [String]
        switch height {
        case 1: lines = [control ?? header ?? keys]
        case 2: lines = [header ?? keys, control ?? keys]
        default: lines = [header, control, keys].compactMap { $0 }
        }
        lines = lines.filter { !$0.isEmpty }
        return lines.prefix(height).map { InlineAlertSummary.cut($0, to: width) }
    }

    /// The first line of the alert's title, else of its message.
    private static func headerLine(_ interaction: AlertInteraction) -> String? {
        let title = InlineAlertSummary.title(of: interaction)
        return title.isEmpty ? nil : title
    }

    /// The focused control as it is: a field's text (a secret as dots), a list's focused
    /// row, or the buttons with the focused one in brackets.
    private static func controlLine(_ interaction: AlertInteraction) -> String? {
        let items = interaction.items
        guard let target = interaction.focusedTarget, items.indices.contains(target.item) else {
            return buttonsLine(interaction, focused: nil)
        }
        let item = items[target.item]
        if let input = item as? any AlertTextInputItem, input.textFormat == nil {
            let text = input.isSecure ? String(repeating: "•", count: input.text.count) : input.text
            return "› " + clean(text[...]) + "▏"
        }
        if item is any AlertActionItem {
            return buttonsLine(interaction, focused: target.item)
        }
        if let rows = item as? any AlertStopDescribingItem,
            let row = rows.textDescription(forStop: target.stop)
        {
            return "› " + clean(row[...])
        }
        if let styled = item as? any AlertStyledItem, let text = styled.textDescription {
            return "› " + clean(text[...])
        }
        return buttonsLine(interaction, focused: nil)
    }

    /// The enabled buttons, the focused one (`focused`, an item index) in brackets; a long
    /// menu shows the focused one with its place (`[beta]  2/40`).
    private static func buttonsLine(_ interaction: AlertInteraction, focused: Int?) -> String? {
        let actions = interaction.items.enumerated().compactMap { index, item in
            (item as? any AlertActionItem).flatMap { $0.isEnabled ? (index, $0) : nil }
        }
        guard !actions.isEmpty else { return nil }
        let titles = actions.map { index, action in
            let title = clean(action.title[...])
            return index == focused ? "[\(title)]" : title
        }
        if actions.count > 4, let focused,
            let place = actions.firstIndex(where: { $0.0 == focused })
        {
            return "\(titles[place])  \(place + 1)/\(actions.count)"
        }
        return titles.joined(separator: "  ")
    }

    /// What Enter does, and that Esc leaves.
    private static func keysLine(_ interaction: AlertInteraction) -> String {
        let enter = PlainPromptFormatter.enterAction(interaction).map {
            "⏎ \(clean($0.title[...]))"
        }
        return [enter, "esc cancels"].compactMap { $0 }.joined(separator: " · ")
    }

    /// One line of caller text, sanitised.
    private static func clean(_ text: Substring) -> String {
        TextSanitizer.sanitize(String(text), keepingNewlines: false)
    }
}
