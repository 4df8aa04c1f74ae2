import AlertEngine
import Foundation

/// Asks an ``AlertCommand`` with the library's constructors on a controller (and so through
/// its queue), and turns the alert's result into a ``CommandOutcome``.
@MainActor
package enum CommandRunner {
    /// Shows `command` on `controller` and returns the alert; `completion` gets the outcome
    /// once the alert is gone. `today` is the date picker's day without `--initial`.
    /// Ctrl+C is not the alert's business: a presenter that sees it dismisses the alert and
    /// reports ``CommandOutcome/interrupted`` itself.
    @discardableResult
    package static func show(
        _ command: AlertCommand, on controller: AlertController, today: CalendarDay,
        completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        switch command {
        case .message(let text, let title):
            let finish: @MainActor (AlertResult) -> Void = { result in
                completion(outcome(of: result) { _ in .accepted(answer: nil) })
            }
            guard let title else { return controller.showMessage(text, completion: finish) }
            return controller.showAlert(
                title: title, message: text, cancelTitle: "OK", completion: finish)
        case .confirm(let text, let title, let affirmative, let negative, let defaultsToYes):
            let view = controller.showAlert(
                title: title, message: text, cancelTitle: negative, otherTitles: [affirmative]
            ) { result in
                completion(outcome(of: result) { $0 == 1 ? .accepted(answer: nil) : .declined })
            }
            view.initialFocusActionIndex = defaultsToYes ? 1 : 0
            return view
        case .choose(let options, let title, let asSheet):
            return choose(options, title: title, asSheet: asSheet, on: controller, completion)
        case .input(let title, let placeholder, let value, let isSecure, let rule):
            var validate: (@MainActor (String) -> String?)?
            if let rule { validate = { text in rule.problem(with: text) } }
            let view = controller.showInput(
                title: title, placeholder: placeholder, isSecure: isSecure,
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
            let zone = CalendarDay.timeZone
            let start = initial ?? today
            return controller.showDatePicker(
                title: title, initial: start.midnightUTC, range: CalendarDay.pickerRange,
                timeZone: zone
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
        }
    }

    private static func choose(
        _ options: [String], title: String?, asSheet: Bool, on controller: AlertController,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        // Option i has action index i in the sheet and i + 1 in the alert (0 is Cancel there).
        let firstOption = asSheet ? 0 : 1
        let finish: @MainActor (AlertResult) -> Void = { result in
            completion(
                outcome(of: result, withoutButton: .declined) { index in
                    let option = index - firstOption
                    return options.indices.contains(option)
                        ? .accepted(answer: options[option]) : .declined
                })
        }
        let view: AlertView
        if asSheet {
            let actions =
                options.map { AlertAction(title: $0) } + [
                    AlertAction(title: "Cancel", role: .cancel)
                ]
            view = controller.showSheet(title: title, actions: actions, completion: finish)
        } else {
            view = controller.showAlert(
                title: title, cancelTitle: "Cancel", otherTitles: options, completion: finish)
        }
        view.initialFocusActionIndex = firstOption
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
        case .timeout, .backgroundTap: withoutButton
        case .failed(let message): .failed("the alert cannot be shown: \(message)")
        case .programmatic, .replaced, .dropped, .ownerReleased, .cancelled: .declined
        }
    }
}
