import AlertEngine
import AlertTerminal

extension MessageSubcommand {
    /// Shows `text` (under `title`, when given) with an OK button; its outcome is accepted
    /// once it is dismissed.
    @MainActor
    static func present(
        text: String, title: String?, on controller: AlertController, options: AlertOptions,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        let finish: @MainActor (AlertResult) -> Void = { result in
            completion(CommandRunner.outcome(of: result) { _ in .accepted(answer: nil) })
        }
        guard let title else {
            return controller.showMessage(text, options: options, completion: finish)
        }
        return controller.showAlert(
            title: title, message: text, cancelTitle: "OK", options: options, completion: finish)
    }
}
