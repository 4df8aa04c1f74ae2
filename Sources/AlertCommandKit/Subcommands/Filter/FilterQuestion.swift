import AlertEngine
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// `alert filter [--title T] [--placeholder P]`: one of `choices`, found by typing part of
/// it, or several with `--limit N` or `--no-limit` (`selection`). The choices come on
/// standard input, one per line; the parser leaves them empty and the command reads them
/// (``withChoices(from:until:)``) before it asks, or while it is shown. `list` and
/// `buttons` as choose's.
struct FilterQuestion: CommandAlertQuestion {
    var title: String?
    var placeholder: String
    var choices: [String]
    var selection: FilterItem.Selection
    var list: CommandListOptions
    var buttons: CommandButtonLabels

    /// The choice (or choices) is printed.
    var printsAnswer: Bool { true }
    /// Standard input holds the choices: plain mode reads the answer from the terminal.
    var readsAnswerInPlainLines: Bool { false }
    /// The choices come on standard input until they are read.
    var takesChoicesFromInput: Bool { choices.isEmpty }

    /// The choices read from `descriptor`, the `--selected` names checked against them.
    func withChoices(from descriptor: Int32, until deadline: ContinuousClock.Instant?)
        throws(CommandUsageError) -> AlertCommand?
    {
        guard choices.isEmpty else { return AlertCommand(self) }
        let hint = "the choices come on standard input, one per line (ls | alert filter)"
        guard
            let read = try AlertCommand.readChoices(
                from: descriptor, until: deadline, "filter", hint)
        else { return nil }
        var most: Int?
        if case .several(let maximum?) = selection { most = maximum }
        _ = try list.selectedRows(among: list.choices(read), limit: most, subcommand: "filter")
        var question = self
        question.choices = read
        return AlertCommand(question)
    }

    /// Shown while its choices are read, unless `--selected` names some (checked against
    /// every choice first).
    func streamingChoices(from descriptor: Int32) throws(CommandUsageError) -> AlertCommand? {
        guard choices.isEmpty, list.selected.isEmpty else { return nil }
        guard isatty(descriptor) == 0 else {
            throw CommandUsageError(
                "the choices come on standard input, one per line (ls | alert filter)",
                subcommand: "filter")
        }
        return AlertCommand(self)
    }

    /// The search over the choices.
    func present(
        on controller: AlertController, today: CalendarDay, options: AlertOptions,
        completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        FilterSubcommand.present(
            title: title, placeholder: placeholder, choices: list.choices(choices),
            selection: selection, list: list, buttons: buttons, on: controller,
            options: options, completion)
    }
}

extension AlertCommand {
    /// `alert filter`: choices found by typing part of them (``FilterQuestion``).
    package static func filter(
        title: String?, placeholder: String, choices: [String],
        selection: FilterItem.Selection = .one, list: CommandListOptions = .init(),
        buttons: CommandButtonLabels = .init()
    ) -> AlertCommand {
        AlertCommand(
            FilterQuestion(
                title: title, placeholder: placeholder, choices: choices, selection: selection,
                list: list, buttons: buttons))
    }
}
