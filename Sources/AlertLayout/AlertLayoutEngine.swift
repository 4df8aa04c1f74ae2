import Foundation

// PLACEHOLDER: the real engine replaces this file (issue 2). Signatures are final.

/// Layout constants: margins around the content and the screen.
public struct AlertMetrics: Hashable, Sendable {
    /// The house defaults.
    public static let standard = AlertMetrics()
    /// SBAlertView's numbers.
    public static let sbCompatible = AlertMetrics()
}

/// The result of laying out an alert.
public struct AlertLayoutResult: Hashable, Sendable {
    /// The alert's frame in the container.
    public var frame: CGRect
    /// Each item's frame, relative to the alert.
    public var itemFrames: [CGRect]
    /// The full content size.
    public var contentSize: CGSize
    /// Whether the content scrolls.
    public var isScrollable: Bool
}

/// Why a layout failed.
public enum AlertLayoutError: Error, Equatable, Sendable {
    /// No items.
    case noItems
    /// An item's metadata is invalid.
    case invalidItem(index: Int, reason: String)
    /// The container has no room.
    case invalidContainer(String)
}

/// The pure layout engine.
public struct AlertLayoutEngine: Sendable {
    /// The metrics in use.
    public var metrics: AlertMetrics
    /// Creates an engine.
    public init(metrics: AlertMetrics = .standard) { self.metrics = metrics }
    /// Lays items out.
    public func layout(
        _ items: [AlertItemLayout], style: AlertStyle, in container: AlertContainer
    ) throws(AlertLayoutError) -> AlertLayoutResult {
        throw .noItems
    }
}
