import AlertAutomation
import AlertPresentation
import AlertProtocol

extension PlainRuntime {
    /// Asks the `fields` of `alert`, a form whose prompt is printed, one at a time by their
    /// labels, a line each (a text of several lines up to a lone `.`): a line the field
    /// does not take is asked again, an empty line keeps the field's value, `esc` cancels;
    /// once every field is in, the form is answered with OK. Returns false when the input
    /// ended first (after the last field's text, the form is answered before).
    static func askForm(
        _ fields: [AlertFormEntry], of alert: any AlertPresentable, window: PlainAlertWindow,
        readLine: () -> String?, write: (String) -> Void
    ) -> Bool {
        var index = 0
        while index < fields.count, window.visibleAlert === alert {
            let field = fields[index]
            write(window.fieldQuestion(field, number: index + 1, count: fields.count))
            guard var line = readLine() else { return false }
            var endedInput = false
            if field.input is any AlertMultilineTextInputItem,
                !PlainAlertWindow.isAnswerWord(line)
            {
                (line, endedInput) = readText(from: line, readLine: readLine)
            }
            switch window.answer(line, toField: field) {
            case .taken: index += 1
            case .cancelled: return true
            case .refused:
                write("Sorry, that answer does not fit this field. Please try again.\n")
            }
            if endedInput {
                if index == fields.count { finishForm(alert, window: window, write: write) }
                return false
            }
        }
        finishForm(alert, window: window, write: write)
        return true
    }

    /// Answers the form with OK; says so when it did not take it (it is asked again).
    private static func finishForm(
        _ alert: any AlertPresentable, window: PlainAlertWindow, write: (String) -> Void
    ) {
        guard window.visibleAlert === alert, !window.finishForm() else { return }
        write("Sorry, that answer does not fit this alert. Please try again.\n")
    }
}
