import AlertPresentation
import AlertQueue

/// Ticks a `CountdownItem` once a second on a controller's clock while its alert is on
/// screen. An interruption pauses it part-way through a second and the rest of that second
/// is counted when the alert comes back, so the display follows the controller's timeout
/// (which also pauses) to the tick.
@MainActor
final class CountdownTicker {
    let item: CountdownItem
    let clock: any AlertClock
    private var token: AlertClockToken?
    /// When the next tick is due, on `clock`, while ticking.
    private var tickDueAt: Duration = .zero
    /// How long to wait for the next tick when (re)started: a whole second, or what was left
    /// of the current second when an interruption paused it.
    private var untilNextTick: Duration = .seconds(1)

    init(item: CountdownItem, clock: any AlertClock) {
        self.item = item
        self.clock = clock
    }

    /// Starts ticking for `view`, or resumes after an interruption.
    func start(for view: AlertView) {
        cancel()
        schedule(after: untilNextTick, for: view)
    }

    /// Pauses between ticks, keeping what is left of the current second.
    func pause() {
        guard token != nil else { return }
        cancel()
        untilNextTick = max(tickDueAt - clock.now, .zero)
    }

    /// Stops ticking.
    func stop() {
        cancel()
    }

    private func cancel() {
        if let token { clock.cancel(token) }
        token = nil
    }

    private func schedule(after delay: Duration, for view: AlertView) {
        guard item.remainingSeconds > 0 else { return }
        tickDueAt = clock.now + delay
        token = clock.schedule(after: delay) { [weak self, weak view] in
            guard let self, let view else { return }
            self.token = nil
            guard view.isVisible else { return }
            self.item.tick()
            view.setNeedsDisplay()
            self.schedule(after: .seconds(1), for: view)
        }
    }
}
