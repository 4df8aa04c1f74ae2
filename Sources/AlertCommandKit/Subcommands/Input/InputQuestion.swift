import AlertEngine

/// `alert input …`: a line of text; `value` is already typed in the field; `isSecure`
/// (`--password`) masks what is typed and reads it with the echo off in plain mode; `rule`
/// (`--validate REGEX`, `--error TEXT`) is what the whole text must match.
struct InputQuestion: CommandAlertQuestion {
    var title: String?
    var placeholder: String
    var value: String
    var isSecure: Bool
    var rule: CommandTextRule?
    var buttons: CommandButtonLabels

    /// The text is printed.
    var printsAnswer: Bool { true }

    /// The field.
    func present(
        on controller: AlertController, today: CalendarDay, options: AlertOptions,
        completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        InputSubcommand.present(
            title: title, placeholder: placeholder, value: value, isSecure: isSecure,
            rule: rule, buttons: buttons, on: controller, options: options, completion)
    }

    /// A password's default is said as the field's mask.
    func timeoutSummary(answer: String) -> AlertTimeoutAnswer {
        AlertTimeoutAnswer(isSecure ? "••••••" : answer, isAnswer: true)
    }
}

extension AlertCommand {
    /// `alert input`: a line of text (``InputQuestion``).
    package static func input(
        title: String?, placeholder: String, value: String, isSecure: Bool = false,
        rule: CommandTextRule? = nil, buttons: CommandButtonLabels = .init()
    ) -> AlertCommand {
        AlertCommand(
            InputQuestion(
                title: title, placeholder: placeholder, value: value, isSecure: isSecure,
                rule: rule, buttons: buttons))
    }
}
