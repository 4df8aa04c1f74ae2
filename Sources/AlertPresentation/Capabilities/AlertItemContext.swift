import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// What an item needs to compute its layout: the theme, the measurer, the width it may use
/// and the vertical insets its alert gave it.
public struct AlertItemContext: Sendable {
    /// The theme in use.
    public var theme: AlertTheme
    /// The presenter's measurer.
    public var measurer: any AlertTextMeasuring
    /// The style of the alert the item is in.
    package var style: AlertStyle
    /// The width of the alert's content area; text wraps to it.
    public var contentWidth: CGFloat
    /// The space the alert wants above the item.
    package var topInset: CGFloat
    /// The space the alert wants below the item.
    package var bottomInset: CGFloat
    /// The size of one grid tile in this alert.
    package var tileSize: CGSize

    /// Creates a context.
    package init(
        theme: AlertTheme, measurer: any AlertTextMeasuring, style: AlertStyle,
        contentWidth: CGFloat, topInset: CGFloat = 0, bottomInset: CGFloat = 0,
        tileSize: CGSize = .zero
    ) {
        self.theme = theme
        self.measurer = measurer
        self.style = style
        self.contentWidth = max(contentWidth.isNaN ? 0 : contentWidth, 0)
        self.topInset = topInset
        self.bottomInset = bottomInset
        self.tileSize = tileSize
    }

    /// Insets with the alert's top and bottom and the given left and right.
    public func insets(left: CGFloat = 0, right: CGFloat = 0) -> EdgeInsets {
        EdgeInsets(top: topInset, left: left, bottom: bottomInset, right: right)
    }

    /// The layout of a one-line input (a text field, a date picker): the full content width,
    /// one field line plus the theme's field padding above and below.
    package func fieldLineLayout() -> AlertItemLayout {
        let height = measurer.lineHeight(for: .field) + 2 * theme.fieldPadding
        return AlertItemLayout(
            itemSize: CGSize(width: contentWidth, height: height), boundsInsets: insets())
    }
}
