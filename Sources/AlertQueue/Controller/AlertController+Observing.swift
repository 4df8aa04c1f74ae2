import AlertPresentation
import AlertProtocol

extension AlertController {
    /// Adds a listener of every step of every alert's life (``AlertLifecycleEvent``),
    /// beside any others (the library's own among them: none displaces another): for each
    /// event, the alert's own `AlertLifecycle` callback runs first, then the listeners in
    /// the order they were added. A listener added or removed while an event is delivered
    /// takes effect from the next event. Keep the token as long as you listen. O(1).
    public func addLifecycleListener(
        _ listener: @escaping @MainActor (AlertLifecycleEvent) -> Void
    ) -> AlertListenerToken {
        lifecycleListeners.add(listener)
    }

    /// The lifecycle events from now on, as an asynchronous sequence: `for await event in
    /// controller.lifecycleEvents() { … }`. Events are buffered, none is dropped; the
    /// listening ends when the sequence's task is cancelled or the sequence is released.
    public func lifecycleEvents() -> AsyncStream<AlertLifecycleEvent> {
        let (stream, continuation) = AsyncStream<AlertLifecycleEvent>.makeStream()
        let token = addLifecycleListener { continuation.yield($0) }
        continuation.onTermination = { _ in
            Task { @MainActor in token.cancel() }
        }
        return stream
    }

    /// Tells every listener about `event`, in order.
    func notify(_ event: AlertLifecycleEvent) {
        lifecycleListeners.send(event)
    }
}
