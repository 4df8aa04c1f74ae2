import AlertAutomation
import AlertPresentation
import AlertProtocol
import FoundationEssentials
import TerminalKit

/// Turns an alert into plain text lines: no colour, no escape sequence, caller text
/// sanitised (control characters and escape sequences removed).
@MainActor
enum PlainPromptFormatter {
    /// The whole prompt, ending with a newline.
    static func prompt(for interaction: AlertInteraction) -> String {
        var lines = [interaction.alert?.style == .actionSheet ? "[Sheet]" : "[Alert]"]
        for (index, item) in interaction.items.enumerated() where !(item is any AlertActionItem) {
            lines.append(describe(item, at: index, interaction: interaction))
        }
        // An alert that reads no line offers no numbers to type; nor does a form, whose
        // lines go to its fields (OK once they are in, `esc` for Cancel).
        let picksActions = needsAnswer(interaction) && interaction.formFields.isEmpty
        let actions = picksActions ? numberedActions(interaction) : []
        if !actions.isEmpty {
            // A menu row that reads as more than its title (a tag and its description) is
            // listed whole, one row a line, so its columns cannot run into the next row.
            let texts = actions.map { ($0 as? any AlertStyledItem)?.textDescription ?? $0.title }
            let hasColumns = zip(actions, texts).contains { $0.title != $1 }
            lines.append(
                texts.enumerated().map { "\($0.offset + 1)) \(clean($0.element))" }
                    .joined(separator: hasColumns ? "\n" : "  "))
        }
        lines.append(hint(for: interaction))
        return lines.filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
    }

    /// The actions a number picks, in order: the enabled ones.
    static func numberedActions(_ interaction: AlertInteraction) -> [any AlertActionItem] {
        PlainAnswerInterpreter.numberedActions(interaction)
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

    /// An item's text: its own description (one line for inputs), else what it draws.
    private static func describe(
        _ item: any AlertItem, at index: Int, interaction: AlertInteraction
    ) -> String {
        guard let styled = item as? any AlertStyledItem, !styled.isHidden else { return "" }
        if let description = styled.textDescription {
            // A list (its rows one per line) and any item that is no input keep their lines;
            // a field's line is one line, so its text cannot forge a prompt line.
            let input = item as? any AlertTextInputItem
            return input.map { $0.takesNumbers } ?? true
                ? cleanLines(description) : clean(description)
        }
        return cleanLines(PlainTextCanvas.text(of: styled, at: index, in: interaction))
    }

    /// Whether the alert asks for anything: an action to pick or text to type. One that
    /// does not (a status) is printed without a question and reads nothing; so is one that
    /// shows work going on (an ``AlertWorkItem``, a progress bar) even with a Cancel button,
    /// since a line typed meanwhile belongs to the question after it (Ctrl+C stops the work).
    static func needsAnswer(_ interaction: AlertInteraction) -> Bool {
        PlainAnswerInterpreter.needsAnswer(interaction)
    }

    private static func hint(for interaction: AlertInteraction) -> String {
        guard needsAnswer(interaction) else {
            // Work going on reads no line, but may be stopped: Ctrl+C does it (the program
            // decides what else it does, see `TerminalAlerts.Interruption`).
            let showsWork = interaction.items.contains { $0 is any AlertWorkItem }
            let stoppable = interaction.actionItems.contains { $0.isEnabled && $0.role == .cancel }
            return showsWork && stoppable ? "(Ctrl+C stops it)" : ""
        }
        if !interaction.formFields.isEmpty {
            return "Answer each field as it is asked (Enter alone keeps its value, esc cancels):"
        }
        let inputs = interaction.items.compactMap { $0 as? any AlertTextInputItem }
        if inputs.contains(where: { $0 is any AlertMultilineTextInputItem }) {
            let numbers =
                PlainAnswerInterpreter.picksButtonsByNumber(interaction)
                ? ", #n picks button n" : ""
            return "Type the text a line at a time, then a line with a single . to end it"
                + " (esc cancels\(numbers)):"
        }
        if inputs.contains(where: { $0.textFormat == nil }) {
            return PlainAnswerInterpreter.picksButtonsByNumber(interaction)
                ? "Type the text and press Enter (#n picks button n, esc cancels):"
                : "Type the text and press Enter (esc cancels):"
        }
        if let list = inputs.first(where: \.takesNumbers), let format = list.textFormat {
            let enter = (list as? any AlertListItem)?.emptyLineHint ?? "Enter alone keeps them"
            return "Type \(clean(format)) (\(enter), #n picks button n, q cancels):"
        }
        if let format = inputs.first?.textFormat {
            return "Type \(clean(format)), or a number (q cancels):"
        }
        let enter = enterAction(interaction).map { "Enter alone picks \(clean($0.title))" }
        return "Type a number and press Enter (\(enter ?? "Enter alone picks the default"),"
            + " q cancels):"
    }

    /// The question for field `number` of `count` of a form, ending with a newline:
    /// `[2/5] Pin (hidden):`, with what the field takes in brackets (nothing for free
    /// text; `hidden` for a secret; its format, such as `YYYY-MM-DD`; a list's row or
    /// choice; lines up to a lone `.` for a text of several lines). The label is sanitised
    /// to one line.
    static func fieldQuestion(_ field: AlertFormEntry, number: Int, count: Int) -> String {
        let input = field.input
        let takes: String? =
            if input is any AlertMultilineTextInputItem {
                "lines, then a line with a single ."
            } else if input.isSecure {
                "hidden"
            } else if input.takesNumbers {
                "a number or a choice written out"
            } else {
                input.textFormat.map(clean)
            }
        let label = clean(field.label)
        return "[\(number)/\(count)] \(label)\(takes.map { " (\($0))" } ?? ""):\n"
    }

    /// The action an empty line picks (see `PlainAnswerInterpreter`): the focused one, else
    /// the default one, else the only one that dismisses; nil when that is none of them.
    static func enterAction(_ interaction: AlertInteraction) -> (any AlertActionItem)? {
        let items = interaction.items
        if let focused = interaction.focusedTarget, items.indices.contains(focused.item),
            let action = items[focused.item] as? any AlertActionItem, action.isEnabled
        {
            return action
        }
        if let action = interaction.defaultAction { return action }
        let dismissing = numberedActions(interaction).filter(\.dismissesAlert)
        return dismissing.count == 1 ? dismissing[0] : nil
    }
}
