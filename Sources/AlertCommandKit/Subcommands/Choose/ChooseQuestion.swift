import AlertEngine
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// `alert choose [--sheet] OPTION…`: one of `options` (empty only until they are read from
/// standard input, ``withChoices(from:until:)``), as an alert or, with `asSheet`, an action
/// sheet. The focus starts on `preselected` (`--default`, one of the options), else on the
/// first option. With a `limit` above 1 (`--limit N`, `--no-limit`) it is a list to choose
/// up to `limit` of, `preselected` ticked. `list` says how an option reads (label and
/// value, or tag and description), which start chosen, the header and the height;
/// `buttons` relabels OK and Cancel.
struct ChooseQuestion: CommandAlertQuestion {
    var options: [String]
    var title: String?
    var asSheet: Bool
    var preselected: String?
    var limit: Int?
    var list: CommandListOptions
    var buttons: CommandButtonLabels

    /// The option (or options) is printed.
    var printsAnswer: Bool { true }
    /// Without OPTION, the options come on standard input.
    var takesChoicesFromInput: Bool { options.isEmpty }

    /// The options read from `descriptor`; `--default` and `--selected` must name some of
    /// them, and the limit is at most their number.
    func withChoices(from descriptor: Int32, until deadline: ContinuousClock.Instant?)
        throws(CommandUsageError) -> AlertCommand?
    {
        guard options.isEmpty else { return AlertCommand(self) }
        let hint =
            "the options come as arguments, or on standard input one per line"
            + " (ls | alert choose)"
        guard
            let choices = try AlertCommand.readChoices(
                from: descriptor, until: deadline, "choose", hint)
        else { return nil }
        let read = list.choices(choices)
        if let preselected, CommandListOptions.row(of: preselected, among: read) == nil {
            throw CommandUsageError(
                "--default must be one of the options, not \(preselected)", subcommand: "choose")
        }
        let most = limit.map { min($0, choices.count) }
        _ = try list.selectedRows(among: read, limit: most, subcommand: "choose")
        var question = self
        question.options = choices
        question.limit = most
        return AlertCommand(question)
    }

    /// A menu of one option is shown while its options are read, unless `--default`,
    /// `--selected`, `--height` or `--sheet` must be checked against every option first.
    func streamingChoices(from descriptor: Int32) throws(CommandUsageError) -> AlertCommand? {
        guard
            options.isEmpty, !asSheet, preselected == nil, limit == nil, list.selected.isEmpty,
            list.height == nil
        else { return nil }
        guard isatty(descriptor) == 0 else {
            throw CommandUsageError(
                "the options come as arguments, or on standard input one per line"
                    + " (ls | alert choose)", subcommand: "choose")
        }
        return AlertCommand(self)
    }

    /// The menu, list or sheet.
    func present(
        on controller: AlertController, today: CalendarDay, options alertOptions: AlertOptions,
        completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        ChooseSubcommand.present(
            list.choices(options), title: title, asSheet: asSheet, preselected: preselected,
            limit: limit, list: list, buttons: buttons, on: controller, options: alertOptions,
            completion)
    }

    /// A `--default` names an option by its label or its value: the value is printed.
    func timedOut(answer: String) -> CommandOutcome {
        let choices = list.choices(options)
        let row = CommandListOptions.row(of: answer, among: choices)
        return .accepted(answer: row.map { choices[$0].value } ?? answer)
    }
}

extension AlertCommand {
    /// `alert choose`: one or several of the options (``ChooseQuestion``).
    package static func choose(
        options: [String], title: String?, asSheet: Bool, preselected: String? = nil,
        limit: Int? = nil, list: CommandListOptions = .init(),
        buttons: CommandButtonLabels = .init()
    ) -> AlertCommand {
        AlertCommand(
            ChooseQuestion(
                options: options, title: title, asSheet: asSheet, preselected: preselected,
                limit: limit, list: list, buttons: buttons))
    }
}
