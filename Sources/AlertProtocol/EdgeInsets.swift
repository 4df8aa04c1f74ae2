#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// Distances from the four edges of a rectangle, in points (or cells, for a terminal).
///
/// Used for an item's ``AlertItemLayout/boundsInsets`` and a container's safe area.
public struct EdgeInsets: Hashable, Sendable {
    /// Distance from the top edge.
    public var top: CGFloat
    /// Distance from the left edge.
    public var left: CGFloat
    /// Distance from the bottom edge.
    public var bottom: CGFloat
    /// Distance from the right edge.
    public var right: CGFloat

    /// Creates insets from the four distances.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates the same inset on every edge.
    package init(all value: CGFloat) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The sum of the left and right insets.
    package var horizontal: CGFloat { left + right }

    /// The sum of the top and bottom insets.
    package var vertical: CGFloat { top + bottom }
}
