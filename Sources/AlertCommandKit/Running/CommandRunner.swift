import AlertEngine
import AlertTerminal
import Foundation
import TerminalKit

/// Asks an ``AlertCommand`` with the library's constructors on a controller (and so through
/// its queue), and turns the alert's result into a ``CommandOutcome``.
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
        if case .spin(let title, let arguments, let showsOutput) = command {
            Task { @MainActor in
                completion(
                    await spin(
                        arguments, title: title, showsOutput: showsOutput,
                        options: AlertOptions(id: id, duration: timeout?.duration),
                        on: controller))
            }
            return nil
        }
        if case .dialog(let question) = command {
            return DialogRunner.show(
                question, on: controller, id: id, turn: turn, completion: completion)
        }
        if case .progress(let title, let text) = command {
            let gauge = CommandGauge(
                title: title ?? "Progress", text: text ?? "", options: AlertOptions(id: id),
                on: controller, turn: turn, timeout: timeout?.duration)
            Task { @MainActor in completion(await gauge.run()) }
            return nil
        }
        let options = AlertOptions(id: id, duration: timeout?.duration)
        // How the alert left: the typed completions of the constructors say only "no
        // answer" for a time-out or a failure. The controller reports every alert's result
        // to its observers just before that alert's completion runs, so the last result seen
        // when `finish` runs is this alert's. The observer is added before the alert is
        // shown (an answer from ALERT_ANSWERS may resolve it at once).
        let ending = Ending()
        ending.observation = controller.addLifecycleObserver { event in
            if case .resolved(_, let result) = event { ending.reason = result.reason }
        }
        let finish: @MainActor (CommandOutcome) -> Void = { outcome in
            ending.observation.map(controller.removeLifecycleObserver)
            switch ending.reason {
            case .timeout? where timeout != nil:
                completion(timedOut(command, answer: timeout?.answer))
            case .failed(let message)?:
                completion(.failed("the alert cannot be shown: \(message)"))
            default:
                completion(outcome)
            }
        }
        let view = present(command, on: controller, today: today, options: options, finish)
        if let answer = timeout?.answer, let window = controller.window as? TerminalAlertWindow {
            let (text, isAnswer) = timeoutSummary(command, answer: answer)
            window.setTimeoutAnswer(text, isAnswer: isAnswer, for: view)
        }
        return view
    }

    /// What the summary line says when `--timeout` runs out onto `answer` (`--default`), as
    /// had it been given: the button (confirm's yes or no, no being a refusal), the option,
    /// the day, the text (a password's as the field's mask).
    static func timeoutSummary(_ command: AlertCommand, answer: String) -> (String, Bool) {
        switch command {
        case .confirm(_, _, let affirmative, let negative, _):
            return answer == "no" ? (negative, false) : (affirmative, true)
        case .input(_, _, _, true, _):
            return ("••••••", true)
        default:
            return (answer, true)
        }
    }

    /// How the alert was dismissed, once it was.
    private final class Ending {
        var reason: AlertDismissReason?
        var observation: AlertLifecycleObservation?
    }

    /// The outcome when `--timeout` ran out: `answer` as the command reads it (confirm's
    /// yes or no; the option, text or day itself), or ``CommandOutcome/timedOut``.
    static func timedOut(_ command: AlertCommand, answer: String?) -> CommandOutcome {
        guard let answer else { return .timedOut }
        switch command {
        case .confirm: return answer == "no" ? .declined : .accepted(answer: nil)
        case .message, .status, .spin, .progress, .dialog: return .accepted(answer: nil)
        case .choose, .input, .date, .filter: return .accepted(answer: answer)
        }
    }

    private static func present(
        _ command: AlertCommand, on controller: AlertController, today: CalendarDay,
        options: AlertOptions, _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        switch command {
        case .message(let text, let title):
            let finish: @MainActor (AlertResult) -> Void = { result in
                completion(outcome(of: result) { _ in .accepted(answer: nil) })
            }
            guard let title else {
                return controller.showMessage(text, options: options, completion: finish)
            }
            return controller.showAlert(
                title: title, message: text, cancelTitle: "OK", options: options,
                completion: finish)
        case .confirm(let text, let title, let affirmative, let negative, let defaultsToYes):
            let view = controller.showAlert(
                title: title, message: text, cancelTitle: negative, otherTitles: [affirmative],
                options: options
            ) { result in
                completion(outcome(of: result) { $0 == 1 ? .accepted(answer: nil) : .declined })
            }
            view.initialFocusActionIndex = defaultsToYes ? 1 : 0
            return view
        case .choose(let choices, let title, _, let preselected, let limit?):
            let chosen = Set(preselected.flatMap(choices.indexIdentical).map { [$0] } ?? [])
            return controller.showChecklist(
                title: title, options: choices, chosen: chosen, maximum: limit,
                alertOptions: options
            ) { picked in
                completion(
                    picked.map { .accepted(answer: $0.isEmpty ? nil : $0.joined(separator: "\n")) }
                        ?? .declined)
            }
        case .choose(let choices, let title, let asSheet, let preselected, nil):
            return choose(
                choices, title: title, asSheet: asSheet, preselected: preselected,
                options: options, on: controller, completion)
        case .filter(let title, let placeholder, let choices, .several(let maximum)):
            return controller.showFilterSeveral(
                title: title, choices: choices, maximum: maximum, placeholder: placeholder,
                alertOptions: options
            ) { picked in
                completion(
                    picked.map { .accepted(answer: $0.joined(separator: "\n")) } ?? .declined)
            }
        case .filter(let title, let placeholder, let choices, .one):
            return controller.showFilter(
                title: title, choices: choices, placeholder: placeholder, alertOptions: options
            ) { choice in
                completion(choice.map { .accepted(answer: $0) } ?? .declined)
            }
        case .input(let title, let placeholder, let value, let isSecure, let rule):
            var validate: (@MainActor (String) -> String?)?
            if let rule { validate = { text in rule.problem(with: text) } }
            let view = controller.showInput(
                title: title, placeholder: placeholder, isSecure: isSecure, options: options,
                completion: { text in
                    completion(text.map { .accepted(answer: $0) } ?? .declined)
                }, validate: validate)
            if !value.isEmpty,
                let field = view.items.lazy.compactMap({ $0 as? any AlertTextInputItem }).first,
                field.insertText(value)
            {
                view.setNeedsDisplay()
            }
            return view
        case .date(let title, let initial):
            // One time zone from the picker to the printed day: the picker shows and moves
            // days in the zone the answer is read in, and stops at 0001-01-01 and 9999-12-31.
            // A day picker: no hour or minute field that could move the day by a minute.
            let zone = CalendarDay.timeZone
            let start = initial ?? today
            return controller.showDatePicker(
                title: title, initial: start.midnightUTC, range: CalendarDay.pickerRange,
                timeZone: zone, showsTime: false, options: options
            ) { date in
                completion(
                    date.map {
                        .accepted(answer: CalendarDay(date: $0, timeZone: zone).description)
                    }
                        ?? .declined)
            }
        case .status(let kind, let text, let countdown):
            return controller.showStatus(kind, message: text, countdown: countdown) { result in
                completion(outcome(of: result) { _ in .accepted(answer: nil) })
            }
        case .spin, .progress, .dialog:
            preconditionFailure("spin, progress and the dialog boxes are shown by show(_:on:)")
        }
    }

    /// Runs `arguments` under a spinner (no Cancel button: Ctrl+C, the end of the input or
    /// the alert's duration, `--timeout`, stops it) and returns how it ended: the command's
    /// status, ``CommandOutcome/timedOut`` when the duration ran out first, else
    /// ``CommandOutcome/interrupted``.
    private static func spin(
        _ arguments: [String], title: String, showsOutput: Bool, options: AlertOptions,
        on controller: AlertController
    ) async -> CommandOutcome {
        let ending = Ending()
        ending.observation = controller.addLifecycleObserver { event in
            if case .resolved(_, let result) = event { ending.reason = result.reason }
        }
        defer { ending.observation.map(controller.removeLifecycleObserver) }
        do {
            let ended = try await controller.withProgress(
                title, cancelTitle: nil, options: options
            ) { _ in try await SpinProcess.run(arguments, keepingOutput: showsOutput) }
            return .finished(status: ended.status, output: ended.output)
        } catch is CancellationError {
            return ending.reason == .timeout ? .timedOut : .interrupted
        } catch {
            return .failed("cannot run \(arguments[0]): \(error)")
        }
    }

    private static func choose(
        _ choices: [String], title: String?, asSheet: Bool, preselected: String?,
        options: AlertOptions, on controller: AlertController,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        // Option i has action index i in the sheet and i + 1 in the alert (0 is Cancel there).
        let firstOption = asSheet ? 0 : 1
        let finish: @MainActor (AlertResult) -> Void = { result in
            completion(
                outcome(of: result, withoutButton: .declined) { index in
                    let option = index - firstOption
                    return choices.indices.contains(option)
                        ? .accepted(answer: choices[option]) : .declined
                })
        }
        let view: AlertView
        if asSheet {
            let actions =
                choices.map { AlertAction(title: $0) } + [
                    AlertAction(title: "Cancel", role: .cancel)
                ]
            view = controller.showSheet(
                title: title, actions: actions, options: options, completion: finish)
        } else {
            view = controller.showAlert(
                title: title, cancelTitle: "Cancel", otherTitles: choices, options: options,
                completion: finish)
        }
        let start = preselected.flatMap(choices.indexIdentical) ?? 0
        view.initialFocusActionIndex = firstOption + start
        return view
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

extension [String] {
    /// The index of the first element that is `text` scalar for scalar (`firstIndex(of:)`
    /// would also take a canonically equivalent one: `é` for `e` with a combining accent).
    func indexIdentical(_ text: String) -> Int? {
        firstIndex { $0.isIdentical(to: text) }
    }
}
