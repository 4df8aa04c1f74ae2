import AlertEngine

/// `alert spin --title T [--show-output] -- COMMAND ARGUMENTS…`: runs `command` under a
/// spinner and ends with its exit status; the output `shown` says is kept, and printed
/// afterwards. With `passesStreamsThrough` (gum's spin into a file or a pipe) the
/// command writes to `alert`'s own standard output and error as it runs, and reads its
/// standard input unless that is a terminal. With `lendsTerminal` (gum's spin) it reads
/// `alert`'s standard input, the terminal included, while the spinner reads nothing.
struct SpinQuestion: CommandQuestion {
    var title: String
    var command: [String]
    var shown: SpinShownOutput
    var passesStreamsThrough: Bool
    var lendsTerminal = false

    /// A spinner asks nothing: `ALERT_ANSWERS` does not answer it.
    var takesAnswers: Bool { false }
    /// The command's output, when it is shown or passed through.
    var printsAnswer: Bool { shown != .nothing || passesStreamsThrough }
    /// Nothing is read.
    var readsAnswerInPlainLines: Bool { false }

    /// Runs the command under the spinner, with the `--timeout` and id of `context`.
    func show(
        on controller: AlertController, _ context: CommandContext,
        completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView? {
        let options = AlertOptions(id: context.id, duration: context.timeout?.duration)
        Task { @MainActor in
            completion(
                await SpinSubcommand.run(
                    command, title: title, shown: shown,
                    passingStreamsThrough: passesStreamsThrough, lendingTerminal: lendsTerminal,
                    options: options, on: controller))
        }
        return nil
    }
}

extension AlertCommand {
    /// `alert spin`: a command run under a spinner (``SpinQuestion``), the part of its output
    /// that `shown` says printed once it has ended; with `lendsTerminal` it reads the
    /// terminal meanwhile.
    package static func spin(
        title: String, command: [String], shown: SpinShownOutput,
        passesStreamsThrough: Bool = false, lendsTerminal: Bool = false
    ) -> AlertCommand {
        AlertCommand(
            SpinQuestion(
                title: title, command: command, shown: shown,
                passesStreamsThrough: passesStreamsThrough, lendsTerminal: lendsTerminal))
    }
}
