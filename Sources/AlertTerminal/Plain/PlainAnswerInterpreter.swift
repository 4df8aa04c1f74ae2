import AlertPresentation
import Foundation
import TerminalKit

/// Applies one typed line to an alert (see ``PlainAlertWindow/answer(_:)``), through its
/// interaction only. Besides a number, a button's title picks it (letter case aside), and
/// `yes` and `no` pick the default and the cancel action.
@MainActor
struct PlainAnswerInterpreter {
    let interaction: AlertInteraction

    func answer(_ rawLine: String) -> Bool {
        let line = TextSanitizer.sanitize(rawLine).trimmingCharacters(in: .whitespaces)
        let inputs = interaction.items.compactMap { $0 as? any AlertTextInputItem }
        let freeText = inputs.first { $0.textFormat == nil }
        if isCancel(line, allowQ: freeText == nil) { return interaction.cancelOrDismiss() }
        if let freeText {
            if line.hasPrefix("#"), let number = Int(line.dropFirst()) { return pick(number) }
            // Enter alone keeps the text already there, as Enter on a terminal does.
            if line.isEmpty { return activateDefault() }
            return submit(TextSanitizer.sanitize(rawLine), into: freeText)
        }
        // A list takes bare numbers as its rows, never as buttons (`#n` picks button n).
        if let formatted = inputs.first, formatted.takesNumbers, !line.isEmpty,
            !line.hasPrefix("#")
        {
            return submit(line, into: formatted)
        }
        if line.hasPrefix("#"), let number = Int(line.dropFirst()) { return pick(number) }
        if let number = Int(line) { return pick(number) }
        if line.isEmpty { return activateDefault() }
        if let action = action(titled: line) { return interaction.activate(action) }
        if let formatted = inputs.first { return submit(line, into: formatted) }
        return false
    }

    private func isCancel(_ line: String, allowQ: Bool) -> Bool {
        let lower = line.lowercased()
        return lower == "esc" || (allowQ && lower == "q")
    }

    /// The enabled action titled `line` (letter case aside); else, for `yes`, the default
    /// action and, for `no`, the cancel action.
    private func action(titled line: String) -> (any AlertActionItem)? {
        let wanted = line.lowercased()
        let actions = PlainPromptFormatter.numberedActions(interaction)
        if let titled = actions.first(where: { $0.title.lowercased() == wanted }) {
            return titled
        }
        switch wanted {
        case "yes": return interaction.defaultAction
        case "no": return interaction.cancelAction
        default: return nil
        }
    }

    private func pick(_ number: Int) -> Bool {
        let actions = PlainPromptFormatter.numberedActions(interaction)
        guard number >= 1, number <= actions.count else { return false }
        return interaction.activate(actions[number - 1])
    }

    /// Enter: the focused action (a program may move the focus before it asks, as on a
    /// terminal); else the default action; else the only dismissing one; with none at all, a
    /// dismissal.
    private func activateDefault() -> Bool {
        if interaction.activateFocused() { return true }
        let actions = PlainPromptFormatter.numberedActions(interaction).filter(\.dismissesAlert)
        if actions.count == 1 { return interaction.activate(actions[0]) }
        if actions.isEmpty { return interaction.requestDismissal() }
        return false
    }

    /// Sets the input from the line and activates the default action; puts the old value
    /// back when either fails.
    private func submit(_ text: String, into input: any AlertTextInputItem) -> Bool {
        let old = input.text
        guard input.replaceText(with: text) else { return false }
        guard activateDefault() else {
            _ = input.replaceText(with: old)
            return false
        }
        return true
    }
}

extension AlertInteraction {
    /// Esc in plain mode: the cancel action, else a dismissal when the alert allows
    /// background dismissal or has no actions at all (so it can always be left).
    func cancelOrDismiss() -> Bool {
        if let cancelAction { return activate(cancelAction) }
        guard dismissesOnBackgroundTap || actionItems.isEmpty else { return false }
        return requestDismissal()
    }

    /// Asks the controller for `.dismiss(.backgroundTap)`.
    func requestDismissal() -> Bool {
        guard let alert, let eventHandler else { return false }
        eventHandler.handle(.dismiss(.backgroundTap), from: alert)
        return true
    }
}
