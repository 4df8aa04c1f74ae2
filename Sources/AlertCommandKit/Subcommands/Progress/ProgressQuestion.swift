import AlertEngine

/// `alert progress [--title T] [--no-cancel] [TEXT]`: a progress bar fed by dialog's gauge
/// protocol on standard input, until the input ends; with a Cancel button (and Esc) that
/// stops it when `cancels`.
struct ProgressQuestion: CommandQuestion {
    var title: String?
    var text: String?
    var cancels: Bool

    /// A gauge: it steps aside for other alerts and asks nothing.
    var isGauge: Bool { true }
    /// Nothing is read but the percentages.
    var readsAnswerInPlainLines: Bool { false }

    /// Shows the bar and feeds it from standard input until the input ends.
    func show(
        on controller: AlertController, _ context: CommandContext,
        completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView? {
        Task { @MainActor in
            completion(
                await ProgressSubcommand.run(
                    title: title, text: text, cancels: cancels, id: context.id,
                    timeout: context.timeout?.duration, turn: context.turn, on: controller))
        }
        return nil
    }
}

extension AlertCommand {
    /// `alert progress`: a bar fed on standard input (``ProgressQuestion``).
    static func progress(title: String?, text: String?, cancels: Bool = true) -> AlertCommand {
        AlertCommand(ProgressQuestion(title: title, text: text, cancels: cancels))
    }
}
