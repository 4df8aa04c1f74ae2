import AlertEngine
import AlertPresentation
import FoundationEssentials
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// The steps every gum prompt shares: its ``AlertCommand`` asked as `alert` asks it (its
/// choices read from standard input when it takes them, the `--timeout`, an
/// `ALERT_ANSWERS` file keyed by `id`), and the outcome written as gum writes it.
@MainActor
package enum GumPrompt {
    /// Asks `command` within `timeout` (milliseconds; the answer `timeoutAnswer` when it
    /// runs out, else gum's "timed out" and 124), keyed by `id` in an answers file, and
    /// hands the outcome to `deliver` while the prompt still holds the terminal; returns
    /// the exit status `deliver` gives. `readInput`: gum mode read standard input itself
    /// (the options, a value), so plain mode reads its answer from the terminal. `keys`:
    /// gum's keys on the alert, where they differ from `alert`'s; `showsHelp` false
    /// (`--no-show-help`) hides the line of key hints; `leavesSummary` false leaves no
    /// summary line (a step of a walk through folders); `adjusting` changes the alert once
    /// made (a filter's starting query); `timingOut`, when given, gives the exit status
    /// when `timeout` runs out with no `timeoutAnswer`, in place of "timed out" and 124
    /// (confirm answers with the button that has the focus then).
    package static func ask(
        _ command: AlertCommand, timeout: Int?, timeoutAnswer: String? = nil, id: String?,
        readInput: Bool = false, keys: (any AlertKeyPolicy)? = nil, showsHelp: Bool = true,
        leavesSummary: Bool = true, adjusting: (@MainActor (AlertView) -> Void)? = nil,
        timingOut: (@MainActor () -> Int32)? = nil,
        _ context: GumContext, deliver: (CommandOutcome) -> Int32
    ) async -> Int32 {
        let display = CommandDisplay.inline(summary: leavesSummary)
        let wait = timeout.map { CommandTimeout(milliseconds: $0, answer: timeoutAnswer) }
        let answersID = id.flatMap { key in
            key.isEmpty || key.contains("=") || key.contains(where: \.isNewline) ? nil : key
        }
        switch AlertCommandApp.prepare(
            command, display: display, timeout: wait, id: answersID,
            streams: context.streams, environment: context.environment)
        {
        case .exit(let status):
            if status == CommandOutcome.timedOut.exitStatus { return timedOut() }
            return status == 0 ? 0 : 1
        case .run(let command, let display, let left, let id, let choicesCameOnInput):
            let adjust: @MainActor (AlertView) -> Void = { view in
                if let keys { view.interaction.keyPolicy = keys }
                if !showsHelp { view.showsKeyHints = false }
                adjusting?(view)
            }
            var status: Int32 = 0
            _ = await CommandPresenter.present(
                command, display: display, timeout: left, id: id,
                environment: context.environment, streams: context.streams,
                choicesCameOnInput: choicesCameOnInput || readInput, today: .today(),
                adjustingView: adjust,
                deliver: { outcome in
                    switch outcome {
                    case .timedOut: status = timingOut?() ?? timedOut()
                    case .interrupted: status = 130
                    case .failed(let message):
                        // alert's words name its --id, which gum's command line has not.
                        let said =
                            message == CommandPresenter.noWayToAnswerFilter
                            ? "standard input was read (the options or the value) and there is no"
                                + " terminal to ask on; answer it with ALERT_ANSWERS=FILE and a"
                                + " line \(id.map { "\($0)=ANSWER" } ?? "ID=ANSWER") (see docs/gum.md)"
                            : message
                        TextOutput.writeToStandardError("gum: \(said)\n")
                        status = 1
                    default: status = deliver(outcome)
                    }
                    return outcome
                })
            return status
        }
    }

    /// gum's words and status when `--timeout` ran out.
    static func timedOut() -> Int32 {
        TextOutput.writeToStandardError("timed out\n")
        return 124
    }

    /// Writes `text` on standard output as gum's `tty.Println` does (sanitised on a
    /// terminal) and returns `status`, or 1 when it cannot be written.
    package static func print(_ text: String, status: Int32 = 0) -> Int32 {
        do {
            try TextOutput.write(text, to: STDOUT_FILENO, sanitizing: isatty(STDOUT_FILENO) == 1)
            return status
        } catch {
            TextOutput.writeToStandardError(
                "gum: cannot write the answer: \(TextOutput.describe(error))\n")
            return 1
        }
    }

    /// Writes gum's `message` on standard error and returns `status` (1), as gum does when
    /// a prompt ends without an answer (`nothing selected`, `not submitted`).
    package static func fail(_ message: String, status: Int32 = 1) -> Int32 {
        TextOutput.writeToStandardError(message + "\n")
        return status
    }

    /// Standard input read whole as gum's `stdin.Read` reads it when it is not a terminal:
    /// trimmed of blanks at both ends (unless not `trimming`, as a CSV reader reads it), escape sequences dropped when `strippingEscapes`;
    /// nil when standard input is a terminal, a device, a socket or closed, and with
    /// `firstLineOnly` when it ended before a byte came (gum's `ReadLine` fails then).
    ///
    /// - Throws: ``GumFailure`` for more than `AlertCommand.maximumChoiceBytes`.
    package static func standardInput(
        strippingEscapes: Bool = true, firstLineOnly: Bool = false, trimming: Bool = true
    ) throws(GumFailure) -> String? {
        guard isatty(STDIN_FILENO) != 1 else { return nil }
        var status = stat()
        guard fstat(STDIN_FILENO, &status) == 0 else { return nil }
        // gum reads a pipe or a file; a character device (/dev/null) counts as empty.
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFIFO || kind == S_IFREG else { return nil }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN {
                // A descriptor left non-blocking: wait for the rest, as Go's reader does.
                var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                _ = poll(&ready, 1, -1)
                continue
            }
            guard count > 0 else { break }
            bytes += buffer[..<count]
            if firstLineOnly, bytes.contains(10) { break }
            // Input without end must not fill the memory: the bound `alert filter` has.
            guard bytes.count <= AlertCommand.maximumChoiceBytes else {
                throw GumFailure(
                    message: "standard input holds more than"
                        + " \(AlertCommand.maximumChoiceBytes >> 20) MiB")
            }
        }
        if firstLineOnly, bytes.isEmpty { return nil }
        if firstLineOnly, let end = bytes.firstIndex(of: 10) { bytes = Array(bytes[..<end]) }
        var text = LosslessUTF8.decode(bytes)
        if strippingEscapes { text = VisibleText.stripped(text) }
        return trimming ? text.goTrimmingSpace() : text
    }
}

extension GumPrompt {
    /// A usage error found after the flags were read (an argument too many), said as
    /// kong says it, with its exit status.
    package static func refuse(_ problem: String) -> Int32 {
        TextOutput.writeToStandardError(GumUsageError(problem).line)
        return GumUsageError.exitStatus
    }
}

extension GumPrompt {
    /// The alert's title for a gum prompt: its `--header`, and its `--prompt` when a
    /// script wrote one of its own (gum's `> ` says nothing); nil when neither says
    /// anything.
    package static func title(header: String, prompt: String, plainPrompt: String = "> ") -> String?
    {
        let own = prompt == plainPrompt ? "" : prompt.goTrimmingSpace()
        let parts = [header, own].filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
