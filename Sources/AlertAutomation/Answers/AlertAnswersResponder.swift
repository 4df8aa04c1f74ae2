import AlertPresentation
import AlertProtocol
import AlertQueue

/// Answers the alerts of a controller from ``AlertAnswers`` as each one appears: by its id,
/// through its interaction only, as a line typed in plain mode would. An alert the answers
/// do not cover is left to the presenter when `canAsk`, and otherwise fails at once
/// (``AlertDismissReason/failed(_:)``) with a message naming its id; so does an answer that
/// does not fit its alert. An alert that asks nothing (a status) or shows work (a
/// progress, even with a Cancel button) is never failed for want of an answer: it runs
/// its course. The answer for a text of several lines (a text area) writes its line breaks
/// as `\n` (see `unescapingLines(_:)`). A form (labelled fields) is answered a field at a
/// time, each under its id and label (`account.Name=Ada`), and its buttons under its id.
@MainActor
package final class AlertAnswersResponder {
    private let controller: AlertController
    private let answers: AlertAnswers
    private let canAsk: Bool
    private let nowhereToAsk: String
    private var listening: AlertListenerToken?
    /// The alerts that could not be answered, in order: each failed at once.
    package private(set) var failures: [AlertAnswersError] = []

    /// Answers `controller`'s alerts from `answers`; `nowhereToAsk` ends the message of an
    /// alert they do not answer when nobody `canAsk`.
    package init(
        controller: AlertController, answers: AlertAnswers, canAsk: Bool,
        nowhereToAsk: String = "no terminal to ask on"
    ) {
        self.controller = controller
        self.answers = answers
        self.canAsk = canAsk
        self.nowhereToAsk = nowhereToAsk
    }

    /// Starts answering alerts as they appear.
    package func start() {
        listening = controller.addLifecycleListener { [weak self] event in
            if case .willPresent(let ticket) = event { self?.answer(ticket) }
        }
    }

    /// Stops answering.
    package func stop() {
        listening?.cancel()
        listening = nil
    }

    private func answer(_ ticket: AlertTicket) {
        guard controller.currentTicket == ticket, let alert = controller.currentAlert else {
            return
        }
        let id = controller.currentID
        let interaction = AlertInteraction.owned(by: alert) ?? AlertInteraction(alert: alert)
        if interaction.eventHandler == nil { interaction.presenterEventHandler = controller }
        let fields = interaction.formFields
        if let id, !fields.isEmpty, answersForm(id, fields) {
            answerForm(alert, ticket: ticket, id: id, fields: fields, interaction: interaction)
            return
        }
        guard let id, let line = answers[id] else {
            if !canAsk, Self.asks(alert) {
                let name = id.map { "the alert \($0)" } ?? "an alert without an id"
                let reason = "no answer for \(name) in \(answers.source), and \(nowhereToAsk)"
                fail(alert, id: id, reason)
            }
            return
        }
        let takesLines = interaction.items.contains { $0 is any AlertMultilineTextInputItem }
        let taken = PlainAnswerInterpreter(interaction: interaction).answer(
            takesLines ? Self.unescapingLines(line) : line)
        if !taken || controller.currentTicket == ticket && !isLeaving(ticket) {
            fail(alert, id: id, "the answer for \(id) in \(answers.source) does not fit its alert")
        }
    }

    /// Whether the answers answer the form of id `id`: they hold `id` itself (its
    /// buttons) or `id.LABEL` for one of its `fields`.
    private func answersForm(_ id: String, _ fields: [AlertFormEntry]) -> Bool {
        answers[id] != nil || fields.contains { answers[Self.fieldKey(id, $0.label)] != nil }
    }

    /// The key a form's field is answered under: the alert's id, a dot, the field's label
    /// (`account.Name`).
    package static func fieldKey(_ id: String, _ label: String) -> String {
        "\(id).\(label)"
    }

    /// Answers a form: each field the answers name (`id.LABEL`, a text area's line breaks
    /// as `\n`) takes its answer, a field they do not name keeps its value, then `id`'s
    /// own answer (none: Enter, which is OK) answers the buttons. A field's answer that
    /// does not fit it fails the alert.
    private func answerForm(
        _ alert: any AlertPresentable, ticket: AlertTicket, id: String,
        fields: [AlertFormEntry], interaction: AlertInteraction
    ) {
        let interpreter = PlainAnswerInterpreter(interaction: interaction)
        for field in fields {
            let key = Self.fieldKey(id, field.label)
            guard let answer = answers[key] else { continue }
            let takesLines = field.input is any AlertMultilineTextInputItem
            let line = takesLines ? Self.unescapingLines(answer) : answer
            switch interpreter.answer(line, toField: field) {
            case .taken: continue
            case .cancelled: return
            case .refused:
                fail(
                    alert, id: id,
                    "the answer for \(key) in \(answers.source) does not fit its field")
                return
            }
        }
        let taken = interpreter.answerForm(answers[id] ?? "")
        if !taken || controller.currentTicket == ticket && !isLeaving(ticket) {
            fail(alert, id: id, "the answer for \(id) in \(answers.source) does not fit its alert")
        }
    }

    /// Ends `alert` as failed for `reason`, and keeps the failure.
    private func fail(_ alert: any AlertPresentable, id: String?, _ reason: String) {
        failures.append(
            AlertAnswersError(
                id: id, title: AlertAnswersError.title(of: alert), description: reason))
        controller.dismiss(alert, reason: .failed(reason))
    }

    /// The text of several lines an answer for a text area stands for, an answer being one
    /// line: `\n` is a line feed and `\\` a backslash; any other backslash stays as it is.
    /// O(n).
    package static func unescapingLines(_ answer: String) -> String {
        guard answer.contains("\\") else { return answer }
        var text = ""
        var escaped = false
        for character in answer {
            if escaped {
                switch character {
                case "n": text.append("\n")
                case "\\": text.append("\\")
                default: text += "\\" + String(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                text.append(character)
            }
        }
        if escaped { text.append("\\") }
        return text
    }

    /// Whether `alert` waits for an answer, as plain mode asks for one: it has an action to
    /// pick or text to type, and shows no work (a progress's Cancel button is a way out, not
    /// a question).
    private static func asks(_ alert: any AlertPresentable) -> Bool {
        PlainAnswerInterpreter.needsAnswer(
            AlertInteraction.owned(by: alert) ?? AlertInteraction(alert: alert))
    }

    /// Whether the alert with `ticket` has been asked to leave (an answer was taken while it
    /// appears: it leaves once its show has run).
    private func isLeaving(_ ticket: AlertTicket) -> Bool {
        controller.isLeaving(ticket)
    }
}
