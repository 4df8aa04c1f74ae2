import AlertEngine

/// `alert progress`: a progress bar fed by dialog's gauge protocol on standard input
/// (``GaugeInput``) until the input ends, shown one turn on the terminal at a time.
///
/// When another `alert` waits for the terminal (the script feeding the gauge asks a
/// question, as debconf does), the bar steps aside: its alert leaves without a summary line
/// (``AlertDismissReason/replaced``), the turn goes to the alert that waits, and once that
/// one is answered the bar comes back, as the input has left it meanwhile (the input is read
/// all along; an input that ended meanwhile shows the bar finished, for its summary line). A spinner runs until the first percentage. The outcome: accepted when the
/// input ended, interrupted when the alert was stopped (Ctrl+C).
@MainActor
package final class CommandGauge {
    private let title: String
    /// The text under the title, as the input has left it.
    package private(set) var text: String
    /// The Cancel button's words (nil: none, and Esc does nothing); Cancel and Esc end the
    /// run as declined.
    private let cancelTitle: String?
    /// Whether `# text` lines set the text (``GaugeInput/readsTextLines``).
    private let readsTextLines: Bool
    /// Whether the bar leaves as soon as the input reaches 100 (zenity's `--auto-close`).
    private let closesAtHundred: Bool
    private var percent: Int?
    private let options: AlertOptions
    private let controller: AlertController
    private let turn: (any CommandTurn)?
    private var inputEnded = false
    /// Why the input could not be read to its end, if so: the run then fails with it.
    private var inputFailure: String?
    /// How the current turn's alert left, once it has.
    private var turnEnding: AlertDismissReason?
    /// The progress alert of the turn on screen, if any.
    private var shown: AlertProgressReporter?
    private var wake: CheckedContinuation<Void, Never>?
    private var pollToken: AlertClockToken?

    /// How often a gauge on screen looks whether another alert waits for the terminal, where
    /// its turn cannot tell it (``CommandTurn/watchOthers(_:)``).
    static let pollInterval: Duration = .milliseconds(200)

    /// `--timeout`: how long the whole run may take, turns given up included.
    private let timeout: Duration?
    /// Whether ``timeout`` ran out.
    private var timedOut = false
    private var timeoutToken: AlertClockToken?

    package init(
        title: String, text: String, options: AlertOptions, on controller: AlertController,
        turn: (any CommandTurn)?, timeout: Duration? = nil, cancelTitle: String? = nil,
        readsTextLines: Bool = false, closesAtHundred: Bool = false
    ) {
        self.cancelTitle = cancelTitle
        self.readsTextLines = readsTextLines
        self.closesAtHundred = closesAtHundred
        self.title = title
        self.text = text
        self.options = options
        self.controller = controller
        self.turn = turn
        self.timeout = timeout
    }

    /// Reads the input and shows the bar until the input ends, the alert is stopped or the
    /// timeout runs out.
    package func run() async -> CommandOutcome {
        let readsTextLines = self.readsTextLines
        let reading = Task { @MainActor [weak self] in
            let failure = await GaugeInput.follow(readsTextLines: readsTextLines) {
                self?.apply($0)
            }
            self?.endInput(failure: failure)
        }
        defer { reading.cancel() }
        return await run { [turn] in await turn?.yield() }
    }

    /// The turns, `yield` between two: the outcome once one ends otherwise than stepping
    /// aside. With a timeout, ``CommandOutcome/timedOut`` once it runs out: the bar on
    /// screen leaves with ``AlertDismissReason/timeout`` (its summary says "timed out").
    func run(yielding yield: @MainActor () async -> Void) async -> CommandOutcome {
        if let timeout {
            timeoutToken = controller.clock.schedule(after: timeout) { [weak self] in
                self?.runOutOfTime()
            }
        }
        defer {
            if let timeoutToken { controller.clock.cancel(timeoutToken) }
            timeoutToken = nil
        }
        while true {
            switch await showTurn() {
            case .completed: return inputFailure.map { .failed($0) } ?? .accepted(answer: nil)
            case .timeout: return .timedOut
            case .replaced:
                // The input may end during the other alert's turn: the next turn then shows
                // the bar finished at once, so its summary line is left as ever.
                await yield()
                if timedOut { return .timedOut }
            case .failed(let message): return .failed("the alert cannot be shown: \(message)")
            case .action(index: 0) where cancelTitle != nil,
                .backgroundTap where cancelTitle != nil:
                return .declined
            default: return .interrupted
            }
        }
    }

    /// The timeout ran out: the bar shown leaves as timed out; one given up for another
    /// alert's turn does not come back.
    private func runOutOfTime() {
        timeoutToken = nil
        timedOut = true
        if let shown { controller.dismiss(shown.view, reason: .timeout) }
        wakeUp()
    }

    /// Applies one update of the input to the state and to the bar shown, if any.
    package func apply(_ update: GaugeInput.Update) {
        if let value = update.percent { percent = value }
        if let value = update.text { text = value }
        if closesAtHundred, percent == 100, !inputEnded { endInput() }
        guard let shown else { return }
        if let percent { shown.report(fraction: Double(percent) / 100) }
        shown.report(message: text)
    }

    /// Marks the input as ended (``run()`` does it when standard input ends), with why it
    /// could not be read to its end, if so (the run then fails with it).
    func endInput(failure: String? = nil) {
        inputEnded = true
        inputFailure = failure
        wakeUp()
    }

    /// Shows the bar for one turn, until the input ends (`.completed`), another alert
    /// waits (`.replaced`), or the alert is dismissed otherwise (that reason).
    private func showTurn() async -> AlertDismissReason {
        turnEnding = nil
        // The library's progress alert (a spinner until the first percentage), without a
        // Cancel button unless it was given one: Ctrl+C stops the gauge.
        let progress = controller.showProgress(
            title, message: text, cancelTitle: cancelTitle, options: options
        ) { [weak self] result in
            self?.turnEnding = result.reason
            self?.wakeUp()
        }
        if let percent { progress.report(fraction: Double(percent) / 100) }
        shown = progress
        // Woken when another process queues for the terminal; without such an event the
        // gauge looks every ``pollInterval``.
        let stopWatching = turn?.watchOthers { [weak self] in self?.wakeUp() }
        defer {
            shown = nil
            stopWatching?()
        }
        var asked = false
        while true {
            if let turnEnding { return turnEnding }
            if !asked, inputEnded {
                asked = true
                progress.finish()
            } else if !asked, turn?.othersWait == true {
                asked = true
                controller.dismiss(progress.view, reason: .replaced)
            } else {
                await sleep(polling: !asked && turn != nil && stopWatching == nil)
            }
        }
    }

    /// Waits until ``wakeUp()``, or with `polling` at most ``pollInterval``.
    private func sleep(polling: Bool) async {
        await withCheckedContinuation { continuation in
            wake = continuation
            if polling {
                pollToken = controller.clock.schedule(after: Self.pollInterval) { [weak self] in
                    self?.pollToken = nil
                    self?.wakeUp()
                }
            }
        }
    }

    private func wakeUp() {
        if let pollToken { controller.clock.cancel(pollToken) }
        pollToken = nil
        let waiting = wake
        wake = nil
        waiting?.resume()
    }
}
