import AlertEngine

extension WriteSubcommand {
    /// Asks for text of several lines, `value` already typed, in an area `height` rows
    /// high, under `buttons`' words. Its outcome is the text, and Cancel (Esc) declines.
    @MainActor
    static func present(
        title: String?, placeholder: String, value: String, height: Int,
        buttons: CommandButtonLabels, on controller: AlertController, options: AlertOptions,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        controller.showTextArea(
            title: title, placeholder: placeholder, initial: value, height: height,
            cancelTitle: buttons.cancel ?? AlertStrings.current.cancel,
            okTitle: buttons.ok ?? AlertStrings.current.ok, options: options
        ) { text in
            completion(text.map { .accepted(answer: $0) } ?? .declined)
        }
    }
}
