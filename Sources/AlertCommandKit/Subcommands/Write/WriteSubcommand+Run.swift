import AlertEngine

extension WriteSubcommand {
    /// Asks for text of several lines, `value` already typed, in an area `height` rows
    /// high. Its outcome is the text, and Cancel (Esc) declines.
    @MainActor
    static func present(
        title: String?, placeholder: String, value: String, height: Int,
        on controller: AlertController, options: AlertOptions,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        controller.showTextArea(
            title: title, placeholder: placeholder, initial: value, height: height,
            options: options
        ) { text in
            completion(text.map { .accepted(answer: $0) } ?? .declined)
        }
    }
}
