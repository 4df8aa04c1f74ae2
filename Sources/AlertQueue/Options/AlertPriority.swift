/// How urgent an alert is. Higher priorities are shown first; equal priorities keep the
/// order they were shown in (FIFO).
public enum AlertPriority: Int, Comparable, Sendable, CaseIterable {
    /// Shown only when nothing more urgent waits.
    case low
    /// The default.
    case normal
    /// Shown before normal and low alerts.
    case high
    /// Shown before everything else, and interrupts a visible alert of lower priority.
    case critical

    /// Orders priorities by urgency.
    public static func < (lhs: AlertPriority, rhs: AlertPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
