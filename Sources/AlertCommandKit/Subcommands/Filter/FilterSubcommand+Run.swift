import AlertEngine
import AlertTerminal
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

extension FilterSubcommand {
    /// Lets the user find one of `choices` by typing part of its label (or tick several, as
    /// `selection` says, the `--selected` ones ticked to start with); its outcome is the
    /// choice's value, or the ticked ones' a line each, and Cancel declines. `list.header`
    /// shows under the title and `list.height` rows of matches at once; `buttons` relabels
    /// OK and Cancel. With no `choices`, they come on standard input while the alert is
    /// shown (see `presentStreaming`).
    @MainActor
    static func present(
        title: String?, placeholder: String, choices: [CommandChoice],
        selection: FilterItem.Selection, list: CommandListOptions, buttons: CommandButtonLabels,
        on controller: AlertController, options: AlertOptions,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        guard !choices.isEmpty else {
            return presentStreaming(
                title: title, placeholder: placeholder, selection: selection, list: list,
                buttons: buttons, on: controller, options: options, completion)
        }
        // The names were checked when the choices were read; none is left unknown here.
        let ticked = (try? list.selectedRows(among: choices, subcommand: name)) ?? []
        let (view, filter) = AlertController.filterView(
            title: title, message: list.header, choices: choices.map(\.label), chosen: ticked,
            visibleRows: rows(list.height, on: controller), placeholder: placeholder,
            cancelTitle: buttons.cancel ?? AlertStrings.current.cancel,
            okTitle: buttons.ok ?? AlertStrings.current.ok, selection: selection)
        controller.show(view, options: options) { result in
            completion(
                CommandRunner.outcome(of: result, withoutButton: .declined) { index in
                    guard index == 1 else { return .declined }
                    // The query as typed, where its own row is the answer (gum's
                    // --no-strict).
                    if filter.picksTypedQuery { return .accepted(answer: filter.query) }
                    let values = filter.chosenIndices.map { choices[$0].value }
                    return .accepted(answer: values.joined(separator: "\n"))
                })
        }
        return view
    }

    /// The rows of matches shown: `--height` (8 without it), but no more than the screen
    /// leaves once the card's border, query, count, buttons and hints have their lines, so
    /// a height past the screen is "as many as fit". At least 1.
    @MainActor
    static func rows(_ height: Int?, on controller: AlertController) -> Int {
        let screen = Int(controller.window.container.size.height)
        let fit = screen > 0 ? max(screen - 9, 1) : Int.max
        return max(min(height ?? 8, fit), 1)
    }

    /// The filter of `present`, shown at once with no choice, its choices read from
    /// standard input while it is shown (``StreamedChoices``): each block's lines join the
    /// list as it is read, the count ends in an ellipsis until the input ends, and typing,
    /// the highlight and the answer work meanwhile. An answer given before the input ends
    /// is final, and the rest of the input is not waited for. Input with no choice, past
    /// the bounds or unreadable takes the alert away and fails the run, as it does when the
    /// choices are read first.
    /// Without `showsQuery` it is `alert choose`'s plain list, as many rows high as
    /// `alert choose` makes it.
    @MainActor
    static func presentStreaming(
        title: String?, placeholder: String, selection: FilterItem.Selection,
        list: CommandListOptions, buttons: CommandButtonLabels, showsQuery: Bool = true,
        on controller: AlertController, options: AlertOptions,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        let (view, filter) = AlertController.filterView(
            title: title, message: list.header, choices: [],
            visibleRows: showsQuery
                ? rows(list.height, on: controller)
                : list.height ?? ChooseSubcommand.defaultRows(on: controller),
            placeholder: placeholder, cancelTitle: buttons.cancel ?? AlertStrings.current.cancel,
            okTitle: buttons.ok ?? AlertStrings.current.ok, selection: selection,
            showsQuery: showsQuery)
        filter.isReceivingChoices = true
        let reading = StreamedReading()
        let delimiter = list.labelDelimiter.flatMap { $0.isEmpty ? nil : $0 }
        reading.task = Task { @MainActor in
            var count = 0
            await StreamedChoices(descriptor: STDIN_FILENO).follow { block in
                switch block {
                case .choices(let lines):
                    count += lines.count
                    if let delimiter {
                        let read = lines.map { CommandChoice($0, delimiter: delimiter) }
                        reading.values += read.map(\.value)
                        filter.appendChoices(read.map(\.label))
                    } else {
                        filter.appendChoices(lines)
                    }
                case .ended(let ending):
                    filter.isReceivingChoices = false
                    if let failure = StreamedChoices.failure(
                        of: ending, count: count,
                        subcommand: showsQuery ? name : ChooseSubcommand.name)
                    {
                        reading.failure = failure
                        controller.dismiss(view, reason: .programmatic)
                    }
                }
                view.setNeedsLayout()
            }
        }
        reading.show(view, on: controller, options: options, completion) { index in
            guard index == 1 else { return .declined }
            if filter.picksTypedQuery { return .accepted(answer: filter.query) }
            let values = filter.chosenIndices.map {
                delimiter == nil ? filter.choices[$0] : reading.values[$0]
            }
            return .accepted(answer: values.joined(separator: "\n"))
        }
        return view
    }
}
