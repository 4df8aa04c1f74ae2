import AlertEngine

/// `alert confirm TEXT …`: yes or no. `defaultsToYes` says which button has the focus
/// first (and so answers Enter).
struct ConfirmQuestion: CommandAlertQuestion {
    var text: String
    var title: String?
    var affirmative: String
    var negative: String
    var defaultsToYes: Bool

    /// The two buttons, the focus on the default.
    func present(
        on controller: AlertController, today: CalendarDay, options: AlertOptions,
        completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        ConfirmSubcommand.present(
            text: text, title: title, affirmative: affirmative, negative: negative,
            defaultsToYes: defaultsToYes, on: controller, options: options, completion)
    }

    /// The button `--default` names: no is a refusal.
    func timeoutSummary(answer: String) -> AlertTimeoutAnswer {
        answer == "no"
            ? AlertTimeoutAnswer(negative, isAnswer: false)
            : AlertTimeoutAnswer(affirmative, isAnswer: true)
    }

    /// Yes (exit 0) or no (exit 1), as `--default` says.
    func timedOut(answer: String) -> CommandOutcome {
        answer == "no" ? .declined : .accepted(answer: nil)
    }
}

extension AlertCommand {
    /// `alert confirm`: yes or no (``ConfirmQuestion``).
    package static func confirm(
        text: String, title: String?, affirmative: String, negative: String,
        defaultsToYes: Bool
    ) -> AlertCommand {
        AlertCommand(
            ConfirmQuestion(
                text: text, title: title, affirmative: affirmative, negative: negative,
                defaultsToYes: defaultsToYes))
    }
}
