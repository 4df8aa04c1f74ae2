import AlertEngine
import AlertTerminal
import FoundationEssentials
import TerminalKit

/// Asks an ``AlertCommand`` with the library's constructors on a controller (and so through
/// its queue), and turns the alert's result into a ``CommandOutcome``.
///
/// It keeps what every subcommand shares (the `--timeout` and its answer, how the alert
/// ended); each subcommand shows its own alert (`ConfirmSubcommand+Run.swift` and so on).
@MainActor
package enum CommandRunner {
    /// Shows `command` on `controller` and returns the alert; `completion` gets the outcome
    /// once the alert is gone. `today` is the date picker's day without `--initial`. With a
    /// `timeout`, the alert waits that long at most; when it runs out the outcome is the
    /// timeout's answer, or ``CommandOutcome/timedOut`` without one. `id` is the alert's id.
    /// Ctrl+C is not the alert's business: a presenter that sees it dismisses the alert and
    /// reports ``CommandOutcome/interrupted`` itself.
    /// `alert spin` runs its command while its alert is up and returns no view.
    /// `alert progress` gives up `turn` on the terminal while another alert asks.
    @discardableResult
    package static func show(
        _ command: AlertCommand, on controller: AlertController, today: CalendarDay,
        timeout: CommandTimeout? = nil, id: String? = nil, turn: (any CommandTurn)? = nil,
        completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView? {
        if case .spin(let title, let arguments, let showsOutput, let through) = command {
            Task { @MainActor in
                completion(
                    await SpinSubcommand.run(
                        arguments, title: title, showsOutput: showsOutput,
                        passingStreamsThrough: through,
                        options: AlertOptions(id: id, duration: timeout?.duration),
                        on: controller))
            }
            return nil
        }
        if case .dialog(let question) = command {
            return DialogRunner.show(
                question, on: controller, id: id, turn: turn, completion: completion)
        }
        if case .progress(let title, let text, let cancels) = command {
            Task { @MainActor in
                completion(
                    await ProgressSubcommand.run(
                        title: title, text: text, cancels: cancels, id: id,
                        timeout: timeout?.duration, turn: turn, on: controller))
            }
            return nil
        }
        var options = AlertOptions(id: id, duration: timeout?.duration)
        // What the summary line says when the time runs out onto --default.
        options.timeoutAnswer = timeout?.answer.map { answer in
            let (text, isAnswer) = timeoutSummary(command, answer: answer)
            return AlertTimeoutAnswer(text, isAnswer: isAnswer)
        }
        // How the alert left: the typed completions of the constructors say only "no
        // answer" for a time-out or a failure. The controller reports every alert's result
        // to its listeners just before that alert's completion runs, so the last result seen
        // when `finish` runs is this alert's. The listener is added before the alert is
        // shown (an answer from ALERT_ANSWERS may resolve it at once).
        let ending = Ending()
        ending.listening = controller.addLifecycleListener { event in
            if case .resolved(_, let result) = event { ending.reason = result.reason }
        }
        let finish: @MainActor (CommandOutcome) -> Void = { outcome in
            ending.listening?.cancel()
            switch ending.reason {
            case .timeout? where timeout != nil:
                completion(timedOut(command, answer: timeout?.answer))
            case .failed(let message)?:
                completion(.failed("the alert cannot be shown: \(message)"))
            default:
                completion(outcome)
            }
        }
        return present(command, on: controller, today: today, options: options, finish)
    }

    /// What the summary line says when `--timeout` runs out onto `answer` (`--default`), as
    /// had it been given: the button (confirm's yes or no, no being a refusal), the option,
    /// the day, the text (a password's as the field's mask).
    static func timeoutSummary(_ command: AlertCommand, answer: String) -> (String, Bool) {
        switch command {
        case .confirm(_, _, let affirmative, let negative, _):
            return answer == "no" ? (negative, false) : (affirmative, true)
        case .input(_, _, _, true, _, _):
            return ("••••••", true)
        default:
            return (answer, true)
        }
    }

    /// How the alert was dismissed, once it was.
    final class Ending {
        var reason: AlertDismissReason?
        var listening: AlertListenerToken?
    }

    /// The outcome when `--timeout` ran out: `answer` as the command reads it (confirm's
    /// yes or no; the option, text or day itself), or ``CommandOutcome/timedOut``.
    static func timedOut(_ command: AlertCommand, answer: String?) -> CommandOutcome {
        guard let answer else { return .timedOut }
        switch command {
        case .confirm: return answer == "no" ? .declined : .accepted(answer: nil)
        case .message, .status, .spin, .progress, .dialog, .pager: return .accepted(answer: nil)
        case .choose(let options, _, _, _, _, let list, _):
            // A --default names an option by its label or its value: the value is printed.
            let choices = list.choices(options)
            let row = CommandListOptions.row(of: answer, among: choices)
            return .accepted(answer: row.map { choices[$0].value } ?? answer)
        case .input, .date, .filter, .write: return .accepted(answer: answer)
        }
    }

    /// Shows `command` (one that shows an alert and returns it: not spin, progress or a
    /// dialog box) through its subcommand's own `present`.
    private static func present(
        _ command: AlertCommand, on controller: AlertController, today: CalendarDay,
        options: AlertOptions, _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        switch command {
        case .message(let text, let title, let buttons):
            MessageSubcommand.present(
                text: text, title: title, buttons: buttons, on: controller, options: options,
                completion)
        case .confirm(let text, let title, let affirmative, let negative, let defaultsToYes):
            ConfirmSubcommand.present(
                text: text, title: title, affirmative: affirmative, negative: negative,
                defaultsToYes: defaultsToYes, on: controller, options: options, completion)
        case .choose(
            let choices, let title, let asSheet, let preselected, let limit, let list,
            let buttons):
            ChooseSubcommand.present(
                list.choices(choices), title: title, asSheet: asSheet, preselected: preselected,
                limit: limit, list: list, buttons: buttons, on: controller, options: options,
                completion)
        case .filter(let title, let placeholder, let choices, let selection, let list, let buttons):
            FilterSubcommand.present(
                title: title, placeholder: placeholder, choices: list.choices(choices),
                selection: selection, list: list, buttons: buttons, on: controller,
                options: options, completion)
        case .input(let title, let placeholder, let value, let isSecure, let rule, let buttons):
            InputSubcommand.present(
                title: title, placeholder: placeholder, value: value, isSecure: isSecure,
                rule: rule, buttons: buttons, on: controller, options: options, completion)
        case .write(let title, let placeholder, let value, let height, let buttons):
            WriteSubcommand.present(
                title: title, placeholder: placeholder, value: value, height: height,
                buttons: buttons, on: controller, options: options, completion)
        case .pager(let title, let file, let text):
            PagerSubcommand.present(
                title: title, text: text, readingInput: file == nil && text.isEmpty,
                on: controller, options: options, completion)
        case .date(let title, let initial, let buttons, let fields):
            DateSubcommand.present(
                title: title, initial: initial, today: today, buttons: buttons, fields: fields,
                on: controller, options: options, completion)
        case .status(let kind, let text, let countdown):
            StatusSubcommand.present(
                kind: kind, text: text, countdown: countdown, on: controller, completion)
        case .spin, .progress, .dialog:
            preconditionFailure("spin, progress and the dialog boxes are shown by show(_:on:)")
        }
    }

    /// The outcome of a result: a button's action index goes through `forAction`; a timeout
    /// or background tap (a status alert closing, a click beside a sheet) gives
    /// `withoutButton`; a layout failure fails; any other end (dismissed by code, the input
    /// ended) declines.
    static func outcome(
        of result: AlertResult, withoutButton: CommandOutcome = .accepted(answer: nil),
        forAction: (Int) -> CommandOutcome
    ) -> CommandOutcome {
        switch result.reason {
        case .action(let index): forAction(index)
        case .timeout, .backgroundTap, .completed: withoutButton
        case .failed(let message): .failed("the alert cannot be shown: \(message)")
        case .programmatic, .replaced, .dropped, .ownerReleased, .cancelled: .declined
        }
    }
}
