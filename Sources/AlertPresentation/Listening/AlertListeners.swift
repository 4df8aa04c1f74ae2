/// The listeners of one kind of event, called in the order they were added: what every
/// `add…Listener` call of the engine keeps its listeners in, and what a presenter of your
/// own keeps its listeners in to offer the same mechanism (an ``AlertListenerToken`` that
/// removes on ``AlertListenerToken/cancel()`` or release, none displacing another).
@MainActor
public final class AlertListeners<Event> {
    /// The listeners, with the number each was added under, in order.
    private var entries: [(id: UInt64, listener: @MainActor (Event) -> Void)] = []
    /// The number of the last listener added.
    private var lastID: UInt64 = 0

    /// Creates an empty list.
    public init() {}

    /// Whether no listener is added. O(1).
    package var isEmpty: Bool { entries.isEmpty }

    /// Adds `listener` after the others and returns the token that removes it. O(1).
    public func add(_ listener: @escaping @MainActor (Event) -> Void) -> AlertListenerToken {
        lastID &+= 1
        let id = lastID
        entries.append((id, listener))
        return AlertListenerToken { [weak self] in self?.entries.removeAll { $0.id == id } }
    }

    /// Calls every listener with `event`, in the order they were added. A listener added or
    /// removed meanwhile takes effect from the next event. O(listeners).
    public func send(_ event: Event) {
        guard !entries.isEmpty else { return }
        for (_, listener) in entries { listener(event) }
    }
}
