import AlertPresentation
import TerminalKit

/// The glue an app needs to run alerts full screen: a session, a screen and a window.
///
/// ``start()`` enters the session, asks whether synchronized output is supported, tries REP
/// (frames repeat characters once the terminal showed it does) and draws an East Asian
/// Ambiguous letter (frames trust their count of such letters once the terminal showed how
/// wide it draws them), starts reading input on the main queue, wires resizes (screen and
/// window relayout) and resumes (full repaint), and paints the first frame at once: it
/// waits for none of those answers, which the frames after them use when they come (their
/// reports are never taken for keys; a terminal that answers nothing is waited for at most
/// until its first answer would have been due, 100 ms after the first query, and only when
/// leaving).
/// Input goes to the window; what the alert does not consume goes to the listeners of
/// ``addUnhandledInputListener(_:)``. Ctrl+Z suspends the session (the terminal is
/// restored while stopped).
///
/// On an inline screen the session stays in the normal screen, and after each frame painted
/// whole the runtime asks the terminal where the cursor is (the region's top-left corner
/// then), to turn the screen coordinates of mouse reports into the region's; reports that
/// come before the answer, or outside the region, are left out. The answer after a resize
/// also shows whether the terminal lost the region's corner: a terminal that reflows its
/// lines (tmux) moves the cursor to its top row when a narrower width pushes the region's
/// top into the scrollback, and down with the rows that come back when it widens again,
/// leaving the region's first rows above the cursor. A cursor found lower than the region's
/// top before the resize, by fewer rows than the region had, and the terminal no taller
/// (a taller one may bring rows back from its scrollback), means just that: the region is
/// painted again from its old top, erasing those rows.
@MainActor
package final class TerminalRuntime {
    /// The session that owns the terminal.
    package let session: TerminalSession
    /// The screen frames are composed on.
    package let screen: TerminalScreen
    /// The alert window.
    package let window: TerminalAlertWindow
    /// The listeners of events no alert consumed (see ``addUnhandledInputListener(_:)``).
    private let unhandledInputListeners = AlertListeners<InputEvent>()
    /// The runtime's listener of the window's late input, handing it to its own listeners.
    private var lateInputListening: AlertListenerToken?
    /// Called with the terminal's new size before the screen and the alert follow it (an
    /// app lays its own surfaces out here).
    package var onWillResize: (@MainActor (TerminalSize) -> Void)?
    /// The last write error, if the terminal stopped accepting output.
    package private(set) var lastWriteError: TerminalSessionError?
    /// Inline: the terminal row of the region's top, from the last cursor position report.
    private var regionTop: Int?
    /// Inline: where the region was last found (its top row, its height and the terminal's
    /// rows then), the place a resize is checked against.
    private var foundRegion: RegionPlace?
    /// Inline: the place the region had before the resizes since it was last asked for,
    /// `nil` when there was none.
    private var placeBeforeResize: RegionPlace?
    /// Inline: for each cursor position request on its way, in order, the place to check its
    /// answer against (the region's place before a resize), or `nil` for none.
    private var pendingLocations: [RegionPlace?] = []

    /// Where an inline region was found: its top row, its height and the terminal's rows.
    private struct RegionPlace {
        /// The terminal row of the region's top.
        var top: Int
        /// The region's rows.
        var height: Int
        /// The terminal's rows.
        var terminalRows: Int
    }

    /// Creates the runtime; nothing happens until ``start()``.
    package init(session: TerminalSession, screen: TerminalScreen, window: TerminalAlertWindow) {
        self.session = session
        self.screen = screen
        self.window = window
    }

    /// Enters the session and paints the first frame.
    package func start() throws(TerminalSessionError) {
        screen.output = { [weak self] bytes in self?.write(bytes) }
        session.onInput = { [weak self] event in self?.route(event) }
        lateInputListening = window.addUnconsumedInputListener { [weak self] event in
            self?.deliverUnhandled(event)
        }
        session.onResize = { [weak self] size in self?.resize(to: size) }
        session.onResume = { [weak self] in
            guard let self else { return }
            self.screen.forceFullRepaint()
            self.screen.renderNow()
        }
        window.terminalLender = { [weak self] body in self?.session.lend(body) }
        window.inputLender = { [weak self] lent in self?.lendInput(lent) }
        session.placement = screen.placement
        if screen.placement == .inline {
            screen.onFullRepaint = { [weak self] in self?.locateRegion() }
        }
        try session.enter()
        if let size = session.size, size.columns != screen.columns || size.rows != screen.rows {
            resize(to: size)
        }
        try? session.querySynchronizedOutput()
        session.onRepeatSupport = { [weak self] supported in
            self?.screen.repeatsCharacters = supported
        }
        session.onAmbiguousWidth = { [weak self] width in self?.screen.ambiguousWidth = width }
        try? session.probeRepeat()
        // The first frame waits for no answer. Its alert is painted first (most of the work
        // before it goes out), and answers that came meanwhile are used; without them it
        // neither repeats characters nor trusts its count of ambiguous letters, and the
        // frames after the answers do. Inline, it is drawn from the cursor, wherever that
        // is: no frame needs the cursor's row. Keys read with the answers come after it.
        window.prepareFrame(on: screen)
        let early = session.readReadyEvents()
        session.startReading()
        screen.forceFullRepaint()
        screen.renderNow()
        for event in early { session.onInput?(event) }
        if window.lendsInput { lendInput(true) }
    }

    /// Lends the session's input to a program running meanwhile, or takes it back
    /// (``TerminalAlertWindow/lendsInput``). Inline, the region is not looked for while the
    /// input is lent: the terminal's answer would be the program's input.
    private func lendInput(_ lent: Bool) {
        guard session.isActive else { return }
        if lent {
            screen.onFullRepaint = nil
            session.lendInput()
        } else {
            session.takeInputBack()
            if screen.placement == .inline {
                screen.onFullRepaint = { [weak self] in self?.locateRegion() }
            }
        }
    }

    /// Paints what is still to be painted before ``stop()``, without asking where an inline
    /// region is: the answer could not be awaited by anyone.
    package func renderLastFrame() {
        screen.onFullRepaint = nil
        screen.renderNow()
    }

    /// Leaves the session: the terminal is restored exactly, input included. The answers
    /// to the runtime's queries that are still on their way are read first, with every
    /// handler still in place (keys that come before them are routed as usual), so none is
    /// left for the program that reads the terminal next.
    package func stop() {
        screen.onFullRepaint = nil
        session.awaitAnswers()
        regionTop = nil
        foundRegion = nil
        placeBeforeResize = nil
        pendingLocations = []
        session.onInput = nil
        session.onResize = nil
        session.onResume = nil
        window.terminalLender = nil
        window.inputLender = nil
        session.onRepeatSupport = nil
        session.onAmbiguousWidth = nil
        session.leave()
        screen.output = nil
    }

    /// Sends one event where it belongs (also usable to inject input).
    package func route(_ event: InputEvent) {
        if case .reply(let reply) = event {
            if case .cursorPosition(let row, _) = reply, screen.placement == .inline {
                regionFound(at: row)
            }
            if let supported = session.supportsSynchronizedOutput {
                screen.synchronizedOutput = supported
            }
            return
        }
        var event = event
        if screen.placement == .inline, case .mouse(var mouse) = event {
            // Screen rows to region rows; nothing is known of a click before the answer.
            guard let regionTop, mouse.row >= regionTop else { return }
            mouse.row -= regionTop
            event = .mouse(mouse)
        }
        if event.isSuspend {
            session.suspend()
            return
        }
        if !window.handle(event) {
            deliverUnhandled(event)
        }
        screen.setNeedsRender()
    }

    /// Adds a listener of events no alert consumed (app keys such as `q`, and input typed
    /// ahead that no alert was left to take), beside any others: a presenter running alerts
    /// on this runtime adds one of its own, and neither displaces the other. Listeners run
    /// in the order they were added. Keep the token as long as you listen. O(1).
    package func addUnhandledInputListener(_ listener: @escaping @MainActor (InputEvent) -> Void)
        -> AlertListenerToken
    {
        unhandledInputListeners.add(listener)
    }

    /// Tells every unhandled-input listener about an event no alert took, in order.
    private func deliverUnhandled(_ event: InputEvent) {
        unhandledInputListeners.send(event)
    }

    /// Asks where the cursor is: between frames, the inline region's top-left corner. Its
    /// answer is checked against the region's place before the resizes since the last ask.
    private func locateRegion() {
        regionTop = nil
        guard screen.regionHeight > 0 else { return }
        do {
            try session.requestCursorPosition()
            pendingLocations.append(placeBeforeResize)
            placeBeforeResize = nil
        } catch {
            lastWriteError = error
        }
    }

    /// Takes the answer to a cursor position request: the inline region's top is on `row`,
    /// unless a resize moved the cursor down into the region's old rows; then the region is
    /// painted again from its old top.
    private func regionFound(at row: Int) {
        let before = pendingLocations.isEmpty ? nil : pendingLocations.removeFirst()
        if let before, row > before.top, row - before.top < before.height,
            screen.rows <= before.terminalRows, screen.regionHeight > 0
        {
            screen.regionTopIsAbove(rows: row - before.top)
            screen.renderNow()
            return
        }
        regionTop = row
        foundRegion = RegionPlace(
            top: row, height: screen.regionHeight, terminalRows: screen.rows)
    }

    private func resize(to size: TerminalSize) {
        if placeBeforeResize == nil { placeBeforeResize = foundRegion }
        onWillResize?(size)
        screen.resize(columns: size.columns, rows: size.rows)
        window.screenDidResize()
        screen.renderNow()
    }

    private func write(_ bytes: [UInt8]) {
        do {
            try session.write(bytes)
        } catch {
            lastWriteError = error
        }
    }
}
