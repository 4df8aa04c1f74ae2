import AlertPresentation
import AlertProtocol
import AlertQueue
import Dispatch
import FoundationEssentials
import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ``TerminalAlerts`` without a terminal: a ``PlainAlertWindow`` whose prompts go to
/// standard error and whose answers are read from standard input, one line at a time and
/// only while an alert waits for one. A line is applied only to the alert whose prompt it
/// answers: when that alert went away meanwhile (a timeout, code, an interruption), the
/// user is told and asked again. At the end of the input every alert, now or later, is
/// dismissed.
///
/// The one plain-line loop of the library: `TerminalAlerts.run` and the `alert` command
/// both run it.
@MainActor
package final class PlainAlertsPresenter: TerminalAlertsPresenter {
    let controller: AlertController
    let plainWindow = PlainAlertWindow()
    package var window: any AlertWindow { plainWindow }
    package var presentation: TerminalAlerts.Presentation { .plainLines }
    let readLine: @MainActor () async -> StandardInputLines.Line
    private let cancelReading: @MainActor () -> Void
    /// Stops the read that waits now, for an alert no longer shown (reads go on after).
    let interruptReading: @MainActor () -> Void
    private let write: @MainActor (String) throws -> Void
    /// What turns the echo off while a secret is read (nil: nothing to turn off).
    let silence: @MainActor () -> EchoSuppression?
    let inputEnd: LastingDismissal
    private var loop: Task<Void, Never>?

    /// Whether an alert that needs no answer (a status) is dismissed (`.timeout`) as soon as
    /// it is printed, instead of waiting for its own time to run out: for a program that
    /// prints it and is done.
    package var closesAlertsWithoutAnswer = false

    /// What Ctrl+C (SIGINT, the terminal not being raw here) does while the presenter runs:
    /// with ``TerminalAlerts/Interruption/throwsError`` it is caught, every alert, now and
    /// later, is dismissed and ``wasInterrupted`` is set, as inline and full screen do; with
    /// ``TerminalAlerts/Interruption/endsProcess`` (the default) SIGINT is left alone. Set
    /// it before ``start()``.
    package var interruption: TerminalAlerts.Interruption = .endsProcess

    /// Whether Ctrl+C was caught (``interruption`` being
    /// ``TerminalAlerts/Interruption/throwsError``).
    package private(set) var wasInterrupted = false

    /// The SIGINT watch while the presenter runs with ``TerminalAlerts/Interruption/throwsError``.
    private var interruptWatch: InterruptWatch?

    /// Why nobody could be asked any more, if that happened: an input line past the bound,
    /// input that cannot be read (a directory), or a prompt that could not be written. Every alert was then dismissed.
    package private(set) var failure: String?

    /// A presenter reading answers from `input` (standard input by default; the terminal
    /// when standard input carries data, as `alert filter`'s choices) and writing prompts
    /// on standard error.
    package convenience init(controller: AlertController, input: Int32 = STDIN_FILENO) {
        let lines = StandardInputLines(descriptor: input)
        self.init(
            controller: controller, readLine: { await lines.next() },
            cancelReading: { lines.cancel() }, interruptReading: { lines.interrupt() },
            write: { try TextOutput.write($0, to: STDERR_FILENO) },
            silence: { EchoSuppression(descriptor: input) })
    }

    /// A presenter reading answers with `readLine` and writing prompts with `write`; the
    /// line of a secret is read inside what `silence` gives (the terminal's echo off). When
    /// another alert takes the place of the one whose line is being read (a question that
    /// interrupts it), `interruptReading` ends that read (`readLine` then gives
    /// `.cancelled`) so the new alert is prompted at once. When a write fails, nobody can be
    /// asked any more: every alert, now or later, is dismissed as at the end of the input.
    init(
        controller: AlertController,
        readLine: @escaping @MainActor () async -> StandardInputLines.Line,
        cancelReading: @escaping @MainActor () -> Void = {},
        interruptReading: @escaping @MainActor () -> Void = {},
        write: @escaping @MainActor (String) throws -> Void,
        silence: @escaping @MainActor () -> EchoSuppression? = { nil }
    ) {
        self.silence = silence
        self.controller = controller
        self.readLine = readLine
        self.cancelReading = cancelReading
        self.interruptReading = interruptReading
        self.write = write
        self.inputEnd = LastingDismissal(controller: controller)
    }

    package func start() {
        if interruption == .throwsError {
            interruptWatch = InterruptWatch { [weak self] in self?.interrupt() }
        }
        loop = Task { @MainActor [weak self] in
            while !Task.isCancelled, let self, !self.inputEnd.hasEnded {
                guard await self.answerNext() else { return }
            }
        }
    }

    package func stop() {
        interruptWatch?.stop()
        interruptWatch = nil
        cancelReading()
        loop?.cancel()
        loop = nil
        inputEnd.stop()
    }

    /// Ctrl+C, handed to the program: the read that waits stops, and every alert, now and
    /// later, is dismissed.
    func interrupt() {
        guard !wasInterrupted else { return }
        wasInterrupted = true
        emit("\n")
        inputEnd.begin()
        interruptReading()
    }

    /// Prompts for the visible alert and applies one line to it (or waits for an alert to
    /// be shown). Returns false when reading was cancelled.
    private func answerNext() async -> Bool {
        guard let alert = plainWindow.visibleAlert else {
            await plainWindow.waitForChange()
            return true
        }
        guard plainWindow.needsAnswer(alert) else {
            // A status or a progress: printed once (then what changes of it), and no line is
            // read for it.
            if let text = plainWindow.promptToPrint(withoutAnswer: alert) { emit(text) }
            if closesAlertsWithoutAnswer {
                controller.dismiss(alert, reason: .timeout)
                return true
            }
            await plainWindow.waitForChange()
            return true
        }
        // A progress that stepped aside for this question is printed again when it is back.
        plainWindow.forgetPrintedWithoutAnswer()
        let fields = plainWindow.formFields(alert)
        guard fields.isEmpty else { return await answerForm(alert, fields: fields) }
        // The echo goes off before the prompt is out: a secret typed the moment the prompt
        // shows must not reach the screen.
        let secret = plainWindow.readsSecret(alert) ? silence() : nil
        secret?.begin()
        emit(plainWindow.prompt(for: alert))
        guard !inputEnd.hasEnded else {
            secret?.end()
            return true
        }
        let watch = watchForReplacement(of: alert)
        let (line, after) = await readAnswer(takesLines: plainWindow.readsLines(alert))
        watch.cancel()
        secret?.end()
        guard take(line, for: alert) else { return false }
        if let after, case .text = line { return take(after, for: alert) }
        return true
    }

    /// Watches for another alert in `alert`'s place (a question that interrupts it), which
    /// ends the read, so that alert is prompted at once. The watch starts once the read has
    /// begun (it runs when the reading task waits), and looks before each wait: no change
    /// slips through. Cancel it once the answer is read.
    func watchForReplacement(of alert: any AlertPresentable) -> Task<Void, Never> {
        Task { @MainActor [weak self] in
            while !Task.isCancelled, let self {
                if self.plainWindow.visibleAlert !== alert {
                    self.interruptReading()
                    return
                }
                await self.plainWindow.waitForChange()
            }
        }
    }

    /// Reads one answer: a line or, when it `takesLines` (a text of several lines), the
    /// lines up to a `.` line (or the end of the input), joined with line feeds, unless
    /// the first is an answer word (`esc`, `#n`). `after` is the end of the input when it
    /// ended the text, to be taken once the text answered.
    func readAnswer(takesLines: Bool) async -> (
        line: StandardInputLines.Line, after: StandardInputLines.Line?
    ) {
        var line = await readLine()
        guard case .text(let first) = line, takesLines, !PlainAlertWindow.isAnswerWord(first)
        else { return (line, nil) }
        var lines: [String] = []
        while case .text(let text) = line, !PlainAlertWindow.endsText(text) {
            lines.append(text)
            line = await readLine()
        }
        switch line {
        case .text:
            return (.text(lines.joined(separator: "\n")), nil)
        case .end:
            return (.text(lines.joined(separator: "\n")), .end)
        case .cancelled, .tooLong, .unreadable:
            // A text cut short is no answer.
            return (line, nil)
        }
    }

    /// Applies one read to `alert`: a line answers it, the end of the input or a failed
    /// read ends the asking. Returns false when reading was cancelled for good.
    func take(_ line: StandardInputLines.Line, for alert: any AlertPresentable) -> Bool {
        switch line {
        case .cancelled:
            // Stopped (the loop is cancelled too), or interrupted for another alert: then
            // the loop goes on and prompts that one.
            return !Task.isCancelled
        case .end:
            inputEnd.begin()
        case .tooLong:
            let limit = BoundedLineReader.defaultMaximumLength
            failure = "a line of standard input is longer than \(limit) bytes"
            emit("That line is longer than \(limit) bytes; no more input is read.\n")
            inputEnd.begin()
        case .unreadable(let code):
            let reason = String(cString: strerror(code))
            failure = "cannot read standard input: \(reason)"
            emit("Standard input cannot be read (\(reason)); no more input is read.\n")
            inputEnd.begin()
        case .text(let line):
            guard plainWindow.visibleAlert === alert else {
                emit("That alert went away before your answer; here is the one now shown.\n")
                return true
            }
            PlainRuntime.apply(line, window: plainWindow, write: emit)
        }
        return true
    }

    /// Writes `text`; when that fails nobody can be asked, so every alert is dismissed.
    func emit(_ text: String) {
        guard !inputEnd.hasEnded || failure == nil else { return }
        do {
            try write(text)
        } catch {
            if failure == nil {
                let reason = (error as? TerminalSessionError).map(TextOutput.describe)
                failure = "cannot write the prompt: \(reason ?? "\(error)")"
            }
            inputEnd.begin()
        }
    }
}

/// Catches SIGINT while it lives: the signal is ignored by the process (so it no longer
/// ends it) and `handler` runs on the main queue for each one; ``stop()`` puts the
/// previous disposition back.
@MainActor
final class InterruptWatch {
    private let source: any DispatchSourceSignal
    private let previous: sighandler_t?

    init(_ handler: @escaping @MainActor () -> Void) {
        previous = signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { handler() } }
        source.resume()
    }

    /// Stops catching SIGINT.
    func stop() {
        source.cancel()
        signal(SIGINT, previous)
    }
}
