import AlertEngine
import AlertTerminal

extension ChooseSubcommand {
    /// Offers `choices` in a list (rows as data, see `FilterItem`'s plain list): with a
    /// `limit`, to tick up to `limit` of (`preselected` and the `--selected` ones ticked),
    /// its outcome the values of the ticked ones a line each; else to pick one, the cursor
    /// on `preselected` (or the one `--selected` names, or the first option), its outcome
    /// the value of the option picked. `asSheet` offers them as the buttons of an action
    /// sheet instead. The list shows `--height` rows at once, else as many as the screen
    /// leaves (at least ten), fewer while the screen is too short; `list.header` shows under
    /// the title; `buttons` relabels OK and Cancel, and Cancel declines. With no `choices`,
    /// they come on standard input while the list is shown (see `presentStreaming`).
    @MainActor
    static func present(
        _ choices: [CommandChoice], title: String?, asSheet: Bool, preselected: String?,
        limit: Int?, list: CommandListOptions, buttons: CommandButtonLabels,
        on controller: AlertController, options: AlertOptions,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        let cancelTitle = buttons.cancel ?? AlertStrings.current.cancel
        let selection: FilterItem.Selection =
            limit.map { .ticked(minimum: 0, maximum: $0) } ?? .one
        guard !choices.isEmpty else {
            return FilterSubcommand.presentStreaming(
                title: title, placeholder: "", selection: selection, list: list,
                buttons: buttons, showsQuery: false, on: controller, options: options,
                completion)
        }
        // The names were checked when the options were known; none is left unknown here.
        let selected = (try? list.selectedRows(among: choices, subcommand: name)) ?? []
        let start = preselected.flatMap { CommandListOptions.row(of: $0, among: choices) }
        let details = choices.contains { $0.detail != nil } ? choices.map { $0.detail ?? "" } : nil
        guard !asSheet else {
            return presentSheet(
                choices, details: details, title: title, header: list.header,
                start: start ?? selected.min() ?? 0, cancelTitle: cancelTitle,
                options: options, on: controller, completion)
        }
        let (view, filter) = AlertController.filterView(
            title: title, message: list.header, choices: choices.map(\.label), details: details,
            chosen: selected.union(start.map { [$0] } ?? []),
            visibleRows: list.height ?? defaultRows(on: controller),
            placeholder: "", cancelTitle: cancelTitle,
            okTitle: buttons.ok ?? AlertStrings.current.ok, selection: selection,
            showsQuery: false)
        let first = limit == nil ? start ?? selected.min() ?? 0 : start ?? 0
        filter.moveHighlight(by: first)
        controller.show(view, options: options) { result in
            completion(
                CommandRunner.outcome(of: result, withoutButton: .declined) { index in
                    guard index == 1 else { return .declined }
                    let values = filter.chosenIndices.map { choices[$0].value }
                    return .accepted(
                        answer: values.isEmpty ? nil : values.joined(separator: "\n"))
                })
        }
        return view
    }

    /// The fewest rows a list shows at once without `--height` where there is room (gum's
    /// choose shows as many): a screen too short for them takes rows away while it is
    /// short, and gives them back as it grows.
    static let defaultRows = 10

    /// The rows a list shows without `--height`: as many as the screen leaves when it
    /// starts, and at least ``defaultRows`` (a screen too short gives rows up while it is).
    @MainActor
    static func defaultRows(on controller: AlertController) -> Int {
        max(defaultRows, FilterSubcommand.rows(Int.max, on: controller))
    }

    /// The options as the buttons of an action sheet (in two columns when they have
    /// `details`), and Cancel; the focus on option `start`.
    @MainActor
    private static func presentSheet(
        _ choices: [CommandChoice], details: [String]?, title: String?, header: String?,
        start: Int, cancelTitle: String, options: AlertOptions,
        on controller: AlertController,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        // Option i has action index i in the sheet.
        let actions =
            choices.map { AlertAction(title: $0.label) } + [
                AlertAction(title: cancelTitle, role: .cancel)
            ]
        let view = controller.showSheet(
            title: title, message: header, actions: actions, options: options
        ) { result in
            completion(
                CommandRunner.outcome(of: result, withoutButton: .declined) { index in
                    choices.indices.contains(index)
                        ? .accepted(answer: choices[index].value) : .declined
                })
        }
        if let details {
            // The sheet's option buttons share the menu's two columns.
            let columns = ChoiceColumns(labels: choices.map(\.label), details: details)
            for case let button as ButtonItem in view.items
            where choices.indices.contains(button.actionIndex) && button.role != .cancel {
                button.columns = columns
                button.columnRow = button.actionIndex
            }
        }
        view.initialFocusActionIndex = start
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
