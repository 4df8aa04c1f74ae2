import AlertEngine
import AlertTerminal

extension FilterSubcommand {
    /// Lets the user find one of `choices` by typing part of its label (or tick several, as
    /// `selection` says, the `--selected` ones ticked to start with); its outcome is the
    /// choice's value, or the ticked ones' a line each, and Cancel declines. `list.header`
    /// shows under the title and `list.height` rows of matches at once; `buttons` relabels
    /// OK and Cancel.
    @MainActor
    static func present(
        title: String?, placeholder: String, choices: [CommandChoice],
        selection: FilterItem.Selection, list: CommandListOptions, buttons: CommandButtonLabels,
        on controller: AlertController, options: AlertOptions,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        // The names were checked when the choices were read; none is left unknown here.
        let ticked = (try? list.selectedRows(among: choices, subcommand: name)) ?? []
        let (view, filter) = AlertController.filterView(
            title: title, message: list.header, choices: choices.map(\.label), chosen: ticked,
            visibleRows: list.height ?? 8, placeholder: placeholder,
            cancelTitle: buttons.cancel ?? AlertStrings.current.cancel,
            okTitle: buttons.ok ?? AlertStrings.current.ok, selection: selection)
        controller.show(view, options: options) { result in
            completion(
                CommandRunner.outcome(of: result, withoutButton: .declined) { index in
                    guard index == 1 else { return .declined }
                    let values = filter.chosenIndices.map { choices[$0].value }
                    return .accepted(answer: values.joined(separator: "\n"))
                })
        }
        return view
    }
}
