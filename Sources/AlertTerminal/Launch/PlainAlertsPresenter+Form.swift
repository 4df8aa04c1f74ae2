import AlertAutomation
import AlertPresentation
import AlertProtocol

extension PlainAlertsPresenter {
    /// Asks a form in plain lines: its prompt once, then each field in turn by its label
    /// (`[2/5] Pin (hidden):`), one line each (a text of several lines up to a lone `.`; a
    /// secret with the echo off); a line the field does not take is asked again, an empty
    /// line keeps the field's value, `esc` cancels. Once every field is in, the form is
    /// answered with OK. Returns false when reading was cancelled for good.
    func answerForm(_ alert: any AlertPresentable, fields: [AlertFormEntry]) async -> Bool {
        emit(plainWindow.prompt(for: alert))
        var index = 0
        while index < fields.count {
            guard !inputEnd.hasEnded else { return true }
            let field = fields[index]
            // The echo goes off before the question is out, as for a secret alert.
            let secret = field.input.isSecure ? silence() : nil
            secret?.begin()
            emit(plainWindow.fieldQuestion(field, number: index + 1, count: fields.count))
            let watch = watchForReplacement(of: alert)
            let (line, after) = await readAnswer(
                takesLines: field.input is any AlertMultilineTextInputItem)
            watch.cancel()
            secret?.end()
            guard case .text(let text) = line else { return take(line, for: alert) }
            guard plainWindow.visibleAlert === alert else {
                emit("That alert went away before your answer; here is the one now shown.\n")
                return true
            }
            switch plainWindow.answer(text, toField: field) {
            case .taken: index += 1
            case .cancelled: return true
            case .refused:
                emit("Sorry, that answer does not fit this field. Please try again.\n")
            }
            // The end of the input after a text: the form is answered when that was its
            // last field, and then (or else) the asking ends.
            if let after {
                if index == fields.count { finish(alert) }
                return take(after, for: alert)
            }
        }
        finish(alert)
        return true
    }

    /// Answers the form with OK; says so when it did not take it (a field's rule refused
    /// its value: the form is asked again).
    private func finish(_ alert: any AlertPresentable) {
        guard plainWindow.visibleAlert === alert, !plainWindow.finishForm() else { return }
        emit("Sorry, that answer does not fit this alert. Please try again.\n")
    }
}
