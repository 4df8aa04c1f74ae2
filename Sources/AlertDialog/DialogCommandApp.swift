import AlertAutomation
import AlertCommandKit
import AlertEngine
import AlertTerminal
import FoundationEssentials
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// `alert` in its whiptail or dialog mode: run through a link named `whiptail` or `dialog`,
/// or as `alert whiptail …` / `alert dialog …`. It takes that program's command line and
/// keeps its contract (the answer on standard error unless `--stdout` or `--output-fd` say
/// otherwise, written as that program writes it; its exit statuses), and asks with the
/// engine: inline below the cursor (`ALERT_FULLSCREEN=1`: full screen), in plain lines with
/// `ALERT_PLAIN=1`, `TERM=dumb` or no terminal, in turn with other `alert` processes, and
/// answered from `ALERT_ANSWERS` by the box's title (or its text when it has none).
@MainActor
package enum DialogCommandApp {
    /// Runs `arguments` (without the program name) as `dialect` would, and returns the exit
    /// status: 255 for a command line that cannot run, with one line on standard error.
    package static func main(
        _ dialect: DialogDialect, arguments: [String], environment: [String: String],
        streams: StandardStreams = StandardStreams()
    ) async -> Int32 {
        let question: DialogQuestion
        do {
            switch try DialogCommandLine.parse(arguments, as: dialect) {
            case .help:
                return write(DialogHelp.text(for: dialect), to: STDOUT_FILENO) ? 0 : 255
            case .version:
                return write("alert \(dialect.rawValue) mode\n", to: STDOUT_FILENO) ? 0 : 255
            case .show(var box, let options):
                if case .textbox(let path, _) = box {
                    // The file is read before anything is asked; one that cannot be read is
                    // an error, as both programs make it.
                    do {
                        // Without a deadline the read ends with the file.
                        let text = try PagerText.read(path: path, until: nil) ?? ""
                        box = .textbox(path: path, text: text)
                    } catch {
                        TextOutput.writeToStandardError(
                            "alert \(dialect.rawValue): \(error.problem)\n")
                        return 255
                    }
                }
                question = DialogQuestion(
                    dialect: dialect, box: box, options: options, environment: environment)
            }
        } catch {
            TextOutput.writeToStandardError(error.line(for: dialect) + "\n")
            // dialog's DIALOG_ERROR changes this status too.
            return DialogButton.error.exitStatus(for: dialect, environment: environment)
        }
        // `--output-fd` naming a descriptor the caller did not open: both programs refuse it
        // before they show anything (the number would otherwise be one of alert's own
        // files, and the answer would be lost in it).
        let output = question.options.outputDescriptor
        if output > 2, !streams.wasOpenAtStart(output) {
            TextOutput.writeToStandardError(
                "alert \(dialect.rawValue): cannot open output-fd \(output): it is not open\n")
            return question.exitStatus(for: .error)
        }
        // The answer's descriptor closed at start (2>&- as a script might): no answer could
        // reach the script, so nothing is asked.
        if streams.closed.contains(question.options.outputDescriptor) {
            let line =
                "descriptor \(question.options.outputDescriptor) is closed; the answer would have nowhere to go"
            TextOutput.writeToStandardError("alert \(dialect.rawValue): \(line)\n")
            return question.exitStatus(for: .error)
        }
        let display: CommandDisplay =
            if TerminalCapabilities.isAffirmative(environment["ALERT_PLAIN"]) {
                .plain
            } else if TerminalCapabilities.isAffirmative(environment["ALERT_FULLSCREEN"]) {
                .fullScreen
            } else {
                .inline(summary: true)
            }
        // A broken answers file is CommandPresenter's to report; here it only picks the id.
        let answers = try? AlertAnswers.fromEnvironment(environment)
        let id = question.answersID { answers?[$0] != nil }
        if let answers, let status = acknowledged(question, id: id, answers) {
            return status
        }
        let outcome = await CommandPresenter.present(
            .dialog(question), display: display, id: id, environment: environment,
            streams: streams, choicesCameOnInput: false, today: .today(),
            adjustingAnswers: { answers in
                guard let id, let line = answers[id] else { return answers }
                return answers.replacing(id, with: question.answer(readingTagsIn: line))
            },
            deliver: { deliver($0, question) })
        if question.options.sleepSeconds > 0 {
            try? await Task.sleep(for: .seconds(question.options.sleepSeconds))
        }
        return exitStatus(of: outcome, question)
    }

    /// A message box run unattended: `answers` has no entry for it and there is no
    /// terminal to show it on. It decides nothing (OK is its only way out), so its text is
    /// written to standard error, where a log of the run keeps it, and it ends as OK does:
    /// a script such as raspi-config, with a message box at every step, runs unattended
    /// with entries for its questions only. Nil for any other box, or when it can be shown.
    private static func acknowledged(
        _ question: DialogQuestion, id: String?, _ answers: AlertAnswers
    )
        -> Int32?
    {
        guard case .message(let text) = question.box, id.flatMap({ answers[$0] }) == nil else {
            return nil
        }
        guard let terminal = TerminalConnection.controllingTerminal() else {
            let title = question.options.title.map { "[\($0)] " } ?? ""
            TextOutput.writeToStandardError(title + text + "\n")
            return question.exitStatus(for: .ok)
        }
        terminal.close()
        return nil
    }

    /// Writes the answer where the box's options send it; a failure to ask is said on
    /// standard error. An answer that cannot be written fails the run.
    private static func deliver(_ outcome: CommandOutcome, _ question: DialogQuestion)
        -> CommandOutcome
    {
        if case .failed(let message) = outcome {
            TextOutput.writeToStandardError("alert \(question.dialect.rawValue): \(message)\n")
            return outcome
        }
        guard case .boxAnswered(_, let answer?) = outcome, !answer.isEmpty else { return outcome }
        let descriptor = question.options.outputDescriptor
        guard write(answer, to: descriptor) else {
            let failure = "cannot write the answer to descriptor \(descriptor)"
            TextOutput.writeToStandardError("alert \(question.dialect.rawValue): \(failure)\n")
            return .failed(failure)
        }
        return outcome
    }

    /// The exit status: the box's own, or the program's for an error (255) or a time-out;
    /// Ctrl+C ends it as a shell reports SIGINT (130).
    private static func exitStatus(of outcome: CommandOutcome, _ question: DialogQuestion)
        -> Int32
    {
        switch outcome {
        case .finished(let status, _), .boxAnswered(let status, _): status
        case .accepted: question.exitStatus(for: .ok)
        case .declined: question.exitStatus(for: .escape)
        case .timedOut: question.exitStatus(for: .timeout)
        case .interrupted: 130
        case .failed: question.exitStatus(for: .error)
        }
    }

    /// Writes `text` to `descriptor` as it is (sanitised when it is a terminal); false when
    /// it cannot be written.
    private static func write(_ text: String, to descriptor: Int32) -> Bool {
        do {
            try TextOutput.write(text, to: descriptor, sanitizing: isatty(descriptor) == 1)
            return true
        } catch {
            return false
        }
    }
}

extension DialogCommandApp: CommandDialect {
    /// whiptail's or dialog's command line, when `programName` or the first argument is
    /// `whiptail` or `dialog`.
    package static func run(
        programName: String, arguments: [String], environment: [String: String],
        streams: StandardStreams
    ) async -> Int32? {
        if let dialect = DialogDialect(programName: programName) {
            return await main(
                dialect, arguments: arguments, environment: environment, streams: streams)
        }
        if let first = arguments.first, let dialect = DialogDialect(rawValue: first) {
            return await main(
                dialect, arguments: Array(arguments.dropFirst()), environment: environment,
                streams: streams)
        }
        return nil
    }
}
