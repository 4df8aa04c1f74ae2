import AlertEngine
import AlertTerminal
import TerminalKit

/// One run of the demo on a terminal screen (real or off screen): the app screen, the alert
/// window, a controller and the tour, wired together.
///
/// Input goes to the alert window first; what it does not consume is the app's: `q` (with no
/// modifier) or Ctrl+C quits — every alert still queued or on screen resolves
/// `.programmatic`. The status bar follows the controller's queue.
@MainActor
package final class DemoSession: TerminalAlertsApp {
    /// The screen everything is composed on.
    package let screen: TerminalScreen
    /// The alert-level window.
    package let window: TerminalAlertWindow
    /// The controller of the tour's alerts.
    package let controller: AlertController
    /// The tour.
    package let tour: DemoTour
    /// The inbox and status bar under the alerts.
    package let app: DemoAppScreen

    /// Creates the session off screen, on a screen of its own; nothing is queued before
    /// ``start()``.
    package convenience init(
        size: DemoSize, colorMode: TerminalColorMode, imageProtocol: TerminalImageProtocol,
        reducedMotion: Bool, clock: any AlertClock, frameClock: (any AlertClock)? = nil,
        criticalDelay: Duration = .milliseconds(1500)
    ) {
        let screen = TerminalScreen(
            columns: size.columns, rows: size.rows, colorMode: colorMode,
            imageProtocol: imageProtocol)
        self.init(
            window: TerminalAlertWindow(
                screen: screen, reducedMotion: reducedMotion, frameClock: frameClock),
            clock: clock, criticalDelay: criticalDelay)
    }

    /// Creates the session on `window` and its screen (the terminal's, from
    /// `TerminalAlerts.run(app:)`); nothing is queued before ``start()``.
    package init(
        window: TerminalAlertWindow, clock: any AlertClock,
        criticalDelay: Duration = .milliseconds(1500)
    ) {
        screen = window.screen
        app = DemoAppScreen(columns: screen.columns, rows: screen.rows)
        app.add(to: screen.compositor)
        self.window = window
        // The status bar row stays visible under sheets and alerts.
        window.safeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        controller = AlertController(window: window, clock: clock)
        tour = DemoTour(controller: controller, criticalDelay: criticalDelay)
        tour.onChange = { [weak self] in self?.tourDidChange() }
        window.onUnconsumedInput = { [weak self] event in self?.handleInput(event) }
        tourDidChange()
    }

    /// Whether the tour is over (every alert ended).
    package var isFinished: Bool { tour.isFinished }

    private var finishWaiters: [CheckedContinuation<Void, Never>] = []

    /// Returns once the tour is over (at once if it is): no polling, the tour's own change
    /// resumes it.
    package func waitUntilFinished() async {
        while !isFinished {
            await withCheckedContinuation { finishWaiters.append($0) }
        }
    }

    /// Queues the tour.
    package func start() {
        tour.start()
        screen.setNeedsRender()
    }

    /// Handles one input event: the alert's if it takes it, else the app's.
    package func handle(_ event: InputEvent) {
        if !window.handle(event) {
            handleInput(event)
        }
        screen.setNeedsRender()
    }

    /// The app's keys: `q` and Ctrl+C quit; everything else is ignored.
    package func handleInput(_ event: InputEvent) {
        if event.isInterrupt || event == .key(.character("q")) {
            quit()
        }
    }

    /// Ends the tour at once (see ``DemoTour/quit()``).
    package func quit() {
        tour.quit()
        screen.setNeedsRender()
    }

    /// Changes the screen size: app surfaces, screen and alert relayout.
    package func resize(_ size: DemoSize) {
        app.resize(columns: size.columns, rows: size.rows)
        screen.resize(columns: size.columns, rows: size.rows)
        window.screenDidResize()
    }

    /// Lays the app out for a size the terminal reported, before the screen follows.
    package func terminalWillResize(to size: TerminalSize) {
        app.resize(columns: size.columns, rows: size.rows)
    }

    /// No alert can be answered any more: the alerts the tour has not queued yet end with
    /// it.
    package func answersDidEnd() {
        quit()
    }

    private func tourDidChange() {
        app.update(
            DemoAppScreen.Counts(
                onScreen: controller.isVisible, queued: controller.queuedCount,
                finished: tour.finishedCount, total: tour.entries.count))
        screen.setNeedsRender()
        if isFinished, !finishWaiters.isEmpty {
            let waiters = finishWaiters
            finishWaiters = []
            for waiter in waiters { waiter.resume() }
        }
    }
}
