import AlertPresentation
import AlertProtocol
import TerminalKit

/// A form's answers: one line a field (see `AlertInteraction.formFields`), then its buttons.
extension PlainAnswerInterpreter {
    /// What a line typed for one field of a form did.
    package enum FieldAnswer: Hashable, Sendable {
        /// The field took it (or kept its value, for an empty line): ask the next one.
        case taken
        /// `esc`: the alert was cancelled.
        case cancelled
        /// The line does not fit the field (a day that is no `YYYY-MM-DD`, a row that is
        /// not in the list): ask the field again.
        case refused
    }

    /// Applies `rawLine` to `field`: `esc` cancels the alert; an empty line keeps the
    /// field's value; any other line is its value: a free text as it came (byte for byte),
    /// a formatted input (a day, a list's row or choice) trimmed and refused when it does
    /// not fit.
    package func answer(_ rawLine: String, toField field: AlertFormEntry) -> FieldAnswer {
        let line = TextSanitizer.sanitize(rawLine).trimmingWhitespace()
        if isCancel(line, allowQ: false) {
            return interaction.cancelOrDismiss() ? .cancelled : .refused
        }
        guard !line.isEmpty else { return .taken }
        let input = field.input
        let text = input.textFormat == nil ? rawLine : rawLine.trimmingWhitespace()
        return input.replaceText(with: text) ? .taken : .refused
    }

    /// Answers a form's buttons once its fields are in, with `rawLine` (empty by default):
    /// an empty line is Enter (the focused button, else the default one, OK); `esc` or `q`
    /// cancels; a button's number (or `#n`) or title picks it. Returns whether the alert
    /// took it.
    package func answerForm(_ rawLine: String = "") -> Bool {
        let line = TextSanitizer.sanitize(rawLine).trimmingWhitespace()
        if line.isEmpty { return activateDefault() }
        if let action = exactAction(line) { return interaction.activate(action) }
        if isCancel(line, allowQ: true) { return interaction.cancelOrDismiss() }
        if let number = Int(line.hasPrefix("#") ? String(line.dropFirst()) : line) {
            return pick(number)
        }
        return action(titled: line).map(interaction.activate) ?? false
    }
}
