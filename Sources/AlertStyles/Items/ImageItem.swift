import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// An icon or a picture, fitted into the theme's icon or picture size and centred.
@MainActor
public final class ImageItem: AlertStyledItem {
    /// Whether the image is a small icon or a larger picture.
    public enum Kind: Hashable, Sendable {
        /// Fitted into `AlertTheme.iconSize`.
        case icon
        /// Fitted into `AlertTheme.pictureSize` and the content width.
        case picture
    }

    /// The image.
    package var image: AlertImage
    /// Icon or picture.
    package var kind: Kind
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    public var alertLayout = AlertItemLayout(itemSize: .zero)

    /// Creates an image item.
    public init(_ image: AlertImage, kind: Kind = .picture) {
        self.image = image
        self.kind = kind
    }

    /// The image's fitted size, centred.
    public func updateLayout(in context: AlertItemContext) {
        let box = kind == .icon ? context.theme.iconSize : context.theme.pictureSize
        let bounds = CGSize(width: min(box.width, context.contentWidth), height: box.height)
        let size = context.measurer.imageSize(image, fitting: bounds)
        alertLayout = AlertItemLayout(itemSize: size, boundsInsets: context.insets())
    }

    /// `[Image: alt text]`.
    public var textDescription: String? { "[Image: \(image.altText)]" }

    /// Draws the image in its frame.
    public func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        canvas.drawImage(image, in: frame)
    }
}
