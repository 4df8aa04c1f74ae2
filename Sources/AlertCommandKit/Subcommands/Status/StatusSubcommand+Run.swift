import AlertEngine
import AlertTerminal

extension StatusSubcommand {
    /// Shows `text` as a `kind` status that closes by itself after `countdown` seconds (or
    /// the constructor's default); its outcome is accepted once it is gone.
    @MainActor
    static func present(
        kind: AlertStatusKind, text: String, countdown: Int?, on controller: AlertController,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        controller.showStatus(kind, message: text, countdown: countdown) { result in
            completion(CommandRunner.outcome(of: result) { _ in .accepted(answer: nil) })
        }
    }
}
