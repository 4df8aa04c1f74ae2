import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// Your own content: a size and a closure that draws on the backend-neutral canvas, so
/// rich media works on every presenter.
@MainActor
public final class CustomItem: AlertStyledItem {
    /// The drawing closure: the canvas, the item's frame, and the draw context.
    public typealias Drawing = @MainActor (any AlertCanvas, CGRect, AlertDrawContext) -> Void

    /// The preferred size: the alert widens for its width as far as its container allows,
    /// and it is narrowed to the content width beyond that.
    package var size: CGSize
    /// Draws the content.
    package var drawing: Drawing
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    public var alertLayout = AlertItemLayout(itemSize: .zero)

    /// Creates a custom item.
    ///
    /// - Throws: ``AlertStyleError/invalidValue(_:)`` for a NaN, infinite or negative size.
    public init(size: CGSize, drawing: @escaping Drawing) throws(AlertStyleError) {
        for (name, value) in [("width", size.width), ("height", size.height)]
        where !value.isFinite || value < 0 {
            throw .invalidValue("size.\(name)")
        }
        self.size = size
        self.drawing = drawing
    }

    /// Its width: the alert widens to show it whole, as far as the container allows.
    public func naturalWidth(in context: AlertItemContext) -> AlertItemWidth {
        AlertItemWidth(unbreakable: size.width)
    }

    /// Its size, no wider than the content, centred.
    public func updateLayout(in context: AlertItemContext) {
        let fitted = CGSize(width: min(size.width, context.contentWidth), height: size.height)
        alertLayout = AlertItemLayout(itemSize: fitted, boundsInsets: context.insets())
    }

    /// Calls the drawing closure.
    public func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        drawing(canvas, frame, context)
    }
}
