import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Owns the terminal while an app runs full screen: raw mode, alternate screen, hidden cursor,
/// mouse and bracketed paste on ``enter()``; everything undone, and the saved `termios`
/// restored exactly, on ``leave()``, on SIGINT/SIGTERM/SIGHUP (then the signal is re-raised
/// with its default action), on Ctrl+Z (`suspend()`) and at exit.
///
/// Input is read either with dispatch sources on the main queue (`startReading()`; works
/// under `RunLoop.main.run()`, `dispatchMain()` or an async main) or synchronously with
/// `readEvents(timeout:)`. Either way a lone ESC becomes the Escape key after
/// `escapeTimeout` with no further byte. One session may be entered at a time per process.
@MainActor
package final class TerminalSession {
    /// The descriptor keys are read from (and whose `termios` is changed).
    package nonisolated let inputDescriptor: Int32
    /// The descriptor escape sequences are written to.
    package nonisolated let outputDescriptor: Int32
    /// How long a lone ESC waits for a following byte before it is the Escape key.
    package var escapeTimeout: Duration = .milliseconds(25)
    /// Which mouse reports to ask for; read when the session is entered.
    package var mouseTracking: MouseTracking = .drag
    /// Whether the session takes the alternate screen (``TerminalPlacement/fullScreen``) or
    /// draws in the normal screen below the cursor (``TerminalPlacement/inline``); read when
    /// the session is entered.
    package var placement: TerminalPlacement = .fullScreen
    /// Whether the session owns the terminal (between ``enter()`` and ``leave()``, including
    /// while suspended).
    package private(set) var isActive = false
    /// Whether the input is lent to another program (``lendInput()``): the terminal in its
    /// own mode, nothing read, the output still the session's.
    package internal(set) var isLendingInput = false
    /// Whether the terminal confirmed synchronized output (mode 2026) after
    /// ``querySynchronizedOutput()``: `nil` until a report arrives.
    package private(set) var supportsSynchronizedOutput: Bool?
    /// Whether the terminal repeated a character for ``probeRepeat()`` (REP, `CSI n b`):
    /// `nil` until its cursor position report arrives.
    package private(set) var supportsRepeat: Bool?
    /// How wide the terminal drew the East Asian Ambiguous letter of ``probeRepeat()``:
    /// `nil` until its second cursor position report arrives, or when the reports do not
    /// tell (the cursor moved neither one nor two columns).
    package private(set) var ambiguousWidth: TerminalWidth.AmbiguousWidth?
    /// Whether the next cursor position reports answer ``probeRepeat()`` (it asks twice).
    package private(set) var isProbingRepeat = false
    /// The column of the probe's first answer, while its second is awaited.
    private var repeatProbeAnswer: Int?
    /// Whether the terminal has answered a query of this session: only such a terminal is
    /// waited for in full by ``awaitAnswers()`` (one not heard from yet only until its first
    /// answer is due, 100 ms after the first query; one that answers nothing, no more). Cleared when an
    /// awaited answer does not come in time, so a terminal that stopped answering is not
    /// waited for again.
    package internal(set) var answersQueries = false
    /// Whether the synchronized-output query still awaits its answer: settled by the mode
    /// report, or by any cursor position report (a terminal answers in order, so one that
    /// answers a later query and said nothing about the mode never will).
    var isAwaitingModeReport = false
    /// Whether ``awaitAnswers()`` is reading (it is not entered again meanwhile).
    var isAwaitingAnswers = false
    /// The longest ``awaitAnswers()`` waits for the answers still on their way: 500 ms,
    /// far more than a terminal that answered before takes, even over a slow link.
    package var answerWait = Duration.milliseconds(500)
    /// How long after its first query a terminal not heard from yet may still answer:
    /// 100 ms. Until then ``awaitAnswers()`` waits for it (an alert answered at once, by
    /// keys typed ahead, must not leave the probe's answers to the shell); after that, a
    /// terminal that said nothing is taken for one that answers nothing.
    package var firstAnswerWait = Duration.milliseconds(100)
    /// When this session first asked the terminal anything, while it has not answered yet.
    var firstQueryTime: ContinuousClock.Instant?

    /// Called on the main actor with each decoded event.
    package var onInput: (@MainActor (InputEvent) -> Void)?
    /// Called on the main actor when the answer to ``probeRepeat()`` arrives, with
    /// ``supportsRepeat``.
    package var onRepeatSupport: (@MainActor (Bool) -> Void)?
    /// Called on the main actor when the second answer to ``probeRepeat()`` arrives, with
    /// ``ambiguousWidth`` when the answer tells it.
    package var onAmbiguousWidth: (@MainActor (TerminalWidth.AmbiguousWidth) -> Void)?
    /// Called on the main actor after SIGWINCH with the new size.
    package var onResize: (@MainActor (TerminalSize) -> Void)?
    /// Called on the main actor after the process continues from a stop (Ctrl+Z, SIGTSTP,
    /// SIGSTOP): the terminal is set up again and the app must repaint everything.
    package var onResume: (@MainActor () -> Void)?
    /// Called on the main actor when the input reaches its end (the terminal hung up).
    package var onInputClosed: (@MainActor () -> Void)?

    private var savedAttributes = termios()
    private var decoder = InputDecoder()
    private let signals = SignalRelay()
    private var inputSource: (any DispatchSourceRead)?
    private var escapeTimer: (any DispatchSourceTimer)?
    /// How long a bracketed paste may go without a byte before it is taken as ended: a
    /// paste whose end marker never comes (a terminal that dropped it, a program killed
    /// mid-paste) must not swallow every later key, Ctrl+C among them.
    package var pasteStallTimeout: Duration = .seconds(1)
    /// Whether the Esc timer, when it fires next, ends a paste that stalled.
    var escapeTimerEndsPaste = false

    /// Creates a session on the given descriptors (standard input and output by default).
    /// Nothing changes until ``enter()``.
    package init(input: Int32 = 0, output: Int32 = 1) {
        inputDescriptor = input
        outputDescriptor = output
    }

    /// A session dropped while active leaves the terminal as it found it.
    isolated deinit {
        leave()
    }

    /// The terminal's current size, from TIOCGWINSZ on the output (then the input).
    package var size: TerminalSize? {
        TerminalSize.of(fileDescriptor: outputDescriptor)
            ?? TerminalSize.of(fileDescriptor: inputDescriptor)
    }

    /// The exact attributes saved by ``enter()`` (meaningful while active): the terminal's
    /// own, or, when it was found in raw mode left behind by a killed program, their sane
    /// version.
    package var originalAttributes: termios {
        savedAttributes
    }

    /// Saves the terminal attributes, switches to raw mode, and writes the set-up sequences
    /// (`TerminalModeSequences.enter(mouse:)`). Installs the signal handlers. Does nothing
    /// when already active.
    package func enter() throws(TerminalSessionError) {
        guard !isActive else { return }
        guard isatty(inputDescriptor) == 1 else {
            throw .notATerminal(fileDescriptor: inputDescriptor)
        }
        guard !TerminalRestorer.isArmed else { throw .anotherSessionActive }
        // Dispatch stops the process when it cannot open a descriptor: a full table
        // (`ulimit -n 10`) must be an error here, before the terminal changes.
        guard DescriptorHeadroom.isAvailable() else {
            throw .systemCall(name: "open", errno: EMFILE)
        }
        var saved = termios()
        guard tcgetattr(inputDescriptor, &saved) == 0 else {
            throw .systemCall(name: "tcgetattr", errno: errno)
        }
        // A terminal left raw by a program killed without warning is not the terminal's
        // original state: the session restores a sane one instead.
        savedAttributes = RawMode.original(from: saved)
        // The restorer is armed and the fatal-signal handlers are in place before the first
        // change to the terminal, so a signal at any moment from here on restores it.
        armRestorer()
        signals.installFatalHandlers()
        do {
            try apply()
            try signals.startRelaying(
                onResize: { [weak self] in
                    guard let self, let size = self.size else { return }
                    self.onResize?(size)
                },
                onContinue: { [weak self] in self?.handleContinue() },
                onInterrupt: { [weak self] in
                    self?.deliver([.key(.character("c"), .control)])
                })
        } catch {
            TerminalRestorer.restore()
            TerminalRestorer.disarm()
            signals.uninstall()
            throw error
        }
        isActive = true
    }

    /// Undoes everything ``enter()`` did, in reverse, and sets the saved attributes back
    /// exactly. Stops reading. Idempotent.
    /// Answers still on their way are read first (`awaitAnswers()`), so that none reaches
    /// the program that reads the terminal next.
    package func leave() {
        guard isActive else { return }
        awaitAnswers()
        guard isActive else { return }  // Left while the answers were read.
        stopReading()
        TerminalRestorer.restore()
        TerminalRestorer.disarm()
        signals.uninstall()
        isActive = false
        isLendingInput = false
    }

    /// Ctrl+Z: restores the terminal and stops the process (SIGTSTP). When the process
    /// continues — or at once, when the system discards the stop because nothing could
    /// continue it — the terminal is set up again and ``onResume`` asks for a full repaint.
    /// Answers still on their way are read first, so that none reaches the shell.
    package func suspend() {
        guard isActive else { return }
        awaitAnswers()
        guard isActive else { return }
        TerminalRestorer.restore()
        TerminalRestorer.stopHook()
        signals.reinstallStopHandler()
        resume()
    }

    /// Writes all of `bytes` to the output, retrying partial writes and EINTR.
    package func write(_ bytes: [UInt8]) throws(TerminalSessionError) {
        try FileDescriptorIO.writeAll(bytes, to: outputDescriptor)
    }

    /// Asks the terminal whether it supports synchronized output (`CSI ? 2026 $ p`). The
    /// answer arrives as an ``InputEvent/reply(_:)`` and sets ``supportsSynchronizedOutput``.
    package func querySynchronizedOutput() throws(TerminalSessionError) {
        isAwaitingModeReport = true
        noteQuery()
        try write(TerminalModeSequences.synchronizedOutputQuery)
    }

    /// Tries REP on the terminal (``TerminalModeSequences/repeatProbe``) before the first
    /// frame, then draws an East Asian Ambiguous letter
    /// (``TerminalModeSequences/ambiguousWidthProbe``): the first cursor position report
    /// sets ``supportsRepeat``, the second ``ambiguousWidth``, and neither is delivered as
    /// input. A terminal narrower than 6 columns is not asked.
    package func probeRepeat() throws(TerminalSessionError) {
        guard let size, size.columns >= 6, !isProbingRepeat else { return }
        decoder.expectCursorPositionReport()
        decoder.expectCursorPositionReport()
        isProbingRepeat = true
        repeatProbeAnswer = nil
        noteQuery()
        try write(TerminalModeSequences.repeatProbe + TerminalModeSequences.ambiguousWidthProbe)
    }

    /// Asks for the cursor position (`CSI 6 n`); the reply arrives as
    /// ``TerminalReply/cursorPosition(row:column:)`` and is never mistaken for F3.
    package func requestCursorPosition() throws(TerminalSessionError) {
        decoder.expectCursorPositionReport()
        noteQuery()
        try write(TerminalModeSequences.cursorPositionQuery)
    }

    /// Remembers when the terminal was first asked anything, while it has not answered.
    private func noteQuery() {
        if !answersQueries, firstQueryTime == nil { firstQueryTime = ContinuousClock().now }
    }

    // MARK: - Internals shared with reading

    /// Raw mode, restorer armed, set-up sequences written.
    private func armRestorer() {
        TerminalRestorer.arm(
            input: inputDescriptor, output: outputDescriptor, saved: savedAttributes,
            leaveBytes: TerminalModeSequences.leave(mouse: mouseTracking, placement: placement))
    }

    /// Raw mode and the screen modes. The restorer must be armed first.
    func apply() throws(TerminalSessionError) {
        var raw = RawMode.attributes(from: savedAttributes)
        guard tcsetattr(inputDescriptor, TCSANOW, &raw) == 0 else {
            throw .systemCall(name: "tcsetattr", errno: errno)
        }
        try write(TerminalModeSequences.enter(mouse: mouseTracking, placement: placement))
    }

    /// A SIGCONT relayed from the signal handler (the process was stopped from outside, by
    /// SIGTSTP or SIGSTOP).
    ///
    /// Only a terminal that was restored for the stop is set up again: after `suspend()`
    /// has already resumed, the relayed SIGCONT finds the restorer armed and does nothing.
    private func handleContinue() {
        guard !TerminalRestorer.isArmed else { return }
        resume()
    }

    /// After a stop: set the terminal up again and ask for a repaint.
    func resume() {
        guard isActive else { return }
        decoder.reset()
        isProbingRepeat = false  // the decoder no longer expects its answers
        repeatProbeAnswer = nil
        isAwaitingModeReport = false
        armRestorer()
        do {
            try apply()
            if isLendingInput { try applyLentInput() }
        } catch {
            return  // The terminal is gone; the next write or read reports it.
        }
        onResume?()
    }

    /// Hands events to ``onInput``, noting a synchronized-output report and the answers to
    /// the probe on the way.
    func deliver(_ events: [InputEvent]) {
        for event in noteReplies(events) { onInput?(event) }
    }

    /// Sets ``supportsSynchronizedOutput`` from a mode report among `events`, and
    /// ``supportsRepeat`` and ``ambiguousWidth`` from the two cursor position reports that
    /// answer ``probeRepeat()``; returns the events without those reports (they are no
    /// answer anyone else asked for).
    func noteReplies(_ events: [InputEvent]) -> [InputEvent] {
        var kept: [InputEvent] = []
        kept.reserveCapacity(events.count)
        for event in events {
            guard case .reply(let reply) = event else {
                kept.append(event)
                continue
            }
            answersQueries = true
            if let support = reply.synchronizedOutputSupport {
                supportsSynchronizedOutput = support
                isAwaitingModeReport = false
            }
            if case .cursorPosition = reply { isAwaitingModeReport = false }
            if isProbingRepeat, case .cursorPosition(_, let column) = reply {
                noteProbeAnswer(column: column)
                continue
            }
            kept.append(event)
        }
        return kept
    }

    /// Takes the column of one of the two cursor position reports that answer
    /// ``probeRepeat()``.
    private func noteProbeAnswer(column: Int) {
        guard let first = repeatProbeAnswer else {
            repeatProbeAnswer = column
            let supported = column == TerminalModeSequences.repeatProbeColumn
            supportsRepeat = supported
            onRepeatSupport?(supported)
            return
        }
        isProbingRepeat = false
        repeatProbeAnswer = nil
        switch column - first {
        case 1: ambiguousWidth = .narrow
        case 2: ambiguousWidth = .wide
        default: return
        }
        if let ambiguousWidth { onAmbiguousWidth?(ambiguousWidth) }
    }

    /// Decodes `bytes`, remembering replies.
    func decode(_ bytes: [UInt8]) -> [InputEvent] {
        decoder.feed(bytes)
    }

    /// Flushes the decoder after the Esc timeout.
    func flushDecoder() -> [InputEvent] {
        decoder.flushTimeout()
    }

    /// Ends a bracketed paste that stalled (see ``pasteStallTimeout``): its text so far.
    func endStalledPaste() -> [InputEvent] {
        decoder.endPaste()
    }

    /// Whether a bracketed paste has started and not ended.
    var isInPaste: Bool {
        decoder.isInPaste
    }

    /// How many cursor position reports are still awaited.
    var awaitedCursorReports: Int {
        decoder.awaitedCursorReports
    }

    /// Whether the decoder holds bytes waiting for more or for the timeout.
    var decoderHasPendingInput: Bool {
        decoder.hasPendingInput
    }

    /// The dispatch sources used by `startReading()`.
    var readingSources: (input: (any DispatchSourceRead)?, timer: (any DispatchSourceTimer)?) {
        get { (inputSource, escapeTimer) }
        set {
            inputSource = newValue.input
            escapeTimer = newValue.timer
        }
    }

}
