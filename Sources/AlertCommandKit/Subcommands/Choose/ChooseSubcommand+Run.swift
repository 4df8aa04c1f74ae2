import AlertEngine
import AlertTerminal

extension ChooseSubcommand {
    /// Offers `choices`: with a `limit`, as a checklist to tick up to `limit` of
    /// (`preselected` ticked), its outcome the ticked ones a line each; else as buttons (an
    /// action sheet when `asSheet`) and Cancel, the focus on `preselected` or the first
    /// option, its outcome the option chosen. Cancel declines.
    @MainActor
    static func present(
        _ choices: [String], title: String?, asSheet: Bool, preselected: String?, limit: Int?,
        on controller: AlertController, options: AlertOptions,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        guard let limit else {
            return presentButtons(
                choices, title: title, asSheet: asSheet, preselected: preselected,
                options: options, on: controller, completion)
        }
        let chosen = Set(preselected.flatMap(choices.indexIdentical).map { [$0] } ?? [])
        return controller.showChecklist(
            title: title, options: choices, chosen: chosen, maximum: limit,
            alertOptions: options
        ) { picked in
            completion(
                picked.map { .accepted(answer: $0.isEmpty ? nil : $0.joined(separator: "\n")) }
                    ?? .declined)
        }
    }

    /// The options as buttons of an alert, or of an action sheet when `asSheet`.
    @MainActor
    private static func presentButtons(
        _ choices: [String], title: String?, asSheet: Bool, preselected: String?,
        options: AlertOptions, on controller: AlertController,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        // Option i has action index i in the sheet and i + 1 in the alert (0 is Cancel there).
        let firstOption = asSheet ? 0 : 1
        let finish: @MainActor (AlertResult) -> Void = { result in
            completion(
                CommandRunner.outcome(of: result, withoutButton: .declined) { index in
                    let option = index - firstOption
                    return choices.indices.contains(option)
                        ? .accepted(answer: choices[option]) : .declined
                })
        }
        let view: AlertView
        if asSheet {
            let actions =
                choices.map { AlertAction(title: $0) } + [
                    AlertAction(title: "Cancel", role: .cancel)
                ]
            view = controller.showSheet(
                title: title, actions: actions, options: options, completion: finish)
        } else {
            view = controller.showAlert(
                title: title, cancelTitle: "Cancel", otherTitles: choices, options: options,
                completion: finish)
        }
        let start = preselected.flatMap(choices.indexIdentical) ?? 0
        view.initialFocusActionIndex = firstOption + start
        return view
    }
}

extension [String] {
    /// The index of the first element that is `text` scalar for scalar (`firstIndex(of:)`
    /// would also take a canonically equivalent one: `é` for `e` with a combining accent).
    func indexIdentical(_ text: String) -> Int? {
        firstIndex { $0.isIdentical(to: text) }
    }
}
