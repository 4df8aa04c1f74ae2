/// Ticks a ``CountdownItem`` once a second on a controller's clock while its alert is on
/// screen.
@MainActor
final class CountdownTicker {
    let item: CountdownItem
    let clock: any AlertClock
    private var token: AlertClockToken?

    init(item: CountdownItem, clock: any AlertClock) {
        self.item = item
        self.clock = clock
    }

    /// Starts (or restarts, after an interruption) ticking for `view`.
    func start(for view: AlertView) {
        stop()
        schedule(for: view)
    }

    /// Stops ticking.
    func stop() {
        if let token { clock.cancel(token) }
        token = nil
    }

    private func schedule(for view: AlertView) {
        guard item.remainingSeconds > 0 else { return }
        token = clock.schedule(after: .seconds(1)) { [weak self, weak view] in
            guard let self, let view else { return }
            self.token = nil
            guard view.isVisible else { return }
            self.item.tick()
            view.setNeedsDisplay()
            self.schedule(for: view)
        }
    }
}
