/// The stacking level of a window.
///
/// Higher levels draw above lower ones: normal < alert.
public struct AlertWindowLevel: RawRepresentable, Hashable, Comparable, Sendable {
    /// The numeric level.
    public var rawValue: Double

    /// Creates a level from its number.
    public init(rawValue: Double) {
        self.rawValue = rawValue
    }

    /// The level of an app's ordinary windows (0).
    package static let normal = AlertWindowLevel(rawValue: 0)
    /// The level of alerts (2000), above everything else.
    public static let alert = AlertWindowLevel(rawValue: 2000)

    /// Orders levels by their number.
    public static func < (lhs: AlertWindowLevel, rhs: AlertWindowLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
