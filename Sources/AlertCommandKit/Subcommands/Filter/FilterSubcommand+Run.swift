import AlertEngine
import AlertTerminal

extension FilterSubcommand {
    /// Lets the user find one of `choices` by typing part of it (or tick several, as
    /// `selection` says); its outcome is the choice, or the ticked ones a line each, and
    /// Cancel declines.
    @MainActor
    static func present(
        title: String?, placeholder: String, choices: [String],
        selection: FilterItem.Selection, on controller: AlertController, options: AlertOptions,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        switch selection {
        case .several(let maximum):
            return controller.showFilterSeveral(
                title: title, choices: choices, maximum: maximum, placeholder: placeholder,
                alertOptions: options
            ) { picked in
                completion(
                    picked.map { .accepted(answer: $0.joined(separator: "\n")) } ?? .declined)
            }
        case .one:
            return controller.showFilter(
                title: title, choices: choices, placeholder: placeholder, alertOptions: options
            ) { choice in
                completion(choice.map { .accepted(answer: $0) } ?? .declined)
            }
        }
    }
}
