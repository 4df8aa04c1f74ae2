import AlertQueue

/// Runs a controller's alerts in plain line mode: prompt, read a line, answer, until the
/// queue is empty or the input ends.
@MainActor
package enum PlainRuntime {
    /// Shows the visible alert's prompt, reads lines and answers them (asking again after a
    /// line that could not be used) until no alert is left, or until the visible alert asks
    /// nothing (a status, a progress): that one is printed once and no line is read for
    /// it, and `run` returns, so the caller can let time pass until it goes. A text of
    /// several lines (a text area) is read up to a line holding a single `.`; a form's
    /// fields are asked one at a time (see `askForm(_:of:window:readLine:write:)`). When
    /// `readLine` returns nil (end of input) every remaining alert, visible or queued, is
    /// dismissed `.programmatic`, so none is lost.
    package static func run(
        controller: AlertController, window: PlainAlertWindow, readLine: () -> String?,
        write: (String) -> Void
    ) {
        while let alert = window.visibleAlert {
            guard window.needsAnswer(alert) else {
                if let text = window.promptToPrint(withoutAnswer: alert) { write(text) }
                return
            }
            window.forgetPrintedWithoutAnswer()
            write(window.prompt(for: alert))
            let fields = window.formFields(alert)
            guard fields.isEmpty else {
                if !askForm(fields, of: alert, window: window, readLine: readLine, write: write) {
                    controller.dismissAll()
                    return
                }
                continue
            }
            guard var line = readLine() else {
                controller.dismissAll()
                return
            }
            var endedInput = false
            if window.readsLines(alert), !PlainAlertWindow.isAnswerWord(line) {
                (line, endedInput) = readText(from: line, readLine: readLine)
            }
            apply(line, window: window, write: write)
            if endedInput {
                controller.dismissAll()
                return
            }
        }
    }

    /// A text of several lines starting with `first`: the lines up to a `.` line, or the end
    /// of the input (`endedInput`), joined with line feeds.
    static func readText(from first: String, readLine: () -> String?) -> (
        text: String, endedInput: Bool
    ) {
        var lines: [String] = []
        var next: String? = first
        while let text = next, !PlainAlertWindow.endsText(text) {
            lines.append(text)
            next = readLine()
        }
        return (lines.joined(separator: "\n"), next == nil)
    }

    /// Answers the visible alert with `line`, or says the line did not fit.
    static func apply(_ line: String, window: PlainAlertWindow, write: (String) -> Void) {
        if !window.answer(line) {
            write("Sorry, that answer does not fit this alert. Please try again.\n")
        }
    }
}
