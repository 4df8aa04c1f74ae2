import AlertPresentation
import Dispatch

/// A real-time clock: measures with `ContinuousClock` and runs work on the main dispatch
/// queue. The default clock of ``AlertController/shared``.
@MainActor
public final class DispatchAlertClock: AlertClock {
    private let origin = ContinuousClock.now
    private var live: Set<AlertClockToken> = []
    private var nextToken: UInt64 = 0

    /// Creates a clock whose origin is now.
    public init() {}

    /// The time elapsed since the clock was made.
    public var now: Duration { ContinuousClock.now - origin }

    /// Delays from this many seconds on (about 31 years) are waited for as for ever.
    static let longestDelay: Double = 1e9

    /// Runs `work` on the main queue after `delay` (a negative delay counts as zero; one of
    /// a billion seconds or more, about 31 years, never runs). O(1).
    @discardableResult
    public func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void)
        -> AlertClockToken
    {
        let token = AlertClockToken(rawValue: nextToken)
        nextToken += 1
        live.insert(token)
        let parts = max(delay, .zero).components
        let seconds = Double(parts.seconds) + Double(parts.attoseconds) / 1e18
        // Dispatch counts nanoseconds in 64 bits (292 years): a longer delay never comes.
        let deadline: DispatchTime =
            seconds < Self.longestDelay ? .now() + seconds : .distantFuture
        DispatchQueue.main.asyncAfter(deadline: deadline) {
            MainActor.assumeIsolated { [weak self] in
                guard let self, self.live.remove(token) != nil else { return }
                work()
            }
        }
        return token
    }

    /// Cancels waiting work; it will not run. O(1).
    public func cancel(_ token: AlertClockToken) {
        live.remove(token)
    }
}
