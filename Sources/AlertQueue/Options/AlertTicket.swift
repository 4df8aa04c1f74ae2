/// Identifies one call to ``AlertController/show(_:options:completion:)``.
///
/// Tickets are unique across all controllers of a process and increase in the order the
/// calls were made, so they also tell which of two alerts was shown first.
public struct AlertTicket: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The ticket's number.
    package let rawValue: UInt64

    /// Creates a ticket from its number.
    package init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Orders tickets by the order of their show calls.
    public static func < (lhs: AlertTicket, rhs: AlertTicket) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `#` and the number, for logs.
    public var description: String { "#\(rawValue)" }
}
