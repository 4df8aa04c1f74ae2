import AlertEngine

/// `alert date …`: a day, starting at `initial` (today when nil), on a month calendar or,
/// with `fields`, on year, month and day fields; `buttons.ok` is the Done button's words.
struct DateQuestion: CommandAlertQuestion {
    var title: String?
    var initial: CalendarDay?
    var buttons: CommandButtonLabels
    var fields: Bool

    /// The day is printed.
    var printsAnswer: Bool { true }

    /// The calendar (or the fields), on `initial` or `today`.
    func present(
        on controller: AlertController, today: CalendarDay, options: AlertOptions,
        completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        DateSubcommand.present(
            title: title, initial: initial, today: today, buttons: buttons, fields: fields,
            on: controller, options: options, completion)
    }
}

extension AlertCommand {
    /// `alert date`: a day (``DateQuestion``).
    static func date(
        title: String?, initial: CalendarDay?, buttons: CommandButtonLabels = .init(),
        fields: Bool = false
    ) -> AlertCommand {
        AlertCommand(DateQuestion(title: title, initial: initial, buttons: buttons, fields: fields))
    }
}
