import AlertCommandKit
import AlertEngine

/// A whiptail or dialog box asked under their contract: its answer goes to standard error
/// (or `--output-fd`), a `--gauge` is fed on standard input.
extension DialogQuestion: CommandQuestion {
    /// A `--gauge` box.
    package var isGauge: Bool {
        if case .gauge = box { true } else { false }
    }
    /// whiptail's and dialog's answers go to standard error unless they say otherwise.
    package var answersOnStandardError: Bool { true }
    /// In plain mode a box that takes an answer reads it from standard input.
    package var readsAnswerInPlainLines: Bool { box.takesAnswer }

    /// The box, answered as whiptail or dialog answers it.
    package func show(
        on controller: AlertController, _ context: CommandContext,
        completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView? {
        DialogRunner.show(
            self, on: controller, id: context.id, turn: context.turn, completion: completion)
    }
}

extension AlertCommand {
    /// `alert whiptail …`, `alert dialog …` (or `alert` run as either): a box of theirs,
    /// answered under their contract.
    package static func dialog(_ question: DialogQuestion) -> AlertCommand {
        AlertCommand(question)
    }
}
