import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// A built-in (or custom) item that sizes itself from a theme and a measurer and draws
/// itself on an ``AlertCanvas``, so it works on every presenter.
@MainActor
public protocol AlertStyledItem: AlertItem {
    /// Whether drawing should skip it (spacers).
    var isHidden: Bool { get }
    /// How the item reads as text, in plain line mode and to screen readers; an empty string
    /// for nothing (a separator), nil to let the presenter read the text the item draws.
    var textDescription: String? { get }
    /// How wide the item would like the alert's content to be, asked once per layout before
    /// the content width is chosen: `context` carries the theme and the measurer, and as its
    /// ``AlertItemContext/contentWidth`` the widest the content can be in the container.
    /// `AlertItemWidth.zero` (the default) for an item that fits any width. Keep it O(the
    /// item's text).
    func naturalWidth(in context: AlertItemContext) -> AlertItemWidth
    /// Recomputes ``AlertItem/alertLayout`` for this context (wrapping text to its width).
    func updateLayout(in context: AlertItemContext)
    /// Draws the item inside `frame`.
    func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext)
}

extension AlertStyledItem {
    /// Visible by default.
    public var isHidden: Bool { false }
    /// The text the item draws, read by the presenter.
    public var textDescription: String? { nil }
    /// Nothing: the item fits any width.
    public func naturalWidth(in context: AlertItemContext) -> AlertItemWidth { .zero }
}
