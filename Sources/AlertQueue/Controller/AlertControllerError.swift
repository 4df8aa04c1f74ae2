/// Errors an ``AlertController`` reports for requests it cannot carry out.
public enum AlertControllerError: Error, Hashable, Sendable {
    /// The window (or clock) can only be replaced while no alert is on screen, leaving, or
    /// waiting in the queue.
    case busy
}
