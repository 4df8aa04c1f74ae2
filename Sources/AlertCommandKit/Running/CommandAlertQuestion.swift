import AlertEngine
import FoundationEssentials

/// A question asked in one alert the library's constructors build (a confirm, a choose, an
/// input…): it says how to build it, and what a `--timeout` that runs out answers; the
/// showing (the time-out, how the alert ended) is shared, ``CommandRunner``'s.
package protocol CommandAlertQuestion: CommandQuestion {
    /// Shows the alert on `controller` with `options` (its id, its time-out and the
    /// time-out's summary); `completion` gets the outcome the alert's result makes.
    /// `today` is the date picker's day without `--initial`.
    @MainActor
    func present(
        on controller: AlertController, today: CalendarDay, options: AlertOptions,
        completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView

    /// What the summary line says when `--timeout` runs out onto `answer` (`--default`), as
    /// had it been given, and whether that is an answer rather than a refusal: the answer
    /// itself by default.
    func timeoutSummary(answer: String) -> AlertTimeoutAnswer

    /// The outcome when `--timeout` runs out onto `answer` (`--default`): the answer
    /// itself by default.
    func timedOut(answer: String) -> CommandOutcome
}

extension CommandAlertQuestion {
    /// The answer, as it is.
    package func timeoutSummary(answer: String) -> AlertTimeoutAnswer {
        AlertTimeoutAnswer(answer, isAnswer: true)
    }

    /// The answer, printed.
    package func timedOut(answer: String) -> CommandOutcome { .accepted(answer: answer) }

    /// Shows it through ``CommandRunner/show(_:on:_:completion:)``, which keeps the
    /// time-out's answer and how the alert ended.
    @MainActor
    package func show(
        on controller: AlertController, _ context: CommandContext,
        completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView? {
        CommandRunner.show(self, on: controller, context, completion: completion)
    }
}
