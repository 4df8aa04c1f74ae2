import AlertPresentation
import AlertProtocol
import AlertQueue

extension AlertController {
    /// Shows a status alert (an icon and a message) that closes by itself, and returns it.
    ///
    /// It times out after `countdown` seconds (2 without a countdown) through the
    /// controller's `duration` option, which starts when the alert appears, not while it
    /// is queued; an explicit `options.duration` wins. With a countdown, a `CountdownItem`
    /// ticks once a second on the controller's clock from the moment the alert appears.
    /// A countdown of 0 (or less) means no time at all: the alert closes as soon as it has
    /// appeared, with no `CountdownItem`. A background tap or Esc also dismisses it.
    @discardableResult
    public func showStatus(
        _ kind: AlertStatusKind, message: String, countdown: Int? = nil,
        options: AlertOptions = .init(), completion: (@MainActor (AlertResult) -> Void)? = nil
    ) -> AlertView {
        var items: [any AlertItem] = [ImageItem(kind.icon, kind: .icon), MessageItem(message)]
        let seconds = countdown.map { max($0, 0) }
        let countdownItem = seconds.flatMap { $0 > 0 ? CountdownItem(validSeconds: $0) : nil }
        if let countdownItem { items.append(countdownItem) }
        let view = AlertView(style: .alert, items: items)
        view.allowsBackgroundDismissal = true
        var options = options
        if options.duration == nil {
            options.duration = .seconds(seconds ?? 2)
        }
        if let countdownItem { tickCountdown(countdownItem, on: view) }
        show(view, options: options, completion: completion)
        return view
    }

    /// Makes `countdown` tick once a second on the controller's clock while `view` is
    /// presented: from the moment it appears, paused while it is suspended, stopped when
    /// it goes. Its owner's own lifecycle listeners stay beside it.
    package func tickCountdown(_ countdown: CountdownItem, on view: AlertView) {
        let ticker = CountdownTicker(item: countdown, clock: clock)
        view.addLibraryLifecycleListener { view, phase in
            switch phase {
            case .didPresent: ticker.start(for: view)
            case .willSuspend: ticker.pause()
            case .willDismiss: ticker.stop()
            case .willPresent, .didDismiss: break
            }
        }
    }
}
