import AlertEngine

/// `alert write …`: text of several lines; `value` is already typed, in an area `height`
/// rows high; `buttons` are the OK and Cancel buttons' words.
struct WriteQuestion: CommandAlertQuestion {
    var title: String?
    var placeholder: String
    var value: String
    var height: Int
    var buttons: CommandButtonLabels

    /// The text is printed.
    var printsAnswer: Bool { true }

    /// The text area.
    func present(
        on controller: AlertController, today: CalendarDay, options: AlertOptions,
        completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        WriteSubcommand.present(
            title: title, placeholder: placeholder, value: value, height: height,
            buttons: buttons, on: controller, options: options, completion)
    }
}

extension AlertCommand {
    /// `alert write`: text of several lines (``WriteQuestion``).
    package static func write(
        title: String?, placeholder: String, value: String, height: Int,
        buttons: CommandButtonLabels = .init()
    ) -> AlertCommand {
        AlertCommand(
            WriteQuestion(
                title: title, placeholder: placeholder, value: value, height: height,
                buttons: buttons))
    }
}
