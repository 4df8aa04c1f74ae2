import AlertAutomation
import AlertPresentation
import AlertProtocol
import AlertQueue

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// An alert window for plain line mode (TERM=dumb, no TTY, `--plain`): alerts become numbered
/// text prompts, answered by typed lines. Its text has no colour and no escape sequence at
/// all, so it works in pipes, logs and with screen readers.
///
/// Like every presenter it reaches alerts through their `AlertInteraction` only, so an
/// alert of your own prompts with its items' text and numbered actions as an `AlertView`
/// does. Animations are instant; there is no backdrop to dim.
@MainActor
package final class PlainAlertWindow: AlertWindow {
    /// The last alert that asks nothing and has been printed.
    private weak var printedWithoutAnswer: (any AlertPresentable)?
    /// The prompt last printed for ``printedWithoutAnswer``.
    private var printedPrompt: String?

    /// Always ``AlertWindowLevel/alert``.
    package let level: AlertWindowLevel = .alert
    /// The space alerts are laid out in (cells).
    package private(set) var container: AlertContainer
    /// Where events go (the controller); held weakly.
    package weak var eventHandler: (any AlertEventHandler)?
    /// Whether a controller asked for a dimmed backdrop (nothing is drawn).
    package private(set) var isDimmed = false
    /// The units and looks alerts are laid out with (cells, without animation).
    package var environment = TerminalAppearance.environment(reducedMotion: true)
    private var attached: [any AlertPresentable] = []
    private let interactions = AlertInteractionRegistry()
    /// The window's listeners of the attached alerts' redraw requests, by alert.
    private var displayListening: [ObjectIdentifier: AlertListenerToken] = [:]
    /// The tasks in ``waitForChange()``, resumed when an alert is attached or detached.
    private var changeWaiters: [CheckedContinuation<Void, Never>] = []

    /// Creates a window of `size` cells.
    package init(size: CGSize = CGSize(width: 80, height: 24)) {
        container = AlertContainer(size: size)
    }

    /// The alert waiting for an answer, if any.
    package var visibleAlert: (any AlertPresentable)? { attached.last }

    /// Attaches `alert`.
    package func attach(_ alert: any AlertPresentable) {
        attached.removeAll { $0 === alert }
        attached.append(alert)
        resumeChangeWaiters()
    }

    /// Returns once an alert is attached or detached, or one asks to be redrawn (cancelling
    /// the waiting task ends the wait too). Nothing polls: ``attach(_:)``, ``detach(_:)``
    /// and the alerts' redraw requests resume the waiters.
    func waitForChange() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume()
                } else {
                    changeWaiters.append(continuation)
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.resumeChangeWaiters() }
        }
    }

    private func resumeChangeWaiters() {
        let waiters = changeWaiters
        changeWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    /// Detaches `alert`.
    package func detach(_ alert: any AlertPresentable) {
        attached.removeAll { $0 === alert }
        displayListening[ObjectIdentifier(alert)] = nil
        interactions.forget(alert)
        resumeChangeWaiters()
    }

    /// Records the request; plain text has no backdrop.
    package func setDimmed(_ dimmed: Bool) {
        isDimmed = dimmed
    }

    /// Lays `alert` out in cells (see
    /// ``AlertInteractionRegistry/layout(_:environment:container:eventHandler:isAttached:)``).
    package func layout(_ alert: any AlertPresentable) throws {
        try interactions.layout(
            alert, environment: environment, container: container, eventHandler: eventHandler,
            isAttached: attached.contains { $0 === alert })
    }

    /// Completes at once: plain text does not animate.
    package func animateShow(
        _ alert: any AlertPresentable, completion: @escaping @MainActor () -> Void
    ) {
        completion()
    }

    /// Completes at once: plain text does not animate.
    package func animateDismiss(
        _ alert: any AlertPresentable, completion: @escaping @MainActor () -> Void
    ) {
        completion()
    }

    /// The prompt for `alert`: its style, the text of every item that is not an action (what
    /// `AlertStyledItem.textDescription` says, or else the text the item draws), the enabled
    /// actions numbered (`1) OK  2) Cancel`; none for a form, whose lines go to its fields),
    /// and how to answer; all sanitised. Ends with a newline.
    package func prompt(for alert: any AlertPresentable) -> String {
        PlainPromptFormatter.prompt(for: interaction(for: alert))
    }

    /// Whether `alert` asks for a secret (a text input whose `isSecure` is true):
    /// its line is read with the terminal's echo off.
    package func readsSecret(_ alert: any AlertPresentable) -> Bool {
        interaction(for: alert).items.contains { ($0 as? any AlertTextInputItem)?.isSecure == true }
    }

    /// Whether `alert` takes text of several lines (an `AlertMultilineTextInputItem`): its
    /// text is read a line at a time, up to a line holding a single `.` or the end of the
    /// input, and answers it as one text, its lines joined with line feeds (a lone `.`
    /// keeps the text already there, as an empty line does in a field).
    package func readsLines(_ alert: any AlertPresentable) -> Bool {
        interaction(for: alert).items.contains { $0 is any AlertMultilineTextInputItem }
    }

    /// Whether `line`, the first line typed for a text of several lines, answers the alert
    /// on its own (`esc` cancels, `#n` picks button n), so no text is read for it.
    package static func isAnswerWord(_ line: String) -> Bool {
        let word = line.trimmingWhitespace()
        return word.lowercased() == "esc" || (word.hasPrefix("#") && Int(word.dropFirst()) != nil)
    }

    /// Whether `line` ends a text of several lines: it holds a single `.` (spaces around it
    /// aside), so a text cannot hold such a line.
    package static func endsText(_ line: String) -> Bool {
        line.trimmingWhitespace() == "."
    }

    /// Whether `alert` asks for anything (an action to pick, text to type). One that does
    /// not, such as a status, is printed without a question, and no line is read for it.
    package func needsAnswer(_ alert: any AlertPresentable) -> Bool {
        PlainPromptFormatter.needsAnswer(interaction(for: alert))
    }

    /// What to print for `alert`, which asks nothing: its whole prompt the first time; then,
    /// when what it shows has changed since (a progress's fraction or message), only the
    /// lines that changed; nil when nothing did. So an alert that stays a while is printed
    /// once, and its progress as it goes.
    package func promptToPrint(withoutAnswer alert: any AlertPresentable) -> String? {
        let prompt = prompt(for: alert)
        guard printedWithoutAnswer === alert, let last = printedPrompt else {
            printedWithoutAnswer = alert
            printedPrompt = prompt
            return prompt
        }
        guard prompt != last else { return nil }
        printedPrompt = prompt
        let before = Set(last.split(separator: "\n"))
        let changed = prompt.split(separator: "\n").filter { !before.contains($0) }
        return changed.isEmpty ? nil : changed.joined(separator: "\n") + "\n"
    }

    /// Forgets which alert that asks nothing was printed, so that one which comes back
    /// after a question (a progress that stepped aside) is printed again.
    package func forgetPrintedWithoutAnswer() {
        printedWithoutAnswer = nil
        printedPrompt = nil
    }

    /// Interprets one typed line for the visible alert:
    /// - a number picks that action (in an alert with a free text field write `#2`, as a
    ///   number is text);
    /// - in an alert with a free text field, any other line is the text, then the default
    ///   action (an empty line keeps the text already there);
    /// - in an alert with a formatted input (a date picker's `YYYY-MM-DD` or
    ///   `YYYY-MM-DD HH:MM`), a line in that format sets it, then the default action;
    /// - an empty line picks the focused action, or else the default one; `q` or `esc`
    ///   cancels (only `esc` with a free text field);
    /// - without a free text field, a button's title picks it (letter case aside), and `yes`
    ///   and `no` pick the default and the cancel action.
    ///
    /// Returns false, changing nothing, when the line could not be used (the caller asks
    /// again).
    @discardableResult
    package func answer(_ line: String) -> Bool {
        guard let alert = visibleAlert else { return false }
        return PlainAnswerInterpreter(interaction: interaction(for: alert)).answer(line)
    }

    /// The fields of `alert` when it is a form (labelled inputs, see
    /// ``AlertInteraction/formFields``), which plain mode asks one at a time; empty
    /// otherwise.
    package func formFields(_ alert: any AlertPresentable) -> [AlertFormEntry] {
        interaction(for: alert).formFields
    }

    /// The question for field `number` of `count` of a form (see
    /// `PlainPromptFormatter.fieldQuestion(_:number:count:)`).
    package func fieldQuestion(_ field: AlertFormEntry, number: Int, count: Int) -> String {
        PlainPromptFormatter.fieldQuestion(field, number: number, count: count)
    }

    /// Applies `line` to `field` of the visible form (see
    /// `PlainAnswerInterpreter.answer(_:toField:)`); refused when no alert is visible.
    package func answer(_ line: String, toField field: AlertFormEntry)
        -> PlainAnswerInterpreter.FieldAnswer
    {
        guard let alert = visibleAlert else { return .refused }
        return PlainAnswerInterpreter(interaction: interaction(for: alert)).answer(
            line, toField: field)
    }

    /// Answers the visible form's buttons once its fields are in: Enter, which is OK
    /// (see `PlainAnswerInterpreter.answerForm(_:)`). False when it did not take it.
    package func finishForm() -> Bool {
        guard let alert = visibleAlert else { return false }
        return PlainAnswerInterpreter(interaction: interaction(for: alert)).answerForm()
    }

    /// The interaction of `alert`; a redraw it asks for (a progress moving on) wakes
    /// ``waitForChange()``, so what changed is printed.
    private func interaction(for alert: any AlertPresentable) -> AlertInteraction {
        let interaction = interactions.interaction(
            for: alert, environment: environment, eventHandler: eventHandler)
        let key = ObjectIdentifier(alert)
        if displayListening[key] == nil {
            displayListening[key] = interaction.addDisplayListener { [weak self] in
                self?.resumeChangeWaiters()
            }
        }
        return interaction
    }
}
