import AlertEngine

/// `alert status KIND TEXT …`: a status alert that closes by itself, after `countdown`
/// seconds (shown ticking) or the constructor's default when nil.
struct StatusQuestion: CommandAlertQuestion {
    var kind: AlertStatusKind
    var text: String
    var countdown: Int?

    /// It closes by itself: nothing is read.
    var readsAnswerInPlainLines: Bool { false }

    /// Printed and closed at once, without its countdown.
    var plainForm: CommandPlainForm {
        .shownOnce(AlertCommand(StatusQuestion(kind: kind, text: text, countdown: nil)))
    }

    /// The status alert.
    func present(
        on controller: AlertController, today: CalendarDay, options: AlertOptions,
        completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        StatusSubcommand.present(
            kind: kind, text: text, countdown: countdown, on: controller, completion)
    }

    /// Closed: done.
    func timedOut(answer: String) -> CommandOutcome { .accepted(answer: nil) }
}

extension AlertCommand {
    /// `alert status`: a status that closes by itself (``StatusQuestion``).
    static func status(kind: AlertStatusKind, text: String, countdown: Int?) -> AlertCommand {
        AlertCommand(StatusQuestion(kind: kind, text: text, countdown: countdown))
    }
}
