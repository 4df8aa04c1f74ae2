/// A listener's registration, returned by every `add…Listener` call of the engine (an
/// ``AlertInteraction``'s redraw requests, a controller's lifecycle events, a terminal's
/// unhandled input): keep it as long as you listen.
///
/// The listener is removed when you call ``cancel()`` or when the token is released,
/// whichever comes first. Every listener is added beside the others: none displaces
/// another, so the library's own listeners never take the place of yours.
@MainActor
public final class AlertListenerToken {
    /// Removes the listener; nil once it has been removed.
    private var removal: (@MainActor () -> Void)?

    /// Creates a token that runs `removal` once, when cancelled or released.
    package init(removal: @escaping @MainActor () -> Void) {
        self.removal = removal
    }

    /// Removes the listener; does nothing when it is removed already. A listener removed
    /// while an event is delivered still hears that event, not the next. O(listeners).
    public func cancel() {
        let removal = removal
        self.removal = nil
        removal?()
    }

    isolated deinit {
        cancel()
    }
}
