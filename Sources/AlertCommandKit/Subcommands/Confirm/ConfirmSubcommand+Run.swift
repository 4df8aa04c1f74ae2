import AlertEngine
import AlertTerminal

extension ConfirmSubcommand {
    /// Asks `text` with `negative` (the cancel button) and `affirmative`, the focus on
    /// `affirmative` when `defaultsToYes`; its outcome is accepted for `affirmative`, and
    /// declined otherwise.
    @MainActor
    static func present(
        text: String, title: String?, affirmative: String, negative: String,
        defaultsToYes: Bool, on controller: AlertController, options: AlertOptions,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        let view = controller.showAlert(
            title: title, message: text, cancelTitle: negative, otherTitles: [affirmative],
            options: options
        ) { result in
            completion(
                CommandRunner.outcome(of: result) { $0 == 1 ? .accepted(answer: nil) : .declined })
        }
        view.initialFocusActionIndex = defaultsToYes ? 1 : 0
        return view
    }
}
