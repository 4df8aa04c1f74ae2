import AlertEngine

/// `alert message TEXT [--title T]`: a message with one OK button (`buttons.ok`).
struct MessageQuestion: CommandAlertQuestion {
    var text: String
    var title: String?
    var buttons: CommandButtonLabels

    /// The message with its OK button.
    func present(
        on controller: AlertController, today: CalendarDay, options: AlertOptions,
        completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        MessageSubcommand.present(
            text: text, title: title, buttons: buttons, on: controller, options: options,
            completion)
    }

    /// A message that runs out of time is read: OK.
    func timedOut(answer: String) -> CommandOutcome { .accepted(answer: nil) }
}

extension AlertCommand {
    /// `alert message`: `text` with one OK button (``MessageQuestion``).
    package static func message(
        text: String, title: String?, buttons: CommandButtonLabels = .init()
    )
        -> AlertCommand
    {
        AlertCommand(MessageQuestion(text: text, title: title, buttons: buttons))
    }
}
