import AlertEngine
import AlertTerminal

extension ChooseSubcommand {
    /// Offers `choices`: with a `limit`, as a checklist to tick up to `limit` of
    /// (`preselected` and the `--selected` ones ticked), its outcome the values of the ticked
    /// ones a line each; else as buttons (an action sheet when `asSheet`, a list of
    /// `--height` rows when given) and Cancel, the focus on `preselected` (or the one
    /// `--selected` names, or the first option), its outcome the value of the option chosen.
    /// Cancel declines. `list.header` shows under the title; `buttons` relabels OK and
    /// Cancel. With no `choices`, they come on standard input while the menu is shown (see
    /// `presentStreaming`).
    @MainActor
    static func present(
        _ choices: [CommandChoice], title: String?, asSheet: Bool, preselected: String?,
        limit: Int?, list: CommandListOptions, buttons: CommandButtonLabels,
        on controller: AlertController, options: AlertOptions,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        let cancelTitle = buttons.cancel ?? "Cancel"
        guard !choices.isEmpty else {
            return presentStreaming(
                title: title, list: list, cancelTitle: cancelTitle, on: controller,
                options: options, completion)
        }
        // The names were checked when the options were known; none is left unknown here.
        let selected = (try? list.selectedRows(among: choices, subcommand: name)) ?? []
        let start = preselected.flatMap { CommandListOptions.row(of: $0, among: choices) }
        let okTitle = buttons.ok ?? AlertStrings.current.ok
        let details = choices.contains { $0.detail != nil } ? choices.map { $0.detail ?? "" } : nil
        guard limit != nil || list.height != nil else {
            return presentButtons(
                choices, details: details, title: title, header: list.header, asSheet: asSheet,
                start: start ?? selected.min() ?? 0, cancelTitle: cancelTitle,
                options: options, on: controller, completion)
        }
        let (view, checklist) = AlertController.checklistView(
            title: title, message: list.header, options: choices.map(\.label), details: details,
            chosen: limit == nil
                ? [start ?? selected.min() ?? 0] : selected.union(start.map { [$0] } ?? []),
            minimum: limit == nil ? 1 : 0, maximum: limit ?? 1, cancelTitle: cancelTitle,
            okTitle: okTitle)
        checklist.visibleRows = list.height
        if limit == nil {
            // One choice in a list: the focused row is the one chosen, and Enter answers.
            checklist.isExclusive = true
            checklist.ticksFocusedRow = true
        }
        controller.show(view, options: options) { result in
            completion(
                CommandRunner.outcome(of: result, withoutButton: .declined) { index in
                    guard index == 1 else { return .declined }
                    let values = checklist.chosen.sorted().map { choices[$0].value }
                    return .accepted(
                        answer: values.isEmpty ? nil : values.joined(separator: "\n"))
                })
        }
        return view
    }

    /// The options as buttons of an alert (a menu, in two columns when they have
    /// `details`), or of an action sheet when `asSheet`; the focus on option `start`.
    @MainActor
    private static func presentButtons(
        _ choices: [CommandChoice], details: [String]?, title: String?, header: String?,
        asSheet: Bool, start: Int, cancelTitle: String, options: AlertOptions,
        on controller: AlertController,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        // Option i has action index i in the sheet and i + 1 in the menu (0 is Cancel there).
        let firstOption = asSheet ? 0 : 1
        let finish: @MainActor (AlertResult) -> Void = { result in
            completion(
                CommandRunner.outcome(of: result, withoutButton: .declined) { index in
                    let option = index - firstOption
                    return choices.indices.contains(option)
                        ? .accepted(answer: choices[option].value) : .declined
                })
        }
        let view: AlertView
        if asSheet {
            let actions =
                choices.map { AlertAction(title: $0.label) } + [
                    AlertAction(title: cancelTitle, role: .cancel)
                ]
            view = controller.showSheet(
                title: title, message: header, actions: actions, options: options,
                completion: finish)
            if let details {
                // The sheet's option buttons share the menu's two columns.
                let columns = ChoiceColumns(labels: choices.map(\.label), details: details)
                for case let button as ButtonItem in view.items
                where choices.indices.contains(button.actionIndex) && button.role != .cancel {
                    button.columns = columns
                    button.columnRow = button.actionIndex
                }
            }
        } else {
            view = AlertController.menuView(
                title: title, message: header, labels: choices.map(\.label), details: details,
                cancelTitle: cancelTitle)
            controller.show(view, options: options, completion: finish)
        }
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
