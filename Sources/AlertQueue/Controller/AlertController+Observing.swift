import AlertProtocol

/// What ``AlertController/addLifecycleObserver(_:)`` returns: pass it to
/// ``AlertController/removeLifecycleObserver(_:)`` to stop observing.
public struct AlertLifecycleObservation: Hashable, Sendable {
    let rawValue: UInt64
}

extension AlertController {
    /// Adds an observer of every step of every alert's life (``AlertLifecycleEvent``), beside
    /// ``lifecycleObserver`` and any others: for each event, the alert's own
    /// `AlertLifecycle` callback runs first, then ``lifecycleObserver``, then the added
    /// observers in the order they were added. An observer added or removed while an event
    /// is delivered takes effect from the next event. O(1).
    @discardableResult
    public func addLifecycleObserver(
        _ observer: @escaping @MainActor (AlertLifecycleEvent) -> Void
    ) -> AlertLifecycleObservation {
        lastObservation &+= 1
        let observation = AlertLifecycleObservation(rawValue: lastObservation)
        lifecycleObservers.append((observation, observer))
        return observation
    }

    /// Removes an observer added by ``addLifecycleObserver(_:)``; does nothing when it is
    /// gone already. O(observers).
    public func removeLifecycleObserver(_ observation: AlertLifecycleObservation) {
        lifecycleObservers.removeAll { $0.observation == observation }
    }

    /// The lifecycle events from now on, as an asynchronous sequence: `for await event in
    /// controller.lifecycleEvents() { … }`. Events are buffered, none is dropped; the
    /// observation ends when the sequence's task is cancelled or the sequence is released.
    public func lifecycleEvents() -> AsyncStream<AlertLifecycleEvent> {
        let (stream, continuation) = AsyncStream<AlertLifecycleEvent>.makeStream()
        let observation = addLifecycleObserver { continuation.yield($0) }
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.removeLifecycleObserver(observation) }
        }
        return stream
    }

    /// Tells ``lifecycleObserver`` and every added observer about `event`, in that order.
    func notify(_ event: AlertLifecycleEvent) {
        lifecycleObserver?(event)
        guard !lifecycleObservers.isEmpty else { return }
        for (_, observer) in lifecycleObservers { observer(event) }
    }
}
