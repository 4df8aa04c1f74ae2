import AlertPresentation
import AlertProtocol
import FoundationEssentials
import TerminalKit

/// Applies one typed line to an alert (as plain mode's `PlainAlertWindow.answer(_:)`, an
/// answers file's `AlertAnswersResponder` and `HeadlessAlertWindow.answer(_:)` do), through
/// its interaction only. Besides a number, a button's title picks it (letter case aside), and
/// in a question of two buttons `yes` and `no` (or `y` and `n`) pick the default and the
/// cancel action.
///
/// A title written out in full is matched first, exactly (scalar for scalar, no
/// normalisation: `é` as one code point and as `e` with a combining accent are two
/// titles), so no answer word (`q`, `esc`, `yes`, a number, `1,3`) hides a button or an
/// option of that name; `=TITLE` picks the title TITLE and nothing else.
@MainActor
package struct PlainAnswerInterpreter {
    /// The alert's interaction, which every answer goes through.
    package let interaction: AlertInteraction

    /// An interpreter of lines for the alert of `interaction`.
    package init(interaction: AlertInteraction) {
        self.interaction = interaction
    }

    /// The actions a number picks, in order: the enabled ones.
    package static func numberedActions(_ interaction: AlertInteraction) -> [any AlertActionItem] {
        interaction.actionItems.filter(\.isEnabled)
    }

    /// Whether a line `#n` typed for a free text field picks button n: only when the alert
    /// has more buttons than the two (OK, Cancel) that Enter and `esc` already stand for.
    package static func picksButtonsByNumber(_ interaction: AlertInteraction) -> Bool {
        numberedActions(interaction).count > 2
    }

    /// Whether the alert asks for anything: an action to pick or text to type. One that
    /// does not (a status) needs no answer; nor does one that shows work going on (an
    /// `AlertWorkItem`, a progress bar) even with a Cancel button: that is a way out, not
    /// a question.
    package static func needsAnswer(_ interaction: AlertInteraction) -> Bool {
        if interaction.items.contains(where: { $0 is any AlertWorkItem }) { return false }
        return !numberedActions(interaction).isEmpty
            || interaction.items.contains { $0 is any AlertTextInputItem }
    }

    /// Applies `rawLine`; returns whether the alert took it (false leaves the alert as it
    /// was).
    package func answer(_ rawLine: String) -> Bool {
        let line = TextSanitizer.sanitize(rawLine).trimmingWhitespace()
        let inputs = interaction.items.compactMap { $0 as? any AlertTextInputItem }
        if let freeText = inputs.first(where: { $0.textFormat == nil }) {
            if isCancel(line, allowQ: false) { return interaction.cancelOrDismiss() }
            // `#n` picks a button only where Enter and `esc` cannot say it (a third
            // button): else it is text, so `#2` answers "#2", never an empty OK.
            if Self.picksButtonsByNumber(interaction), line.hasPrefix("#"),
                let number = Int(line.dropFirst())
            {
                return pick(number)
            }
            // Enter alone keeps the text already there, as Enter on a terminal does.
            if line.isEmpty { return activateDefault() }
            // The text as it came, byte for byte (a tab stays a tab): only what is shown of
            // it is sanitised.
            return submit(rawLine, into: freeText)
        }
        let trimmed = rawLine.trimmingWhitespace()
        let list = inputs.first(where: \.takesNumbers)
        // A title written out in full wins over any answer word it also is.
        if let list, let choices = list as? any AlertListItem,
            let choice = [rawLine, trimmed].first(where: choices.isChoice)
        {
            return submit(choice, into: list)
        }
        if let action = exactAction(rawLine) ?? exactAction(trimmed) {
            return interaction.activate(action)
        }
        if trimmed.hasPrefix("=") {
            // The literal form: the title after `=`, exactly, or nothing.
            if let list { return submit(trimmed, into: list) }
            return exactAction(String(trimmed.dropFirst())).map(interaction.activate) ?? false
        }
        if isCancel(line, allowQ: true) { return interaction.cancelOrDismiss() }
        // A list takes bare numbers as its rows, never as buttons (`#n` picks button n).
        if let list, !line.isEmpty, !line.hasPrefix("#") {
            return submit(trimmed, into: list)
        }
        if line.hasPrefix("#"), let number = Int(line.dropFirst()) { return pick(number) }
        if let number = Int(line) { return pick(number) }
        if line.isEmpty { return activateDefault() }
        if let action = action(titled: line) { return interaction.activate(action) }
        if let formatted = inputs.first { return submit(trimmed, into: formatted) }
        return false
    }

    func isCancel(_ line: String, allowQ: Bool) -> Bool {
        let lower = line.lowercased()
        return lower == "esc" || (allowQ && lower == "q")
    }

    /// The enabled action titled exactly `line`, scalar for scalar.
    func exactAction(_ line: String) -> (any AlertActionItem)? {
        guard !line.isEmpty else { return nil }
        return Self.numberedActions(interaction).first {
            $0.title.isIdentical(to: line)
        }
    }

    /// The enabled action titled `line`, letter case aside (the lowercased titles compared
    /// scalar for scalar); else, in a question (two actions at most, and nothing to type),
    /// for `yes` or `y`, the default action and, for `no` or `n`, the cancel action (a
    /// button titled `Y` or `N` is found first, by its title). An alert of more actions, or
    /// one with something to type, is no question: there `y` is refused.
    func action(titled line: String) -> (any AlertActionItem)? {
        let wanted = line.lowercased()
        let actions = Self.numberedActions(interaction)
        if let titled = actions.first(where: { $0.title.lowercased().isIdentical(to: wanted) }) {
            return titled
        }
        let isQuestion =
            actions.count <= 2 && !interaction.items.contains { $0 is any AlertTextInputItem }
        guard isQuestion else { return nil }
        switch wanted {
        case "yes", "y": return interaction.defaultAction
        case "no", "n": return interaction.cancelAction
        default: return nil
        }
    }

    func pick(_ number: Int) -> Bool {
        let actions = Self.numberedActions(interaction)
        guard number >= 1, number <= actions.count else { return false }
        return interaction.activate(actions[number - 1])
    }

    /// Enter: the focused action (a program may move the focus before it asks, as on a
    /// terminal); else the default action; else the only dismissing one; with none at all, a
    /// dismissal.
    func activateDefault() -> Bool {
        if interaction.activateFocused() { return true }
        let actions = Self.numberedActions(interaction).filter(\.dismissesAlert)
        if actions.count == 1 { return interaction.activate(actions[0]) }
        if actions.isEmpty { return interaction.requestDismissal() }
        return false
    }

    /// Sets the input from the line and activates the default action (the action Enter
    /// presses from a field, even where the focus starts on another button, as dialog's
    /// `--defaultno` puts it on Cancel: a line that gives a value means OK); puts the old
    /// value back when either fails.
    private func submit(_ text: String, into input: any AlertTextInputItem) -> Bool {
        let old = input.text
        guard input.replaceText(with: text) else { return false }
        let pressed = interaction.defaultAction.map(interaction.activate) ?? activateDefault()
        guard pressed else {
            _ = input.replaceText(with: old)
            return false
        }
        return true
    }
}

extension AlertInteraction {
    /// Esc in plain mode: the cancel action, else a dismissal when Esc dismisses the alert
    /// (`escapeDismisses`) or it has no actions at all (so it can always be left).
    func cancelOrDismiss() -> Bool {
        if let cancelAction { return activate(cancelAction) }
        guard alert?.escapeDismisses == true || actionItems.isEmpty else { return false }
        return requestDismissal()
    }

    /// Asks the controller for `.dismiss(.backgroundTap)`.
    func requestDismissal() -> Bool {
        guard let alert, let eventHandler else { return false }
        eventHandler.handle(.dismiss(.backgroundTap), from: alert)
        return true
    }
}
