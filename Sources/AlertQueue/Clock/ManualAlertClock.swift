import AlertPresentation

/// A clock that moves only when told to, for deterministic tests.
///
/// Nothing runs until ``advance(by:)`` is called. Advancing runs every piece of work that
/// falls due within the interval in deadline order (ties in scheduling order), including
/// work scheduled while advancing; ``now`` reads each piece's deadline while it runs.
@MainActor
public final class ManualAlertClock: AlertClock {
    private struct Pending {
        let deadline: Duration
        let token: AlertClockToken
        let work: @MainActor () -> Void
    }

    /// The time elapsed since the clock was made, as advanced by hand.
    public private(set) var now: Duration = .zero
    private var pending: [Pending] = []
    private var nextToken: UInt64 = 0

    /// Creates a clock at time zero with nothing scheduled.
    public init() {}

    /// The number of pieces of work waiting to run. O(1).
    package var pendingCount: Int { pending.count }

    /// The earliest deadline of waiting work, or nil. O(n) in the waiting work.
    public var nextDeadline: Duration? { pending.map(\.deadline).min() }

    /// Schedules `work` at `now + delay` (a negative delay counts as zero). O(1).
    @discardableResult
    public func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void)
        -> AlertClockToken
    {
        let token = AlertClockToken(rawValue: nextToken)
        nextToken += 1
        pending.append(Pending(deadline: now + max(delay, .zero), token: token, work: work))
        return token
    }

    /// Cancels waiting work. O(n) in the waiting work.
    public func cancel(_ token: AlertClockToken) {
        pending.removeAll { $0.token == token }
    }

    /// Moves time forward by `interval` (a negative interval counts as zero), running every
    /// piece of work due by then in deadline order, and returns how many ran. O(k·n) for k
    /// pieces run among n waiting.
    @discardableResult
    public func advance(by interval: Duration) -> Int {
        let target = now + max(interval, .zero)
        var ran = 0
        while let index = indexOfNextDue(by: target) {
            let due = pending.remove(at: index)
            now = due.deadline
            ran += 1
            due.work()
        }
        now = target
        return ran
    }

    /// Runs work until nothing is waiting (at most `limit` pieces), advancing to each
    /// deadline in turn. Returns how many pieces ran.
    @discardableResult
    package func runUntilIdle(limit: Int = 10_000) -> Int {
        var ran = 0
        while ran < limit, let deadline = nextDeadline {
            ran += advance(by: deadline - now)
        }
        return ran
    }

    private func indexOfNextDue(by target: Duration) -> Int? {
        var best: Int?
        for index in pending.indices where pending[index].deadline <= target {
            if let current = best {
                let a = pending[index]
                let b = pending[current]
                // Tokens increase with scheduling order, so they break ties.
                if a.deadline < b.deadline
                    || (a.deadline == b.deadline && a.token.rawValue < b.token.rawValue)
                {
                    best = index
                }
            } else {
                best = index
            }
        }
        return best
    }
}
