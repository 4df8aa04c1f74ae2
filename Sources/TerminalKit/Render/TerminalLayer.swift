/// The stacking level of a ``TerminalSurface``; higher levels draw above lower ones.
///
/// The numbers follow the usual window levels: ``normal`` (0) for an app's own windows,
/// ``statusBar`` (1000), and ``alert`` (2000) above everything. They are the numbers of the
/// alert engine's window levels, which this toolkit does not know of (it knows nothing of
/// alerts); the alert terminal module converts one to the other by raw value.
public struct TerminalLayer: RawRepresentable, Hashable, Comparable, Sendable {
    /// The numeric level.
    public var rawValue: Double

    /// Creates a level from its number.
    public init(rawValue: Double) {
        self.rawValue = rawValue
    }

    /// An app's ordinary windows (0).
    public static let normal = TerminalLayer(rawValue: 0)
    /// A status bar (1000), above the app.
    public static let statusBar = TerminalLayer(rawValue: 1000)
    /// Alerts (2000), above everything else.
    public static let alert = TerminalLayer(rawValue: 2000)

    /// Orders levels by their number.
    public static func < (lhs: TerminalLayer, rhs: TerminalLayer) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
