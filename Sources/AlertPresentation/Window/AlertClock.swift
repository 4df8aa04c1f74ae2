/// Identifies one piece of work scheduled on an ``AlertClock``, for cancellation.
public struct AlertClockToken: Hashable, Sendable {
    /// The token's number, unique within its clock.
    package let rawValue: UInt64

    /// Creates a token from its number.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }
}

/// The time source of an ``AlertController``: it tells the time and runs work later.
///
/// Controllers never wait any other way, so a ``ManualAlertClock`` makes them fully
/// deterministic, and ``DispatchAlertClock`` drives them in real time.
@MainActor
public protocol AlertClock: AnyObject {
    /// The time elapsed since the clock's origin.
    var now: Duration { get }

    /// Runs `work` on the main actor once `delay` has passed (a negative delay counts as
    /// zero) and returns a token that can cancel it.
    @discardableResult
    func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void)
        -> AlertClockToken

    /// Cancels scheduled work; does nothing if it has already run or been cancelled.
    func cancel(_ token: AlertClockToken)
}
