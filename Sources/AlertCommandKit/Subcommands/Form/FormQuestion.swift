import AlertEngine

/// `alert form …`: `fields` in one alert under `title` and `header`; the answers are
/// printed in field order, joined by `separator`.
struct FormQuestion: CommandAlertQuestion {
    var title: String?
    var header: String?
    var fields: [CommandFormField]
    var separator: String
    var buttons: CommandButtonLabels

    /// The answers are printed.
    var printsAnswer: Bool { true }

    /// The form.
    func present(
        on controller: AlertController, today: CalendarDay, options: AlertOptions,
        completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        FormSubcommand.present(self, today: today, on: controller, options: options, completion)
    }
}

extension AlertCommand {
    /// `alert form`: several fields in one alert (``FormQuestion``).
    static func form(
        title: String?, header: String? = nil, fields: [CommandFormField],
        separator: String = "|", buttons: CommandButtonLabels = .init()
    ) -> AlertCommand {
        AlertCommand(
            FormQuestion(
                title: title, header: header, fields: fields, separator: separator,
                buttons: buttons))
    }
}
